import 'server-only';
import { postedText } from '@/lib/forms/form-data-values';
import { MOBILE_PATTERN, normalizeMobile } from '@/lib/forms/field-values';
import {
  isAgeBand,
  isMinorBand,
  REGISTRANT_NAME_LIMITS,
  type RegistrationErrors,
  type RegistrationValues,
} from './registration-fields';
import type { Registrant } from './roster';

/**
 * The registration form checked on the server, every field (nothing is checked only in the
 * browser). Each failure is a Forms.errors message key.
 */

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
