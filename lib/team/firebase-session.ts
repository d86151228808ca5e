import type { Auth, User } from 'firebase/auth';
import { getFirebaseApp } from '@/lib/firebase/app';
import { firebaseSettings } from '@/lib/firebase/config';
import { clearDeviceCache } from '@/lib/offline/device-store';
import type { SignedInMember } from './member';

/**
 * The team member's Firebase Auth session in the browser. The server checks the member ID and
 * password and hands back a custom token; signing in with it gives the browser an ID token whose
 * claims (role, memberId) the database rules read. The session lasts as long as the browser tab.
 */
let authPromise: Promise<Auth> | null = null;

function teamAuth(): Promise<Auth> {
  authPromise ??= Promise.all([getFirebaseApp(), import('firebase/auth')]).then(
    ([app, { browserSessionPersistence, connectAuthEmulator, initializeAuth }]) => {
      const auth = initializeAuth(app, { persistence: browserSessionPersistence });
      const host = firebaseSettings?.authEmulatorHost;
      if (host) connectAuthEmulator(auth, `http://${host}`, { disableWarnings: true });
      return auth;
    },
  );
  return authPromise;
}

async function memberOf(user: User): Promise<SignedInMember | null> {
  const { claims } = await user.getIdTokenResult();
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const memberId = text(claims.memberId);
  return memberId ? { memberId, name: text(claims.memberName), role: text(claims.role) } : null;
}

export async function signInWithTeamToken(token: string): Promise<SignedInMember> {
  const [auth, { signInWithCustomToken }] = await Promise.all([teamAuth(), import('firebase/auth')]);
  const member = await memberOf((await signInWithCustomToken(auth, token)).user);
  if (!member) throw new Error('The sign-in token carries no member');
  return member;
}

/** Calls back once with the restored session (or null), then on every change. */
export function watchTeamMember(onChange: (member: SignedInMember | null) => void): () => void {
  let stop = () => {};
  let stopped = false;
  void Promise.all([teamAuth(), import('firebase/auth')]).then(([auth, { onAuthStateChanged }]) => {
    if (stopped) return;
    stop = onAuthStateChanged(auth, (user) => {
      void (user ? memberOf(user) : Promise.resolve(null)).then(onChange, () => onChange(null));
    });
  });
  return () => {
    stopped = true;
    stop();
  };
}

/** Signs out, and forgets what the workspace kept on the phone (the register's players): it may be shared. */
export async function signOutTeam(): Promise<void> {
  const [auth, { signOut }] = await Promise.all([teamAuth(), import('firebase/auth')]);
  await signOut(auth);
  await clearDeviceCache().catch(() => undefined);
}

/** The signed-in member's current ID token, for the team routes that check who is asking; null when signed out. */
export async function teamIdToken(): Promise<string | null> {
  const auth = await teamAuth();
  return auth.currentUser ? auth.currentUser.getIdToken() : null;
}
