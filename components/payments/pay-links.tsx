import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/locales';
import { pathOf } from '@/lib/navigation';

/** Where to pay or give, and to find a payment started before: above the Subscription Info and support texts. */
export async function PayLinks({ locale }: { locale: Locale }) {
  const nav = await getTranslations({ locale, namespace: 'Nav' });
  return (
    <p>
      <Link href={localizedPath(locale, pathOf('pay'))}>{nav('pay')}</Link>
      {' · '}
      <Link href={localizedPath(locale, pathOf('payLookup'))}>{nav('payLookup')}</Link>
    </p>
  );
}
