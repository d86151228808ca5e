import type { Metadata } from 'next';
import { randomUUID } from 'node:crypto';
import { connection } from 'next/server';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/content/page-header';
import { PostEvent } from '@/components/blog/post-event';
import { RegistrationForm } from '@/components/events/registration-form';
import { RegistrationState } from '@/components/events/registration-state';
import width from '@/components/layout/page-width.module.css';
import { FormPrivacyNotice } from '@/components/privacy/form-privacy-notice';
import { registerPath } from '@/lib/events/registration-link';
import { eventWithRoster, publishedEventAt, type EventPageParams } from '@/lib/events/registration-page';
import { registrationOpen } from '@/lib/events/roster';
import { messagesFor } from '@/lib/i18n/messages';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({ params }: EventPageParams): Promise<Metadata> {
  const { locale, post } = await publishedEventAt(params);
  const t = await getTranslations({ locale, namespace: 'Registration' });
  return pageMetadata({
    locale,
    path: registerPath('en', post.slug),
    title: t('title', { event: post.text.title }),
    description: t('description', { event: post.text.title }),
    // The event's own page is what search engines should find.
    noindex: true,
  });
}

/**
 * An event's registration: how many places are left and until when, the notice, the form. Rendered
 * for each request: the places change with every registration, and the form carries an id of its own.
 */
export default async function RegisterPage({ params }: EventPageParams) {
  await connection();
  const { locale, post, roster, now } = await eventWithRoster(params);
  const t = await getTranslations({ locale, namespace: 'Registration' });
  const messages = messagesFor(locale);
  return (
    <>
      <PageHeader heading={t('title', { event: post.text.title })} intro={post.text.description} />
      <div className={width.md}>
        <PostEvent post={post} locale={locale} />
        <RegistrationState locale={locale} post={post} roster={roster} now={now} />
        {roster && registrationOpen(roster, now) && (
          <>
            <FormPrivacyNotice locale={locale} formId="eventRegistration" />
            <NextIntlClientProvider
              locale={locale}
              messages={{
                Registration: messages.Registration,
                Forms: { errors: messages.Forms.errors, honeypot: messages.Forms.honeypot },
              }}
            >
              <RegistrationForm slug={post.slug} submissionId={randomUUID()} />
            </NextIntlClientProvider>
          </>
        )}
      </div>
    </>
  );
}
