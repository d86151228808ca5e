import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTranslator } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EventActions } from '@/components/events/event-actions';
import { EventPoster } from '@/components/events/event-poster';
import type { Locale } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import type { EventPost } from '@/lib/posts/types';

vi.mock('server-only', () => ({}));

// Outside a Next request, the translations come straight from the catalogs.
vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: 'Events' }) =>
    createTranslator({ locale, messages: messagesFor(locale), namespace }),
}));

const en = messagesFor('en');
const hi = messagesFor('hi');

const camp = (over: Partial<EventPost['text']> = {}): EventPost => ({
  id: 'post-camp',
  slug: 'blood-donation-camp',
  kind: 'notice',
  language: 'en',
  text: {
    title: 'Blood donation camp',
    description: 'Free health checks too.',
    body: '<p>Bring an ID.</p>',
    place: 'Block office, Nokha',
    ...over,
  },
  event: { date: '2026-12-20', time: '09:30' },
  author: 'Priya',
  publishedAt: '2026-11-01T04:30:00.000Z',
  updatedAt: '2026-11-02T04:30:00.000Z',
  readingMinutes: 1,
});

const pageUrl = 'http://localhost:3000/blog/blood-donation-camp';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('an event’s actions', () => {
  it('send the title, when, where and the link on WhatsApp, in the page’s language', async () => {
    render(await EventActions({ post: camp(), locale: 'en' }));
    const region = screen.getByRole('region', { name: en.Events.shareHeading });
    const whatsApp = within(region).getByRole('link', { name: en.Events.shareWhatsApp });
    const link = new URL(whatsApp.getAttribute('href') ?? '');
    expect(link.origin + link.pathname).toBe('https://wa.me/');
    expect(link.searchParams.get('text')).toBe(
      ['Blood donation camp', 'When: Sunday, 20 December 2026 at 9:30 am', 'Where: Block office, Nokha', pageUrl].join(
        '\n',
      ),
    );
    expect(whatsApp).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('say it in Hindi on the Hindi page, without a place line when there is none', async () => {
    render(await EventActions({ post: camp({ place: ' ' }), locale: 'hi' }));
    const whatsApp = screen.getByRole('link', { name: hi.Events.shareWhatsApp });
    const text = new URL(whatsApp.getAttribute('href') ?? '').searchParams.get('text') ?? '';
    expect(text.split('\n')).toEqual([
      'Blood donation camp',
      'कब: रविवार, 20 दिसंबर 2026 को 9:30 am बजे',
      'http://localhost:3000/hi/blog/blood-donation-camp',
    ]);
  });

  it('link the calendar file and the poster', async () => {
    render(await EventActions({ post: camp(), locale: 'hi' }));
    expect(screen.getByRole('link', { name: hi.Events.addToCalendar })).toHaveAttribute(
      'href',
      '/hi/blog/blood-donation-camp/event.ics',
    );
    expect(screen.getByRole('link', { name: hi.Events.printPoster })).toHaveAttribute(
      'href',
      '/hi/blog/blood-donation-camp/poster',
    );
  });

  it('copy the message and say so, and offer the phone’s share sheet only where there is one', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    render(await EventActions({ post: camp(), locale: 'en' }));
    expect(screen.queryByRole('button', { name: en.Events.shareOther })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: en.Events.copyMessage }));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining(`Blood donation camp\nWhen: `));
    expect(screen.getByRole('status')).toHaveTextContent(en.Events.copied);
  });

  it('say how to copy by hand when the browser refuses', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('NotAllowedError'));
    render(await EventActions({ post: camp(), locale: 'hi' }));
    await user.click(screen.getByRole('button', { name: hi.Events.copyMessage }));
    expect(screen.getByRole('status')).toHaveTextContent(hi.Events.copyFailed);
  });

  it('open the share sheet with the message where the phone has one', async () => {
    const user = userEvent.setup();
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { share }));
    render(await EventActions({ post: camp(), locale: 'en' }));
    await user.click(screen.getByRole('button', { name: en.Events.shareOther }));
    expect(share).toHaveBeenCalledWith({ title: 'Blood donation camp', text: expect.stringContaining(pageUrl) });
  });
});

describe('an event’s poster', () => {
  it('has the title, when, where, summary and a titled QR code of the event’s page', async () => {
    render(await EventPoster({ post: camp(), locale: 'en' }));
    const poster = screen.getByRole('article');
    expect(within(poster).getByRole('heading', { level: 1, name: 'Blood donation camp' })).toBeInTheDocument();
    expect(poster).toHaveTextContent('When: Sunday, 20 December 2026 at 9:30 am');
    expect(poster).toHaveTextContent('Where: Block office, Nokha');
    expect(poster).toHaveTextContent('Free health checks too.');
    expect(within(poster).getByRole('img', { name: `QR code: this event's page, ${pageUrl}` })).toBeInTheDocument();
    expect(poster).toHaveTextContent(pageUrl);
  });

  it('prints from its button, in Hindi', async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    render(await EventPoster({ post: camp(), locale: 'hi' }));
    await user.click(screen.getByRole('button', { name: hi.Events.print }));
    expect(print).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: hi.Events.backToEvent })).toHaveAttribute(
      'href',
      '/hi/blog/blood-donation-camp',
    );
  });
});
