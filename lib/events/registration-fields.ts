/**
 * The registration form's fields, as the form and the server both know them. The checks are the
 * server's (./registration-check.ts): the form sends everything as typed.
 */

/** Age in bands, not a birth date: an event needs to know who is a child, not how old exactly. */
export const AGE_BANDS = ['under12', '12to17', '18to25', '26to40', 'over40'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

/** The bands of people under 18, who come with a parent's name and number. */
export const MINOR_AGE_BANDS: readonly AgeBand[] = ['under12', '12to17'];

export const isAgeBand = (value: string): value is AgeBand => (AGE_BANDS as readonly string[]).includes(value);
export const isMinorBand = (band: AgeBand) => MINOR_AGE_BANDS.includes(band);

export const REGISTRANT_NAME_LIMITS = { min: 2, max: 100 } as const;

export const REGISTRATION_FIELDS = ['name', 'mobile', 'ageBand', 'parentName', 'parentMobile', 'consent'] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

/** What the form holds, as typed: given back with the messages so nothing typed is lost. */
export interface RegistrationValues {
  name: string;
  mobile: string;
  ageBand: string;
  parentName: string;
  parentMobile: string;
  consent: boolean;
  submissionId: string;
}

export type RegistrationErrors = Partial<Record<RegistrationField, string>>;

export const EMPTY_REGISTRATION_VALUES: RegistrationValues = {
  name: '',
  mobile: '',
  ageBand: '',
  parentName: '',
  parentMobile: '',
  consent: false,
  submissionId: '',
};
