/** The three items the browser session keeps for a signed-in team member (spec 3). */
export const SESSION_KEYS = { id: 'teamMemberId', name: 'teamMemberName', role: 'teamMemberRole' } as const;
