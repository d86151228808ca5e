// @vitest-environment node
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import {
  escapeText,
  foldLine,
  iCalendar,
  INDIA_TZID,
  reminderAt,
  REMINDER_HOUR_THE_DAY_BEFORE,
  type Calendar,
  type CalendarEvent,
} from '@/lib/events/icalendar';

const camp: CalendarEvent = {
  id: 'post-camp',
  title: 'रक्तदान शिविर, नोखा; सुबह से',
  description: 'मुफ़्त जाँच भी होगी।\nसाथ में आधार कार्ड लाएँ।',
  place: 'प्रखंड कार्यालय, नोखा',
  url: 'https://rohtasyuva.example/hi/blog/raktadan-shivir',
  date: '2026-12-20',
  time: '09:30',
  updatedAt: '2026-11-27T10:00:00.000Z',
};

const fair: CalendarEvent = {
  id: 'post-fair',
  title: 'Career fair',
  description: 'Stalls from ten colleges.',
  url: 'https://rohtasyuva.example/blog/career-fair',
  date: '2027-01-05',
  updatedAt: '2026-11-20T08:00:00.000Z',
};

const calendar = (events: CalendarEvent[]): Calendar => ({
  name: 'कार्यक्रम | रोहतास युवा फ़ाउंडेशन',
  host: 'rohtasyuva.example',
  language: 'hi',
  events,
  now: new Date('2026-11-28T04:00:00Z'),
});

/** The file as a calendar app reads it: ical.js, with the file's own time zone registered. */
function read(text: string) {
  const root = new ICAL.Component(ICAL.parse(text));
  for (const zone of root.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return { root, events: root.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent)) };
}

describe('iCalendar', () => {
  it('puts a timed event at its India time, whatever the reader’s zone', () => {
    const { events } = read(iCalendar(calendar([camp])));
    const [event] = events;
    expect(event?.startDate.zone?.tzid).toBe(INDIA_TZID);
    // 09:30 in India is 04:00 UTC.
    expect(event?.startDate.toJSDate().toISOString()).toBe('2026-12-20T04:00:00.000Z');
    expect(event?.startDate.isDate).toBe(false);
  });

  it('makes an event without a time last the whole day', () => {
    const { events } = read(iCalendar(calendar([fair])));
    const [event] = events;
    expect(event?.startDate.isDate).toBe(true);
    expect(event?.startDate.toString()).toBe('2027-01-05');
    expect(event?.endDate.toString()).toBe('2027-01-06');
  });

  it('keeps the Hindi texts, their commas, semicolons and line breaks, through folding', () => {
    const { events } = read(iCalendar(calendar([camp])));
    const [event] = events;
    expect(event?.summary).toBe(camp.title);
    expect(event?.location).toBe(camp.place);
    expect(event?.description).toBe(`${camp.description}\n\n${camp.url}`);
    expect(event?.uid).toBe('post-camp@rohtasyuva.example');
    expect(event?.component.getFirstPropertyValue('url')).toBe(camp.url);
  });

  it('reminds at 6 pm India time the day before', () => {
    expect(REMINDER_HOUR_THE_DAY_BEFORE).toBe(18);
    const { events } = read(iCalendar(calendar([camp, fair])));
    const triggers = events.map((event) => {
      const alarm = event.component.getFirstSubcomponent('valarm');
      expect(alarm?.getFirstPropertyValue('action')).toBe('DISPLAY');
      return (alarm?.getFirstPropertyValue('trigger') as ICAL.Time).toJSDate().toISOString();
    });
    // 18:00 in India is 12:30 UTC.
    expect(triggers).toEqual(['2026-12-19T12:30:00.000Z', '2027-01-04T12:30:00.000Z']);
    expect(reminderAt('2027-03-01').toISOString()).toBe('2027-02-28T12:30:00.000Z');
  });

  it('names the calendar, describes India’s zone and asks to be refreshed', () => {
    const { root, events } = read(iCalendar(calendar([camp, fair])));
    expect(events).toHaveLength(2);
    expect(root.getFirstPropertyValue('version')).toBe('2.0');
    expect(root.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(root.getFirstPropertyValue('x-wr-calname')).toBe('कार्यक्रम | रोहतास युवा फ़ाउंडेशन');
    const zone = root.getFirstSubcomponent('vtimezone');
    expect(zone?.getFirstPropertyValue('tzid')).toBe(INDIA_TZID);
    expect(zone?.getFirstSubcomponent('standard')?.getFirstPropertyValue('tzoffsetto')?.toString()).toBe('+05:30');
    expect(String(root.getFirstPropertyValue('refresh-interval'))).toBe('PT12H');
  });

  it('writes lines of at most 75 octets ending in CRLF', () => {
    const text = iCalendar(calendar([{ ...camp, description: 'क्षेत्र '.repeat(40) }]));
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.split('\r\n').slice(0, -1);
    for (const line of lines) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n|\r/);
  });

  it('has no events in an empty calendar, and still reads', () => {
    expect(read(iCalendar(calendar([]))).events).toEqual([]);
  });
});

describe('escapeText', () => {
  it('escapes backslashes, semicolons, commas and line ends, and drops control characters', () => {
    expect(escapeText('a\\b;c,d\r\ne\u0007')).toBe('a\\\\b\\;c\\,d\\ne');
  });
});

describe('foldLine', () => {
  it('leaves a short line alone and folds a long one with a leading space', () => {
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
    const folded = foldLine(`SUMMARY:${'x'.repeat(100)}`);
    expect(folded.split('\r\n ')).toHaveLength(2);
    expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${'x'.repeat(100)}`);
  });
});
