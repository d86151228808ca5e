import type { Locale } from '../routing';
import type { Messages } from './index';

/** The team inbox's labels: its own and the forms' (it shows their fields). */
export type TeamMessages = Pick<Messages, 'Inbox' | 'Forms'>;

// Imported on demand, so only a member who signs in downloads them, in one language: a visitor at
// the login form is not sent the inbox's labels with the page.
const catalogs: Record<Locale, () => Promise<{ default: Messages }>> = {
  en: () => import('./en.json'),
  hi: () => import('./hi.json'),
};

export async function loadTeamMessages(locale: Locale): Promise<TeamMessages> {
  const { default: catalog } = await catalogs[locale]();
  return { Inbox: catalog.Inbox, Forms: catalog.Forms };
}
