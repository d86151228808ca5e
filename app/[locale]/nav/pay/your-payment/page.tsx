import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/content/page-header';
import width from '@/components/layout/page-width.module.css';
import { PaymentLookupForm } from '@/components/payments/payment-lookup-form';
import { planNamesIn } from '@/components/payments/plan-names';
import { messagesFor } from '@/lib/i18n/messages';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { pathOf } from '@/lib/navigation';
import { isReceiptProblem } from '@/lib/payments/receipt-request';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Payments.lookup' });
  return pageMetadata({ locale, path: pathOf('payLookup'), title: t('title'), description: t('description') });
}

/**
 * A payment found again by its reference and mobile number: its QR code, its link and the UTR form,
 * or its receipt once confirmed. `?receipt=` says why a receipt download came back here.
 */
export default async function YourPaymentPage({
  params,
  searchParams,
}: LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const locale = await pageLocale(params);
  const { receipt } = await searchParams;
  const t = await getTranslations({ locale, namespace: 'Payments.lookup' });
  return (
    <>
      <PageHeader heading={t('title')} intro={t('description')} />
      <div className={width.md}>
        <NextIntlClientProvider locale={locale} messages={{ Payments: messagesFor(locale).Payments }}>
          <PaymentLookupForm
            planNames={planNamesIn(locale)}
            receiptProblem={isReceiptProblem(receipt) ? receipt : undefined}
          />
        </NextIntlClientProvider>
      </div>
    </>
  );
}
