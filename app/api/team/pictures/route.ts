import { NextResponse } from 'next/server';
import { bearerToken } from '@/lib/http/bearer-token';
import { uploadTeamPicture } from '@/lib/pictures/picture-service';
import { PICTURE_UPLOAD_STATUS } from '@/lib/pictures/upload';
import { limitRequest } from '@/lib/rate-limit/limit-request';

export const dynamic = 'force-dynamic';

/**
 * POST /api/team/pictures (Authorization: Bearer <ID token>, multipart field `picture`) → the
 * picture resized, stripped of its metadata and stored: `{ ok, picture: { src, width, height } }`.
 */
export async function POST(request: Request) {
  const limited = await limitRequest(request, 'teamPictures');
  if (limited) return limited;
  const headers = { 'Cache-Control': 'no-store' };
  try {
    const result = await uploadTeamPicture(request, bearerToken(request.headers));
    return NextResponse.json(result, { status: result.ok ? 200 : PICTURE_UPLOAD_STATUS[result.code], headers });
  } catch (error) {
    console.error('Picture upload failed', error);
    return NextResponse.json({ ok: false, code: 'unavailable' }, { status: 503, headers });
  }
}
