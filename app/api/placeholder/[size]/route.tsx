import { ImageResponse } from 'next/og';
import { parsePlaceholderSize } from '@/lib/news/presentation';
import { limitRequest } from '@/lib/rate-limit/limit-request';

/** The grey "News" placeholder shown where an article has no picture, generated here at the requested size, e.g. /api/placeholder/800x400. */
export async function GET(request: Request, { params }: { params: Promise<{ size: string }> }) {
  const limited = await limitRequest(request, 'placeholder');
  if (limited) return limited;
  const size = parsePlaceholderSize((await params).size);
  if (!size) return new Response('Size must be WIDTHxHEIGHT, each 16 to 2000', { status: 400 });
  const fontSize = Math.max(12, Math.round(Math.min(size.width, size.height) / 5));
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: '#cccccc',
        color: '#555555',
        fontSize,
        fontWeight: 700,
      }}
    >
      News
    </div>,
    { ...size, headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
  );
}
