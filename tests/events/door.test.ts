import { create } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { DOOR_SEARCH_LIMIT, readScan, searchRegistrants } from '@/lib/events/door';
import { createQrReader, loadJsQr } from '@/lib/events/qr-reader';
import { entryIdOf } from '@/lib/events/registration-address';
import type { TeamRegistrant } from '@/lib/events/team-events';

const TOKEN = 'A'.repeat(20) + 'b'.repeat(23);
const url = (slug: string, token = TOKEN) => `https://rohtasyuva.org/hi/blog/${slug}/registration/${token}`;

async function list(): Promise<TeamRegistrant[]> {
  const person = (
    seq: number,
    name: string,
    status: TeamRegistrant['status'],
    extra: Partial<TeamRegistrant> = {},
  ) => ({
    entryId: `entry${String(seq).padStart(27, '0')}`,
    seq,
    name,
    mobile: '9876543210',
    ageBand: '18to25' as const,
    status,
    registeredAt: seq,
    ...extra,
  });
  return [
    { ...person(1, 'Ravi Kumar', 'confirmed'), entryId: await entryIdOf(TOKEN) },
    person(2, 'Priya Kumari', 'confirmed', { parentName: 'Sunita Devi' }),
    person(3, 'Amit Singh', 'waitlisted', { position: 1 }),
    person(4, 'रीना देवी', 'confirmed', { checkedInAt: 50 }),
  ];
}

describe('the door reads a code against the event’s list on the phone', () => {
  it('lets in someone with a place, once', async () => {
    const registrants = await list();
    expect(await readScan(url('camp'), 'camp', registrants, new Map())).toMatchObject({
      kind: 'arrived',
      registrant: { name: 'Ravi Kumar' },
    });
    const arrived = new Map([[registrants[0]!.entryId, 99]]);
    expect(await readScan(url('camp'), 'camp', registrants, arrived)).toMatchObject({ kind: 'alreadyIn', at: 99 });
  });

  it('says so for someone waiting or cancelled, another event’s code, or anything else', async () => {
    const registrants = await list();
    const waiting = registrants.map((r) => (r.seq === 1 ? { ...r, status: 'waitlisted' as const } : r));
    expect((await readScan(url('camp'), 'camp', waiting, new Map())).kind).toBe('waiting');
    const cancelled = registrants.map((r) => (r.seq === 1 ? { ...r, status: 'cancelled' as const } : r));
    expect((await readScan(url('camp'), 'camp', cancelled, new Map())).kind).toBe('cancelled');
    expect((await readScan(url('other'), 'camp', registrants, new Map())).kind).toBe('otherEvent');
    expect((await readScan(url('camp', 'c'.repeat(43)), 'camp', registrants, new Map())).kind).toBe('unknown');
    expect((await readScan('upi://pay?pa=x@y', 'camp', registrants, new Map())).kind).toBe('unknown');
  });

  it('finds people with a place by any words of their name or their parent’s, in Hindi too', async () => {
    const registrants = await list();
    expect(searchRegistrants(registrants, 'kum').map((r) => r.name)).toEqual(['Ravi Kumar', 'Priya Kumari']);
    expect(searchRegistrants(registrants, 'SUNITA').map((r) => r.name)).toEqual(['Priya Kumari']);
    expect(searchRegistrants(registrants, 'रीना').map((r) => r.name)).toEqual(['रीना देवी']);
    // Someone waiting has no place to check in to.
    expect(searchRegistrants(registrants, 'amit')).toEqual([]);
    expect(searchRegistrants(registrants, '  ')).toEqual([]);
    const many = Array.from({ length: 30 }, (_, i) => ({ ...registrants[1]!, seq: i, entryId: `e${i}` }));
    expect(searchRegistrants(many, 'priya')).toHaveLength(DOOR_SEARCH_LIMIT);
  });
});

/** A registration's QR code drawn as a camera frame (4 pixels a module, a white margin). */
function qrFrame(text: string) {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const scale = 4;
  const margin = 4 * scale;
  const width = modules.size * scale + 2 * margin;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  for (let y = 0; y < modules.size; y++)
    for (let x = 0; x < modules.size; x++) {
      if (!modules.get(y, x)) continue;
      for (let dy = 0; dy < scale; dy++)
        for (let dx = 0; dx < scale; dx++) {
          const i = ((margin + y * scale + dy) * width + margin + x * scale + dx) * 4;
          data[i] = data[i + 1] = data[i + 2] = 0;
        }
    }
  return { source: {} as CanvasImageSource, pixels: () => ({ data, width, height: width }) };
}

describe('the camera’s QR reader', () => {
  it('reads a registration’s code with jsQR where the browser has no detector', async () => {
    const read = createQrReader({ detector: async () => null, loadJsQr });
    expect(await read(qrFrame(url('camp')))).toBe(url('camp'));
    expect(await read({ source: {} as CanvasImageSource, pixels: () => null })).toBeNull();
  });

  it('uses the browser’s BarcodeDetector where there is one, and never loads jsQR then', async () => {
    let loaded = false;
    const read = createQrReader({
      detector: async () => ({ detect: async () => [{ rawValue: url('camp') }] }),
      loadJsQr: async () => {
        loaded = true;
        return () => null;
      },
    });
    expect(await read({ source: {} as CanvasImageSource, pixels: () => null })).toBe(url('camp'));
    expect(loaded).toBe(false);
  });
});
