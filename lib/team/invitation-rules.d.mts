/** The invitation codes' rules (see the .mjs file). */
export const INVITATION_ALPHABET: string;
export const INVITATION_LENGTH: number;
export const INVITATION_TTL_MS: number;
export const INVITATION_TTL_HOURS: number;
export function dateSeedInvitations<T>(data: T, now?: number): T;
