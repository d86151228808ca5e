import { BLOCKS } from '@/lib/district-blocks';

/**
 * The four public forms: their ids, the database node each is stored in, and the options their
 * fields offer. No Zod here: the form pages show the forms with these, and load the schemas
 * (lib/forms/schemas.ts) only to check what is sent.
 */

export const AGE_GROUPS = ['14-17', '18-21', '22-25', '26-29'] as const;
// The district's blocks live with no zod around them, so the news reader's filter can share them.
export { BLOCKS };
export const OCCUPATIONS = ['school', 'college', 'working', 'farming', 'seeking', 'other'] as const;
export const INTERESTS = ['social', 'educational', 'cultural', 'sports'] as const;
export const POSITIONS = ['goalkeeper', 'defender', 'midfielder', 'forward', 'notSure'] as const;
export const EXPERIENCE = ['none', 'school', 'club', 'district'] as const;
export const PLANS = ['player', 'supporter', 'family', 'patron'] as const;
export const COMPLAINT_CATEGORIES = [
  'coaching',
  'safeguarding',
  'discrimination',
  'fees',
  'facilities',
  'match',
  'other',
] as const;

export type FormId = 'survey' | 'membership' | 'complaint' | 'contact';

/** The Realtime Database node each form's records are pushed to. */
export const FORM_NODES: Record<FormId, string> = {
  survey: 'surveyResponses',
  membership: 'rufcMembershipApplications',
  complaint: 'rufcComplaints',
  contact: 'contactMessages',
};
