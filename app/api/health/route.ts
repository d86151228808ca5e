import { NextResponse } from 'next/server';
import { siteHealth } from '@/lib/health';
import { limitRequest } from '@/lib/rate-limit/limit-request';

export const dynamic = 'force-dynamic';

/** GET /api/health → 200 when the news service and the database answer, else 503; never a secret. */
export async function GET(request: Request) {
  const limited = await limitRequest(request, 'health');
  if (limited) return limited;
  const health = await siteHealth();
  return NextResponse.json(health, {
    status: health.status === 'ok' ? 200 : 503,
    headers: { 'Cache-Control': 'no-store' },
  });
}
