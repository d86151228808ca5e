import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/content/page-header';
import width from '@/components/layout/page-width.module.css';
import { YourDataForm } from '@/components/privacy/your-data-form';
import { messagesFor } from '@/lib/i18n/messages';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { pathOf } from '@/lib/navigation';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'YourData.page' });
  return pageMetadata({ locale, path: pathOf('yourData'), title: t('title'), description: t('description') });
}

export default async function YourDataPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'YourData.page' });
  return (
    <>
      <PageHeader heading={t('heading')} intro={t('intro')} />
      <div className={width.md}>
        <p>{t('proof')}</p>
        <p>{t('survey')}</p>
        <NextIntlClientProvider locale={locale} messages={{ YourData: messagesFor(locale).YourData }}>
          <YourDataForm />
        </NextIntlClientProvider>
      </div>
    </>
  );
}
