import { describe, expect, it } from 'vitest';
import type { DuesAccount } from '@/lib/payments/dues';
import { duesList } from '@/lib/payments/dues-service';
import { siteUrl } from '@/lib/seo/metadata';

const account = (
  name: string,
  paidThrough: string,
  locale: 'en' | 'hi',
  extra: Partial<DuesAccount> = {},
): DuesAccount => ({
  plan: 'player',
  name,
  mobile: '9876543210',
  locale,
  joinedOn: '2026-01-05',
  amountPaise: 75_00,
  paidThrough,
  credited: { '-p': true },
  ...extra,
});

// 4 June 2026, 10:00 India time.
const NOW = Date.UTC(2026, 5, 4, 4, 30);
const messageOf = (link: string | null) => decodeURIComponent(new URL(link ?? '').searchParams.get('text') ?? '');

describe('the dues list', () => {
  it('puts the late first, then those to remind, due this month and paid up, with a reminder only for the first two', () => {
    const items = duesList(
      [
        ['player_paid', account('Paid Up', '2026-08-10', 'en')],
        ['player_month', account('Due Later', '2026-06-30', 'en')],
        ['player_late', account('Late Payer', '2026-05-10', 'en')],
        ['player_soon', account('Soon', '2026-06-10', 'en')],
      ],
      NOW,
    );
    expect(items.map((item) => [item.name, item.status, item.reminderLink !== null])).toEqual([
      ['Late Payer', 'late', true],
      ['Soon', 'remindNow', true],
      ['Due Later', 'dueThisMonth', false],
      ['Paid Up', 'paidUp', false],
    ]);
  });

  it('writes the reminder in the member’s language, to their WhatsApp, with the pay page of their plan', () => {
    const [soon] = duesList([['player_soon', account('Sunita Devi', '2026-06-10', 'hi')]], NOW);
    expect(soon?.reminderLink?.startsWith('https://wa.me/919876543210?text=')).toBe(true);
    expect(messageOf(soon?.reminderLink ?? null)).toBe(
      `नमस्ते Sunita Devi, रोहतास युवा फाउंडेशन से। आपकी खिलाड़ी योजना (₹75) की फ़ीस 10 जून 2026 तक देनी है। आप यहाँ UPI से भुगतान कर सकते हैं: ${new URL('/hi/nav/pay?plan=player', siteUrl).href} आपके सहयोग के लिए धन्यवाद!`,
    );
    const [late] = duesList(
      [['family_late', account('Ramesh', '2026-05-10', 'en', { plan: 'family', amountPaise: 250_00 })]],
      NOW,
    );
    expect(messageOf(late?.reminderLink ?? null)).toBe(
      `Namaste Ramesh, this is Rohtas Yuva Foundation. Your Family plan (₹250) was due on 10 May 2026. Your child can still train; please pay when you can, here: ${new URL('/nav/pay?plan=family', siteUrl).href} or talk to us about a waiver.`,
    );
  });
});
