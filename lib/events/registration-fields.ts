import { postedText } from '@/lib/forms/form-data-values';
import { MOBILE_PATTERN, normalizeMobile } from '@/lib/forms/field-values';
import type { Registrant } from './roster';

/**
 * The registration form's fields and their checks, on the server (the form sends everything as
 * typed; nothing is checked only in the browser). Each failure is a Forms.errors message key.
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

/** The form as the browser posts it, with or without scripts. */
export function registrationValuesFrom(data: FormData): RegistrationValues {
  return {
    name: postedText(data.get('name')).slice(0, 500),
    mobile: postedText(data.get('mobile')).slice(0, 50),
    ageBand: postedText(data.get('ageBand')),
    parentName: postedText(data.get('parentName')).slice(0, 500),
    parentMobile: postedText(data.get('parentMobile')).slice(0, 50),
    consent: data.has('consent'),
    submissionId: postedText(data.get('submissionId')).slice(0, 100),
  };
}

function nameProblem(value: string): string | null {
  const name = value.trim();
  if (!name) return 'required';
  if (name.length < REGISTRANT_NAME_LIMITS.min) return `tooShort:${REGISTRANT_NAME_LIMITS.min}`;
  if (name.length > REGISTRANT_NAME_LIMITS.max) return `tooLong:${REGISTRANT_NAME_LIMITS.max}`;
  return null;
}

function mobileProblem(value: string): string | null {
  if (!value.trim()) return 'required';
  return MOBILE_PATTERN.test(normalizeMobile(value.trim())) ? null : 'mobile';
}

/**
 * Every field checked: the registrant, or a message beside each wrong field. For someone under 18 a
 * parent's name and number are needed, and the box is the parent's agreement; for an adult the
 * parent's fields are ignored.
 */
export function checkRegistration(
  values: RegistrationValues,
): { ok: true; registrant: Registrant } | { ok: false; errors: RegistrationErrors } {
  const errors: RegistrationErrors = {};
  const name = nameProblem(values.name);
  if (name) errors.name = name;
  const mobile = mobileProblem(values.mobile);
  if (mobile) errors.mobile = mobile;
  const band = isAgeBand(values.ageBand) ? values.ageBand : null;
  if (!band) errors.ageBand = 'choose';
  const minor = band !== null && isMinorBand(band);
  if (minor) {
    const parentName = nameProblem(values.parentName);
    if (parentName) errors.parentName = parentName === 'required' ? 'guardianRequired' : parentName;
    const parentMobile = mobileProblem(values.parentMobile);
    if (parentMobile) errors.parentMobile = parentMobile === 'required' ? 'guardianRequired' : parentMobile;
  }
  if (!values.consent) errors.consent = 'consent';
  if (Object.keys(errors).length > 0 || !band) return { ok: false, errors };
  return {
    ok: true,
    registrant: {
      name: values.name.trim(),
      mobile: normalizeMobile(values.mobile.trim()),
      ageBand: band,
      ...(minor
        ? { parent: { name: values.parentName.trim(), mobile: normalizeMobile(values.parentMobile.trim()) } }
        : {}),
    },
  };
}
