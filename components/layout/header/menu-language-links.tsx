'use client';

import type { Locale } from '@/lib/i18n/locales';
import { useLanguageLinks } from './use-language-links';

/** The phone menu's language choice: this page in each language, the current one marked. */
export function MenuLanguageLinks({ locale, className }: { locale: Locale; className?: string }) {
  return useLanguageLinks(locale).map((language) => (
    <li key={language.locale}>
      <a
        href={language.href}
        hrefLang={language.locale}
        lang={language.locale}
        aria-current={language.current ? 'true' : undefined}
        className={className}
      >
        {language.name}
      </a>
    </li>
  ));
}
