import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { isLocale, type Locale } from './routing';

export interface LocaleParams {
  params: Promise<{ locale: string }>;
}

/** Reads the locale segment, 404s an unknown one, and enables static rendering for it. */
export async function pageLocale(params: LocaleParams['params']): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return locale;
}
