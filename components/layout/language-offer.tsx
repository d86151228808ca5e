'use client';

import { useState, useSyncExternalStore } from 'react';
import ButtonBase from '@mui/material/ButtonBase';
import { localeCookieString, offeredLocale, storedLocale } from '@/lib/i18n/language-links';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import { useLanguageLinks } from './header/use-language-links';
import styles from './language-offer.module.css';

export interface LanguageOfferLabels {
  offer: string;
  accept: string;
  decline: string;
}

const noSubscription = () => () => {};

/**
 * On the default-language site, a reader whose browser prefers `locale` and who has not
 * chosen yet is offered that language, in it. Either answer is remembered.
 */
export function LanguageOffer({ locale, labels }: { locale: Locale; labels: LanguageOfferLabels }) {
  const [answered, setAnswered] = useState(false);
  const wanted = useSyncExternalStore(
    noSubscription,
    () => !storedLocale(document.cookie) && offeredLocale(navigator.languages ?? [navigator.language]) === locale,
    () => false,
  );
  const link = useLanguageLinks(defaultLocale).find((l) => l.locale === locale);
  if (!wanted || answered || !link) return null;

  return (
    <div role="region" aria-label={labels.offer} lang={locale} className={styles.offer}>
      <p className={styles.text}>{labels.offer}</p>
      <div className={styles.answers}>
        <a href={link.href} hrefLang={locale} onClick={link.onClick} className={styles.accept}>
          {labels.accept}
        </a>
        <ButtonBase
          onClick={() => {
            document.cookie = localeCookieString(defaultLocale);
            setAnswered(true);
          }}
          className={styles.decline}
        >
          {labels.decline}
        </ButtonBase>
      </div>
    </div>
  );
}
