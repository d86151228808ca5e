/**
 * iCalendar (RFC 5545) for the notices that are events: one event's file, and the feed of
 * upcoming ones a phone's calendar subscribes to. Written by hand: the format is a few lines of
 * text, and a library would bring a time zone database for the one zone India has.
 */

export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/** India has one time zone, without summer time; the file describes it so no calendar guesses. */
export const INDIA_TZID = 'Asia/Kolkata';

/** The reminder comes at this hour, India time, the day before: evening, when people plan tomorrow. */
export const REMINDER_HOUR_THE_DAY_BEFORE = 18;

/** How often a subscribed calendar asks for the feed again (RFC 7986 REFRESH-INTERVAL). */
export const FEED_REFRESH = 'PT12H';

export interface CalendarEvent {
  /** The post's id: the event's UID, the same in both languages so a calendar holding both keeps one. */
  id: string;
  title: string;
  description: string;
  place?: string;
  /** The event's page, absolute. */
  url: string;
  /** YYYY-MM-DD, India. */
  date: string;
  /** HH:MM, India; absent for an event of the whole day. */
  time?: string;
  /** ISO time the post was last published. */
  updatedAt: string;
}

export interface Calendar {
  /** The calendar's name as a subscribed calendar shows it. */
  name: string;
  /** The host the UIDs are made unique with (RFC 5545 3.8.4.7). */
  host: string;
  /** BCP 47 language of the texts. */
  language: string;
  events: readonly CalendarEvent[];
  /** When the file is made: DTSTAMP. */
  now: Date;
}

/** A TEXT value (RFC 5545 3.3.11): backslashes, semicolons, commas and line ends escaped; no control characters. */
export function escapeText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u0000-\u0009\u000B-\u001F\u007F]/g, '')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\n/g, '\\n');
}

const encoder = new TextEncoder();
/** Lines are at most 75 octets (RFC 5545 3.1); a Devanagari letter is 3. */
const LINE_OCTETS = 75;

/** A content line folded into lines of at most 75 octets, never inside a character. */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    // Continuation lines begin with a space, which counts.
    const limit = lines.length === 0 ? LINE_OCTETS : LINE_OCTETS - 1;
    if (octets + size > limit) {
      lines.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n ');
}

const compactDate = (date: string) => date.replace(/-/g, '');
const compactTime = (time: string) => `${time.replace(':', '')}00`;

/** An instant in UTC, as DTSTAMP and LAST-MODIFIED want it: 20261127T093000Z. */
export const utcStamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** The day after `date` (YYYY-MM-DD): an event of the whole day ends there (DTEND is exclusive). */
function nextDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** The reminder's instant: REMINDER_HOUR_THE_DAY_BEFORE, India time, on the day before the event. */
export function reminderAt(date: string): Date {
  const hour = String(REMINDER_HOUR_THE_DAY_BEFORE).padStart(2, '0');
  const eveningBefore = new Date(`${date}T${hour}:00:00+05:30`);
  eveningBefore.setUTCDate(eveningBefore.getUTCDate() - 1);
  return eveningBefore;
}

function eventLines(event: CalendarEvent, calendar: Calendar): string[] {
  const start = event.time
    ? [`DTSTART;TZID=${INDIA_TZID}:${compactDate(event.date)}T${compactTime(event.time)}`]
    : [`DTSTART;VALUE=DATE:${compactDate(event.date)}`, `DTEND;VALUE=DATE:${compactDate(nextDay(event.date))}`];
  const description = [event.description, event.url].filter(Boolean).join('\n\n');
  return [
    'BEGIN:VEVENT',
    `UID:${event.id}@${calendar.host}`,
    `DTSTAMP:${utcStamp(calendar.now)}`,
    `LAST-MODIFIED:${utcStamp(new Date(event.updatedAt))}`,
    // An event with a time and no end ends when it starts (RFC 5545 3.6.1): notices give no end,
    // and a made-up one would put a wrong hour in people's calendars.
    ...start,
    `SUMMARY;LANGUAGE=${calendar.language}:${escapeText(event.title)}`,
    `DESCRIPTION;LANGUAGE=${calendar.language}:${escapeText(description)}`,
    ...(event.place ? [`LOCATION;LANGUAGE=${calendar.language}:${escapeText(event.place)}`] : []),
    `URL;VALUE=URI:${event.url}`,
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION;LANGUAGE=${calendar.language}:${escapeText(event.title)}`,
    `TRIGGER;VALUE=DATE-TIME:${utcStamp(reminderAt(event.date))}`,
    'END:VALARM',
    'END:VEVENT',
  ];
}

/** The iCalendar text of `calendar`: CRLF line ends, folded lines, India's time zone described. */
export function iCalendar(calendar: Calendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${calendar.host}//Events//${calendar.language.toUpperCase()}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${escapeText(calendar.name)}`,
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    `X-WR-TIMEZONE:${INDIA_TZID}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${FEED_REFRESH}`,
    `X-PUBLISHED-TTL:${FEED_REFRESH}`,
    'BEGIN:VTIMEZONE',
    `TZID:${INDIA_TZID}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:+0530',
    'TZOFFSETTO:+0530',
    'TZNAME:IST',
    'END:STANDARD',
    'END:VTIMEZONE',
    ...calendar.events.flatMap((event) => eventLines(event, calendar)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
