import type { Metadata } from 'next';
import { randomUUID } from 'node:crypto';
import Link from 'next/link';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/content/page-header';
import width from '@/components/layout/page-width.module.css';
import { PaymentForm } from '@/components/payments/payment-form';
import { planNamesIn } from '@/components/payments/plan-names';
import { FormPrivacyNotice } from '@/components/privacy/form-privacy-notice';
import { PLAN_CONCESSION, PLAN_PRICES } from '@/lib/content/plan-prices';
import { formatRupees } from '@/lib/i18n/format';
import { localizedPath } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { pathOf } from '@/lib/navigation';
import { purposeChoiceOf } from '@/lib/payments/payment-form';
import { paymentSettings } from '@/lib/payments/settings';
import { pageMetadata } from '@/lib/seo/metadata';

interface PayPageProps extends LocaleParams {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Payments.page' });
  return pageMetadata({ locale, path: pathOf('pay'), title: t('title'), description: t('description') });
}

/**
 * Paying for a plan (`?plan=player`, from the plans page) or giving. Rendered for each request: the
 * form carries a submission id of its own (see PaymentForm), and the plan comes from the address.
 */
export default async function PayPage({ params, searchParams }: PayPageProps) {
  const locale = await pageLocale(params);
  const plan = (await searchParams).plan;
  const purpose = purposeChoiceOf(typeof plan === 'string' ? plan : undefined);
  const t = await getTranslations({ locale, namespace: 'Payments.page' });
  const common = await getTranslations({ locale, namespace: 'Common' });
  const settings = paymentSettings();
  const planNames = planNamesIn(locale);
  const intro =
    purpose === 'donation'
      ? t('introDonation')
      : t('introPlan', {
          plan: planNames[purpose],
          price: common('perPeriod', {
            price: formatRupees(locale, PLAN_PRICES[purpose].rupees),
            period: PLAN_PRICES[purpose].period,
          }),
        });
  return (
    <>
      <PageHeader heading={t('heading')} intro={intro} />
      <div className={width.md}>
        <p>{t('steps')}</p>
        <p>
          <Link href={localizedPath(locale, pathOf('payLookup'))}>{t('findLink')}</Link>
        </p>
        {settings.payeeVpa ? (
          <>
            <FormPrivacyNotice locale={locale} formId="payment" />
            <NextIntlClientProvider locale={locale} messages={{ Payments: messagesFor(locale).Payments }}>
              <PaymentForm
                purpose={purpose}
                submissionId={randomUUID()}
                donationPresetsRupees={settings.donationPresetsRupees}
                maxDonationRupees={settings.maxDonationRupees}
                concessionPercent={PLAN_CONCESSION.percentOff}
                planNames={planNames}
              />
            </NextIntlClientProvider>
          </>
        ) : (
          <p role="status">{t('notConfigured')}</p>
        )}
        <p>{t('otherWays')}</p>
      </div>
    </>
  );
}
