'use client';

import Button from '@mui/material/Button';
import { useTranslations } from 'next-intl';
import { localizedPath } from '@/lib/i18n/locales';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import { guardianPagePath } from '@/lib/privacy/guardian-page';
import { whatsAppLink } from '@/lib/text/whatsapp-link';
import styles from './privacy-forms.module.css';

interface GuardianLinkOfferProps {
  token: string;
  guardianPhone: string;
  /** The site's public address (NEXT_PUBLIC_SITE_URL): the link is opened on the parent's phone. */
  siteUrl: string;
  /** How long the record waits for a parent, in words (the awaitingGuardian rule). */
  period: string;
}

/**
 * On a minor's sent screen: the record waits for a parent, and the link to their page, offered as
 * a WhatsApp message to the number given (a plain link both with and without scripts) and as text.
 */
export function GuardianLinkOffer({ token, guardianPhone, siteUrl, period }: GuardianLinkOfferProps) {
  const t = useTranslations('Privacy.sent');
  const locale = useSiteLocale();
  const link = new URL(localizedPath(locale, guardianPagePath(token)), siteUrl).href;
  return (
    <>
      <p className={styles.offerText}>{t('waiting', { period })}</p>
      <Button
        className={styles.offerButton}
        variant="contained"
        color="success"
        href={whatsAppLink(guardianPhone, t('message', { link }))}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="guardian-whatsapp"
      >
        {t('whatsApp')}
      </Button>
      <p className={styles.offerText}>{t('plainLink')}</p>
      <p className={styles.plainLink}>
        <a href={link} data-testid="guardian-link">
          {link}
        </a>
      </p>
    </>
  );
}
