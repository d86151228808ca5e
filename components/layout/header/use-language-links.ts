'use client';

import type { MouseEvent } from 'react';
import { languageSwitchHref } from '@/lib/i18n/language-links';
import { localeNames, locales, type Locale } from '@/lib/i18n/locales';
import { useCurrentPath } from './use-current-path';

export interface LanguageLink {
  locale: Locale;
  name: string;
  href: string;
  current: boolean;
  /** Carries the page's query and hash (?page=2, #section) along, which the static href cannot know. */
  onClick: (event: MouseEvent<HTMLElement>) => void;
}

/** One link per language for the current page, each named in its own script. */
export function useLanguageLinks(current: Locale): LanguageLink[] {
  const path = useCurrentPath();
  return locales.map((locale) => ({
    locale,
    name: localeNames[locale],
    href: languageSwitchHref(locale, path),
    current: locale === current,
    onClick: (event) => {
      const { search, hash } = window.location;
      const link = event.currentTarget;
      if ((!search && !hash) || !(link instanceof HTMLAnchorElement)) return;
      link.href = languageSwitchHref(locale, `${path}${search}${hash}`);
    },
  }));
}
