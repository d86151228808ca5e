import { baseURL, LOCAL_AUTH_PORT } from '../../playwright.config';
import { invitationHash, newInvitationCode } from '../../lib/team/invitation-codes';
import { INVITATION_TTL_MS } from '../../lib/team/invitation-rules.mjs';
import { writeAsServer } from './database-admin';
import { e2ePasswordOf } from './team';
import { nextTestAddress } from './test';

/**
 * A team member of the test's own, added as the server would, with an invitation code of their own:
 * the demo members are shared by every spec, and these tests change passwords and end sessions.
 */
export async function newTeamMember(role = 'Volunteer') {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
  const key = `-e2e-${suffix.toLowerCase()}`;
  const member = {
    memberId: `E2E-${suffix}`,
    name: `Sunita Kumari ${suffix}`,
    role,
    whatsapp: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
  };
  await writeAsServer(`teamMembers/${key}`, member);
  const invitation = await inviteAsServer(key);
  return { ...member, key, invitation };
}

/** A fresh invitation for the member, written as the Team panel or `npm run team:invite` would. */
export async function inviteAsServer(key: string): Promise<string> {
  const code = newInvitationCode();
  const now = Date.now();
  await writeAsServer(`teamInvitations/${key}`, {
    hash: invitationHash(code),
    createdAt: now,
    expiresAt: now + INVITATION_TTL_MS,
    createdBy: 'e2e',
  });
  return code;
}

export interface Answer {
  status: number;
  body: { ok?: boolean; code?: string; token?: string; enrolment?: string; message?: string };
}

/** POSTs JSON to a route of the site, from an address of its own unless one is given. */
export async function post(
  path: string,
  data: unknown,
  { address = nextTestAddress(), idToken, base = baseURL }: { address?: string; idToken?: string; base?: string } = {},
): Promise<Answer> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': address,
      ...(idToken && { authorization: `Bearer ${idToken}` }),
    },
    body: JSON.stringify(data),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

/** The member's first sign-in through the API: the invitation code, then a password; answers the custom token. */
export async function enrolByApi(member: { memberId: string; invitation: string }, password: string): Promise<string> {
  const first = await post('/api/team/login', { memberId: member.memberId, password: member.invitation });
  if (first.body.code !== 'choosePassword' || !first.body.enrolment) throw new Error(`Enrolment: ${first.status}`);
  const chosen = await post('/api/team/password', {
    memberId: member.memberId,
    ticket: first.body.enrolment,
    password,
  });
  if (!chosen.body.token) throw new Error(`Choosing the password: ${chosen.status} ${chosen.body.code}`);
  return chosen.body.token;
}

/** Exchanges a custom token for an ID token at the Auth emulator, as the browser's Firebase Auth does. */
export async function idTokenFor(customToken: string): Promise<string> {
  const response = await fetch(
    `http://127.0.0.1:${LOCAL_AUTH_PORT}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: customToken, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`The Auth emulator gave no ID token: ${response.status}`);
  return body.idToken;
}

/** The claims of a token (the emulator's are unsigned JWTs; read, never trusted). */
export const claimsOf = (token: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

/**
 * Has a demo member choose the e2e password with their invitation code: run once, before every
 * spec (e2e/demo-team.setup.ts). A member already enrolled (a server reused between local runs)
 * is checked by signing in with the password, from the same address, so that the right password
 * gives back the count of the used-up code.
 */
export async function ensureDemoEnrolled(member: { memberId: string; invitation: string }): Promise<void> {
  const password = e2ePasswordOf(member.memberId);
  const address = nextTestAddress();
  const first = await post('/api/team/login', { memberId: member.memberId, password: member.invitation }, { address });
  if (first.body.enrolment) {
    const chosen = await post(
      '/api/team/password',
      { memberId: member.memberId, ticket: first.body.enrolment, password },
      { address },
    );
    if (chosen.status !== 200)
      throw new Error(`${member.memberId} could not choose the e2e password: ${chosen.body.code}`);
    return;
  }
  const again = await post('/api/team/login', { memberId: member.memberId, password }, { address });
  if (!again.body.ok)
    throw new Error(`${member.memberId} has neither a usable code nor the e2e password: ${again.body.code}`);
}
