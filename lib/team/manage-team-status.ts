import type { ManageTeamRefusal } from './manage-team';

/** How the team routes answer each refusal. */
export const MANAGE_TEAM_STATUS: Record<ManageTeamRefusal, number> = {
  unauthenticated: 401,
  forbidden: 403,
  unknownMember: 404,
  failed: 503,
};
