import '@/lib/validation/jitless-zod';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { SESSION_LIMITS } from './session-limits';

/**
 * A team member's session as the database keeps it, at teamSessions/<member key>/<session id>.
 * The session id travels in the member's token (the `sid` claim); the database rules and the team
 * routes accept a token only while its session is stored here and not past `expiresAt`. Ending a
 * session is deleting its record: every token that names it, issued before or held by anyone, is
 * refused from then on.
 */
export interface StoredSession {
  startedAt: number;
  lastActiveAt: number;
  /** The earlier of the idle and the absolute limit, so the rules need compare one number. */
  expiresAt: number;
}

export const SESSIONS_NODE = 'teamSessions';
export const sessionPath = (memberKey: string, sessionId?: string) =>
  [SESSIONS_NODE, memberKey, ...(sessionId ? [sessionId] : [])].join('/');

/** 128 random bits, URL-safe: a database key and a token claim. */
export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
export const newSessionId = () => randomBytes(16).toString('base64url');

const storedSessionSchema = z.object({
  startedAt: z.number().int(),
  lastActiveAt: z.number().int(),
  expiresAt: z.number().int(),
});

export const sessionExpiry = (startedAt: number, lastActiveAt: number) =>
  Math.min(lastActiveAt + SESSION_LIMITS.idleMs, startedAt + SESSION_LIMITS.absoluteMs);

export interface SessionDatabase {
  read(path: string): Promise<unknown>;
  write(path: string, value: unknown): Promise<void>;
  remove(path: string): Promise<void>;
  now(): number;
}

export interface TeamSessions {
  /** Opens a session for the member (and clears their ended ones); answers its id. */
  start(memberKey: string): Promise<string>;
  /** Whether the session is open now. */
  isLive(memberKey: string, sessionId: string): Promise<boolean>;
  /** The member is active: the idle limit starts again (never past the absolute one). False when the session had ended. */
  touch(memberKey: string, sessionId: string): Promise<boolean>;
  /** Logout: this session only. */
  end(memberKey: string, sessionId: string): Promise<void>;
  /** A reset, a new password, a removal: every session of the member, except `keep` when given. */
  endAll(memberKey: string, keep?: string): Promise<void>;
}

const sessionFrom = (value: unknown): StoredSession | null => {
  const parsed = storedSessionSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

export function teamSessions(db: SessionDatabase): TeamSessions {
  const live = async (memberKey: string, sessionId: string) => {
    if (!SESSION_ID_PATTERN.test(sessionId)) return null;
    const session = sessionFrom(await db.read(sessionPath(memberKey, sessionId)));
    return session && session.expiresAt > db.now() ? session : null;
  };
  const allOf = async (memberKey: string) => {
    const stored = await db.read(sessionPath(memberKey));
    return typeof stored === 'object' && stored !== null ? Object.entries(stored as Record<string, unknown>) : [];
  };
  return {
    async start(memberKey) {
      const now = db.now();
      // Ended sessions are of no use to anyone: a member's sign-in sweeps their own.
      for (const [id, value] of await allOf(memberKey)) {
        const session = sessionFrom(value);
        if (!session || session.expiresAt <= now) await db.remove(sessionPath(memberKey, id));
      }
      const id = newSessionId();
      const session: StoredSession = { startedAt: now, lastActiveAt: now, expiresAt: sessionExpiry(now, now) };
      await db.write(sessionPath(memberKey, id), session);
      return id;
    },
    isLive: async (memberKey, sessionId) => (await live(memberKey, sessionId)) !== null,
    async touch(memberKey, sessionId) {
      const session = await live(memberKey, sessionId);
      if (!session) return false;
      const now = db.now();
      const touched: StoredSession = {
        ...session,
        lastActiveAt: now,
        expiresAt: sessionExpiry(session.startedAt, now),
      };
      await db.write(sessionPath(memberKey, sessionId), touched);
      return true;
    },
    async end(memberKey, sessionId) {
      if (SESSION_ID_PATTERN.test(sessionId)) await db.remove(sessionPath(memberKey, sessionId));
    },
    async endAll(memberKey, keep) {
      if (!keep) return db.remove(sessionPath(memberKey));
      for (const [id] of await allOf(memberKey)) if (id !== keep) await db.remove(sessionPath(memberKey, id));
    },
  };
}
