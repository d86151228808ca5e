import type { Locale } from '../routing';
import en from './en.json';

export type Messages = typeof en;

const catalogs: Record<Locale, Messages> = { en };

export function messagesFor(locale: Locale): Messages {
  return catalogs[locale];
}
