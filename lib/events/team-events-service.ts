import 'server-only';
import { appendAccessEntry } from '@/lib/privacy/access-log';
import { routing } from '@/lib/i18n/routing';
import { eventStartsAt } from '@/lib/posts/event-time';
import { isEventPost } from '@/lib/posts/home-notices';
import { publishedPosts } from '@/lib/posts/public-posts';
import { refreshPublicPages } from '@/lib/posts/refresh-public-pages';
import type { EventPost } from '@/lib/posts/types';
import type { SignedInMember } from '@/lib/team/member';
import { registrations } from './registration-store';
import { entriesWith, waitlistPosition, type Roster } from './roster';
import {
  indiaDateTimeToMs,
  type EventAction,
  type EventActionRefusal,
  type TeamEventSummary,
  type TeamRegistrant,
} from './team-events';

/** The events the site has published, as the default language shows them. */
const publishedEvents = async (): Promise<EventPost[]> =>
  (await publishedPosts(routing.defaultLocale)).filter(isEventPost);

const summaryOf = (roster: Roster | null): TeamEventSummary['registration'] =>
  roster && {
    capacity: roster.settings.capacity,
    closesAt: roster.settings.closesAt,
    confirmed: entriesWith(roster, 'confirmed').length,
    waitlisted: entriesWith(roster, 'waitlisted').length,
    checkedIn: Object.values(roster.entries).filter((entry) => entry.checkedInAt !== undefined).length,
    cancelled: Boolean(roster.cancelled),
  };

/** Every published event with where its registration stands, the soonest first. */
export async function teamEvents(): Promise<TeamEventSummary[]> {
  const events = await publishedEvents();
  const rosters = await Promise.all(events.map((post) => registrations().roster(post.slug)));
  return events
    .map((post, i) => ({
      slug: post.slug,
      title: post.text.title,
      date: post.event.date,
      ...(post.event.time ? { time: post.event.time } : {}),
      ...(post.text.place ? { place: post.text.place } : {}),
      registration: summaryOf(rosters[i] ?? null),
    }))
    .sort((a, b) => `${a.date}${a.time ?? ''}`.localeCompare(`${b.date}${b.time ?? ''}`));
}

/** An event's registrants for the team, in order: in, waiting, cancelled. Logged as a read. */
export async function teamRoster(slug: string, member: SignedInMember): Promise<TeamRegistrant[] | null> {
  const roster = await registrations().roster(slug);
  if (!roster) return null;
  const list = (['confirmed', 'waitlisted', 'cancelled'] as const).flatMap((status) =>
    entriesWith(roster, status).map(([entryId, entry]): TeamRegistrant => ({
      entryId,
      seq: entry.seq,
      name: entry.name ?? '',
      mobile: entry.mobile ?? '',
      ageBand: entry.ageBand,
      ...(entry.parent ? { parentName: entry.parent.name, parentMobile: entry.parent.mobile } : {}),
      status: entry.status,
      ...(status === 'waitlisted' ? { position: waitlistPosition(roster, entryId) ?? 0 } : {}),
      registeredAt: entry.registeredAt,
      ...(entry.checkedInAt !== undefined ? { checkedInAt: entry.checkedInAt } : {}),
    })),
  );
  await appendAccessEntry({
    by: member.memberId,
    byName: member.name,
    role: member.role,
    action: 'eventRosterRead',
    reference: slug,
    count: list.length,
  });
  return list;
}

/** The last moment registration may close: the event's start, or for a day-long event, its day's end. */
const latestClosing = (post: EventPost) =>
  post.event.time ? eventStartsAt(post.event) : Date.parse(`${post.event.date}T23:59:59.999+05:30`);

export type EventActionResult =
  { ok: true; summary: TeamEventSummary['registration'] } | { ok: false; code: EventActionRefusal };

/**
 * The team opens an event for registration, changes its capacity or closing time, or cancels it.
 * The event's public pages are renewed; who moved up or lost their place is answered for telling.
 */
export async function teamEventAction(slug: string, action: EventAction, now = Date.now()) {
  const post = (await publishedEvents()).find((event) => event.slug === slug);
  if (!post) return { result: { ok: false, code: 'notEvent' } as const, told: [] };
  const service = registrations();
  const current = await service.roster(slug);
  if (action.action === 'cancel') {
    if (!current) return { result: { ok: false, code: 'notOpen' } as const, told: [] };
    const { roster, affected } = await service.cancelEvent(slug, action.message);
    await refreshPublicPages();
    return { result: { ok: true, summary: summaryOf(roster) } as const, told: affected, post };
  }
  const closesAt = indiaDateTimeToMs(action.closesAt);
  if (closesAt > latestClosing(post)) return { result: { ok: false, code: 'closesAfterEvent' } as const, told: [] };
  if (action.action === 'open') {
    if (current) return { result: { ok: false, code: 'alreadyOpen' } as const, told: [] };
    if (closesAt <= now) return { result: { ok: false, code: 'closesInPast' } as const, told: [] };
    const roster = await service.open(slug, { capacity: action.capacity, closesAt, eventDate: post.event.date });
    await refreshPublicPages();
    return { result: { ok: true, summary: summaryOf(roster) } as const, told: [] };
  }
  if (!current) return { result: { ok: false, code: 'notOpen' } as const, told: [] };
  if (current.cancelled) return { result: { ok: false, code: 'cancelled' } as const, told: [] };
  const { roster, promoted } = await service.change(slug, { capacity: action.capacity, closesAt });
  await refreshPublicPages();
  return { result: { ok: true, summary: summaryOf(roster) } as const, told: promoted, post };
}

/** Arrivals taken at the door (possibly offline, sent later): each counted once, its first time kept. */
export async function teamCheckIns(
  slug: string,
  arrivals: readonly { entryId: string; at: number }[],
  member: SignedInMember,
  now = Date.now(),
) {
  // A phone's clock can be wrong; a check-in is never in the future.
  const roster = await registrations().checkIn(
    slug,
    arrivals.map(({ entryId, at }) => ({ entryId, at: Math.min(at, now) })),
  );
  if (!roster) return null;
  await appendAccessEntry({
    by: member.memberId,
    byName: member.name,
    role: member.role,
    action: 'eventCheckIn',
    reference: slug,
    count: arrivals.length,
  });
  const checkedIn = arrivals.filter(({ entryId }) => roster.entries[entryId]?.checkedInAt !== undefined);
  return { checkedIn: checkedIn.map(({ entryId }) => entryId), summary: summaryOf(roster) };
}
