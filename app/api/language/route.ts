import { NextResponse, type NextRequest } from 'next/server';
import { LOCALE_COOKIE } from '@/lib/i18n/locales';
import { SETTING_COOKIE_MAX_AGE } from '@/lib/http/setting-cookie';
import { pathWithRefererQuery, switchDestination } from '@/lib/i18n/language-links';
import { languageSwitchSchema } from '@/lib/i18n/language-switch-schema';
import { limitRequest } from '@/lib/rate-limit/limit-request';

export const dynamic = 'force-dynamic';

/** GET /api/language?to=hi&path=/nav/about → remembers the language, then shows that page in it. */
export async function GET(request: NextRequest) {
  const limited = await limitRequest(request, 'language');
  if (limited) return limited;
  const parsed = languageSwitchSchema.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return NextResponse.json(
      { error: issue?.message ?? 'Invalid request', field: issue?.path.join('.') },
      { status: 400 },
    );
  }
  const { to, path } = parsed.data;
  const page = pathWithRefererQuery(path, request.headers.get('referer'));
  // A relative Location: the browser stays on the address it used, whatever proxy is in front.
  const response = new NextResponse(null, { status: 303, headers: { Location: switchDestination(to, page) } });
  response.cookies.set(LOCALE_COOKIE, to, { path: '/', maxAge: SETTING_COOKIE_MAX_AGE, sameSite: 'lax' });
  response.headers.set('Cache-Control', 'no-store');
  return response;
}
