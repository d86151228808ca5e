import type { SignedInMember } from './member';

/** A team member as stored in the teamMembers node (read on the server only). */
export interface TeamMemberRecord extends SignedInMember {
  key: string;
  whatsapp: string;
}

const asText = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/** The teamMembers node (an object keyed by record key) as a list. */
export function teamMembersFrom(value: unknown): TeamMemberRecord[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, raw]) => {
    if (typeof raw !== 'object' || raw === null) return [];
    const r = raw as Record<string, unknown>;
    return [
      { key, memberId: asText(r.memberId), name: asText(r.name), role: asText(r.role), whatsapp: asText(r.whatsapp) },
    ];
  });
}

// Kept here too, where the sign-in has always found it.
export { secretsMatch } from '@/lib/security/secrets';
