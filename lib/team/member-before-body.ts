import 'server-only';
import { bearerToken } from '@/lib/http/bearer-token';
import type { MemberRefusal } from './authorised-member';
import { checkMember } from './authorised-member-service';

/**
 * Why a team route refuses the caller, or null when they are a member `allowed` accepts. A route
 * that takes a body asks this before reading a byte of it: a stranger's large body then costs only
 * its headers. (The service checks the member again when it does the work.)
 */
export async function refusalBeforeBody(
  request: Request,
  allowed: (role: string) => boolean,
): Promise<MemberRefusal | 'failed' | null> {
  try {
    const caller = await checkMember(bearerToken(request.headers), allowed);
    return caller.ok ? null : caller.code;
  } catch (error) {
    console.error('Team route: the member check failed', error instanceof Error ? error.message : error);
    return 'failed';
  }
}
