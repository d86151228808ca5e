import type { Locale } from '../routing';
import en from './en.json';
import hi from './hi.json';

export type Messages = typeof en;

const catalogs: Record<Locale, Messages> = { en, hi };

export function messagesFor(locale: Locale): Messages {
  return catalogs[locale];
}
