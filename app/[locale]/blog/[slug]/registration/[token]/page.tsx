import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/content/page-header';
import { YourRegistration } from '@/components/events/your-registration';
import width from '@/components/layout/page-width.module.css';
import { publishedEventAt, registrationWithEvent } from '@/lib/events/registration-page';

interface RegistrationPageProps {
  params: Promise<{ locale: string; slug: string; token: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: RegistrationPageProps): Promise<Metadata> {
  const { locale, post } = await publishedEventAt(params);
  const t = await getTranslations({ locale, namespace: 'Registration.yours' });
  return {
    title: t('title'),
    description: t('description', { event: post.text.title }),
    robots: { index: false, follow: false },
    // The address is the registration's only key: no other site learns it from a link followed here.
    // (Not no-referrer: then the browser sends the cancel form's origin as null, and the post is refused.)
    referrer: 'same-origin',
  };
}

/** A registration's own page, found by the secret in its address; rendered for each request. */
export default async function RegistrationPage({ params, searchParams }: RegistrationPageProps) {
  await connection();
  const { locale, post, token, registration, started } = await registrationWithEvent(params);
  const t = await getTranslations({ locale, namespace: 'Registration.yours' });
  const { cancel } = await searchParams;
  return (
    <>
      <PageHeader heading={t('title')} intro={post.text.title} />
      <div className={width.md}>
        <YourRegistration
          locale={locale}
          post={post}
          token={token}
          registration={registration}
          confirmingCancel={cancel === '1'}
          started={started}
        />
      </div>
    </>
  );
}
