'use client';

import type { Locale } from '@/lib/i18n/locales';
import { useLanguageLinks } from './use-language-links';
import styles from './header-nav.module.css';

/**
 * The header's one-tap switch to the other language, named in its own script ("हिन्दी",
 * "English"). A plain link: /api/language stores the choice and answers with the same page.
 */
export function LanguageSwitch({ locale }: { locale: Locale }) {
  const others = useLanguageLinks(locale).filter((link) => !link.current);
  return others.map((link) => (
    <a
      key={link.locale}
      href={link.href}
      hrefLang={link.locale}
      lang={link.locale}
      onClick={link.onClick}
      data-testid="language-switch"
      className={styles.languageSwitch}
    >
      {link.name}
    </a>
  ));
}
