/** Team-member authentication (spec 4, 5 and 8), with its storage and data source passed in. */

export const LOGIN_MESSAGES = {
  noMembers: 'No team members found',
  unknownId: 'Member ID not found',
  wrongPassword: 'Invalid password',
  failed: 'Login failed. Please try again.',
} as const;

/** Which failure happened; the interface shows it in the reader's language. */
export type LoginErrorCode = keyof typeof LOGIN_MESSAGES;

import { SESSION_KEYS } from './session-keys';

export { SESSION_KEYS };

export interface TeamMember {
  key: string;
  memberId: string;
  name: string;
  role: string;
  whatsapp: string;
}

export type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface AuthDeps {
  /** Reads the whole teamMembers node. */
  readTeamMembers: () => Promise<unknown>;
  session: SessionStore;
  log?: (message: string, error: unknown) => void;
}

export type LoginResult = { ok: true; member: TeamMember } | { ok: false; code: LoginErrorCode; message: string };

const failure = (code: LoginErrorCode): LoginResult => ({ ok: false, code, message: LOGIN_MESSAGES[code] });

const asText = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/** The teamMembers node (an object keyed by record key) as a list. */
export function teamMembersFrom(value: unknown): TeamMember[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, raw]) => {
    if (typeof raw !== 'object' || raw === null) return [];
    const r = raw as Record<string, unknown>;
    return [
      { key, memberId: asText(r.memberId), name: asText(r.name), role: asText(r.role), whatsapp: asText(r.whatsapp) },
    ];
  });
}

export function storeSession(session: SessionStore, member: TeamMember): void {
  session.setItem(SESSION_KEYS.id, member.memberId);
  session.setItem(SESSION_KEYS.name, member.name);
  session.setItem(SESSION_KEYS.role, member.role);
}

export function clearSession(session: SessionStore): void {
  session.removeItem(SESSION_KEYS.id);
  session.removeItem(SESSION_KEYS.name);
  session.removeItem(SESSION_KEYS.role);
}

export async function login(
  memberId: string,
  password: string,
  { readTeamMembers, session, log = console.error }: AuthDeps,
): Promise<LoginResult> {
  try {
    const members = teamMembersFrom(await readTeamMembers());
    if (members.length === 0) return failure('noMembers');
    const member = members.find((m) => m.memberId === memberId.trim());
    if (!member) return failure('unknownId');
    if (password !== member.whatsapp) return failure('wrongPassword');
    storeSession(session, member);
    return { ok: true, member };
  } catch (error) {
    log(LOGIN_MESSAGES.failed, error);
    return failure('failed');
  }
}

/**
 * On load: a stored member id is looked up. Found signs the member in; not found clears the
 * three items; a failed check is only logged (the stored items stay).
 */
export async function restoreSession({
  readTeamMembers,
  session,
  log = console.error,
}: AuthDeps): Promise<TeamMember | null> {
  const storedId = session.getItem(SESSION_KEYS.id)?.trim();
  if (!storedId) return null;
  try {
    const member = teamMembersFrom(await readTeamMembers()).find((m) => m.memberId === storedId);
    if (member) {
      storeSession(session, member);
      return member;
    }
    clearSession(session);
    return null;
  } catch (error) {
    log('Session check failed', error);
    return null;
  }
}

export function logout(session: SessionStore): void {
  clearSession(session);
}
