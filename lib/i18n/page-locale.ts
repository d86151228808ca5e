import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { isLocale, routing, type Locale } from './routing';

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

/** Every language's locale segment, for generateStaticParams. */
export const localeStaticParams = () => routing.locales.map((locale) => ({ locale }));

/** The locale segment of a route handler (a feed, the manifest), or null for an unknown one. */
export async function routeLocale(params: LocaleParams['params']): Promise<Locale | null> {
  const { locale } = await params;
  return isLocale(locale) ? locale : null;
}
