import 'server-only';
import { notFound } from 'next/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import type { Locale } from '@/lib/i18n/locales';
import { eventStartsAt } from '@/lib/posts/event-time';
import { isEventPost } from '@/lib/posts/home-notices';
import { isSlug } from '@/lib/posts/limits';
import { publishedPost } from '@/lib/posts/public-posts';
import type { EventPost } from '@/lib/posts/types';
import { isRegistrationToken } from './registration-address';
import { registrations } from './registration-store';
import type { RegistrationView } from './registrations';
import type { Roster } from './roster';

export interface EventPageParams {
  params: Promise<{ locale: string; slug: string }>;
}

/**
 * The published event at this address; else a 404. What the pages' metadata reads: only the posts,
 * which the page reads too (once per request), so the title is known before the page is and goes
 * in the head.
 */
export async function publishedEventAt(
  params: EventPageParams['params'],
): Promise<{ locale: Locale; post: EventPost }> {
  const locale = await pageLocale(params);
  const { slug } = await params;
  if (!isSlug(slug)) notFound();
  const post = await publishedPost(slug, locale);
  if (!post || !isEventPost(post)) notFound();
  return { locale, post };
}

/** The published event at this address, with its roster (null: it takes no registrations); else a 404. */
export async function eventWithRoster(
  params: EventPageParams['params'],
): Promise<{ locale: Locale; post: EventPost; roster: Roster | null; now: number }> {
  const { locale, post } = await publishedEventAt(params);
  return { locale, post, roster: await registrations().roster(post.slug), now: Date.now() };
}

/** The registration whose secret is in the address, with its event; a 404 for any other secret. */
export async function registrationWithEvent(
  params: Promise<{ locale: string; slug: string; token: string }>,
): Promise<{ locale: Locale; post: EventPost; token: string; registration: RegistrationView; started: boolean }> {
  const { token } = await params;
  if (!isRegistrationToken(token)) notFound();
  const { locale, post, now } = await eventWithRoster(params);
  const registration = await registrations().find(post.slug, token);
  if (!registration) notFound();
  // Once the event has begun, a place is no longer given back from this page.
  return { locale, post, token, registration, started: now >= eventStartsAt(post.event) };
}

/**
 * An event's roster for its kept page, and the time the page is made; null when the event takes no
 * registrations or the roster cannot be read now (the page is renewed, and the registration page
 * reads it for each visit).
 */
export async function rosterForEventPage(slug: string): Promise<{ roster: Roster; now: number } | null> {
  try {
    const roster = await registrations().roster(slug);
    return roster && { roster, now: Date.now() };
  } catch (error) {
    console.warn('Event roster not read for its page:', error instanceof Error ? error.message : error);
    return null;
  }
}
