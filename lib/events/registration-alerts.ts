import 'server-only';
import { createTranslator } from 'next-intl';
import { adminRead } from '@/lib/firebase/admin';
import { todayInIndia } from '@/lib/forms/field-values';
import { messagesFor } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';
import { EVENT_REGISTRATIONS_NODE } from '@/lib/privacy/nodes';
import { postPath } from '@/lib/posts/blog-pages';
import { eventWhen } from '@/lib/posts/event-time';
import { isEventPost } from '@/lib/posts/home-notices';
import { publishedPost } from '@/lib/posts/public-posts';
import type { EventPost } from '@/lib/posts/types';
import type { DueReminder } from '@/lib/push/reminders';
import { sendToSubscriptions, type PushAlert } from '@/lib/push/send';
import { siteUrl } from '@/lib/seo/metadata';
import { entriesWith, readRoster, type RosterEntry } from './roster';

/**
 * What a registrant who asked for alerts is told, in their language: the evening before the event,
 * when a place came free for them, and when the event is cancelled.
 */

export type RegistrantAlert = 'reminder' | 'promoted' | 'cancelled';

/** The alert's text about `post` in `locale`; a cancellation carries the team's own message when it wrote one. */
export function registrantAlert(kind: RegistrantAlert, post: EventPost, locale: Locale, message?: string): PushAlert {
  const t = createTranslator({ locale, messages: messagesFor(locale), namespace: 'Registration.alerts' });
  const url = new URL(postPath(locale, post.slug), siteUrl).href;
  const event = post.text.title;
  if (kind === 'reminder') {
    const where = post.text.place?.trim();
    const when = where ? `${eventWhen(locale, post.event)}, ${where}` : eventWhen(locale, post.event);
    return { locale, title: t('reminderTitle', { event }), body: t('reminderBody', { when }), url };
  }
  if (kind === 'promoted') return { locale, title: t('promotedTitle', { event }), body: t('promotedBody'), url };
  return { locale, title: t('cancelledTitle', { event }), body: message || t('cancelledBody'), url };
}

const eventIn = async (slug: string, locale: Locale) => {
  const post = await publishedPost(slug, locale);
  return post && isEventPost(post) ? post : null;
};

/** Tells the people among `people` who asked for alerts; never throws (the change is made already). */
export async function tellRegistrants(
  slug: string,
  people: readonly { entry: RosterEntry }[],
  kind: Exclude<RegistrantAlert, 'reminder'>,
  messages: Partial<Record<Locale, string>> = {},
): Promise<void> {
  try {
    for (const { entry } of people) {
      if (!entry.alerts) continue;
      const post = await eventIn(slug, entry.locale);
      if (post)
        await sendToSubscriptions(
          { subscriptionIds: [entry.alerts] },
          registrantAlert(kind, post, entry.locale, messages[entry.locale]),
        );
    }
  } catch (error) {
    console.error(`Registrants not told (${kind})`, error instanceof Error ? error.message : error);
  }
}

const DAY_MS = 24 * 60 * 60_000;

/**
 * The reminders due at `now`: everyone with a place at an event held tomorrow (India's day) who
 * asked for alerts. Each is named by its event and entry, so it goes once (lib/push/reminders.ts).
 */
export async function dueEventReminders(now: number): Promise<DueReminder[]> {
  const tomorrow = todayInIndia(new Date(now + DAY_MS));
  const rosters = (await adminRead(EVENT_REGISTRATIONS_NODE)) as Record<string, unknown> | null;
  const due: DueReminder[] = [];
  for (const [slug, stored] of Object.entries(rosters ?? {})) {
    const roster = readRoster(stored);
    if (!roster || roster.cancelled || roster.settings.eventDate !== tomorrow) continue;
    for (const [entryId, entry] of entriesWith(roster, 'confirmed')) {
      if (!entry.alerts) continue;
      const post = await eventIn(slug, entry.locale);
      if (post)
        due.push({
          key: `${slug}:${entryId}`,
          subscriptionIds: [entry.alerts],
          ...registrantAlert('reminder', post, entry.locale),
        });
    }
  }
  return due;
}
