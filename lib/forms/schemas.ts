import '@/lib/validation/jitless-zod';
import { z } from 'zod/mini';
import { ageOn, todayInIndia } from './field-values';
import {
  AGE_GROUPS,
  BLOCKS,
  COMPLAINT_CATEGORIES,
  EXPERIENCE,
  INTERESTS,
  OCCUPATIONS,
  PLANS,
  POSITIONS,
} from './options';
import { MINOR_AGE_GROUP } from './definitions';
import { choice, consent, mobile, optionalMobile, optionalText, pastDate, text } from './rules';

/** The four public forms' schemas: what each accepts, with a message key for each failure. */

export const ADULT_AGE = 18;

/** Whether a date of birth makes its holder a minor on `today`. */
export const isMinorBirthDate = (dateOfBirth: string, today: string) => ageOn(dateOfBirth, today) < ADULT_AGE;

export const surveySchema = z
  .object({
    ageGroup: choice(AGE_GROUPS),
    // Empty unless the age band is under 18 (lib/forms/validate.ts empties a hidden field).
    guardianName: optionalText(80),
    guardianPhone: optionalMobile(),
    block: choice(BLOCKS),
    village: text(2, 80),
    occupation: choice(OCCUPATIONS),
    interests: z.array(z.enum(INTERESTS, { message: 'choose' })).check(z.minLength(1, { message: 'chooseOne' })),
    needs: optionalText(500),
    suggestions: optionalText(500),
    consent: consent(),
  })
  .check(
    z.superRefine((value, ctx) => {
      // Someone under 18 needs a parent's name and mobile: the parent is asked to confirm.
      if (value.ageGroup === MINOR_AGE_GROUP) guardianIssues(value, ctx);
    }),
  );

/** A minor's missing guardian details, reported on their fields. */
function guardianIssues(
  value: { guardianName: string; guardianPhone: string },
  ctx: { addIssue: (issue: { code: 'custom'; path: string[]; message: string }) => void },
) {
  if (value.guardianName.length < 2)
    ctx.addIssue({ code: 'custom', path: ['guardianName'], message: 'guardianRequired' });
  // A badly formed number is already reported as 'mobile' by the field itself.
  if (value.guardianPhone.length === 0)
    ctx.addIssue({ code: 'custom', path: ['guardianPhone'], message: 'guardianRequired' });
}

export function membershipSchema(today: () => string = () => todayInIndia()) {
  return z
    .object({
      fullName: text(2, 80),
      dateOfBirth: pastDate(today, true),
      phone: mobile(),
      guardianName: optionalText(80),
      // Optional for an adult, but a number that is given must be valid (the database refuses others).
      guardianPhone: optionalMobile(),
      village: text(2, 80),
      position: choice(POSITIONS),
      experience: choice(EXPERIENCE),
      plan: choice(['', ...PLANS] as const),
      consent: consent(),
    })
    .check(
      z.superRefine((value, ctx) => {
        // A minor needs a guardian's name and phone.
        if (isMinorBirthDate(value.dateOfBirth, today())) guardianIssues(value, ctx);
      }),
    );
}

export function complaintSchema(today: () => string = () => todayInIndia()) {
  return z
    .object({
      category: choice(COMPLAINT_CATEGORIES),
      description: text(30, 2000),
      incidentDate: pastDate(today, false),
      anonymous: z.boolean(),
      name: optionalText(80),
      // Optional when anonymous, but a number that is given must be valid (the database refuses others).
      phone: optionalMobile(),
    })
    .check(
      z.superRefine((value, ctx) => {
        // Contact details are needed only when the complaint is not anonymous.
        if (value.anonymous) return;
        if (value.name.length < 2) ctx.addIssue({ code: 'custom', path: ['name'], message: 'required' });
        if (value.phone.length === 0) ctx.addIssue({ code: 'custom', path: ['phone'], message: 'required' });
      }),
    );
}

export const contactSchema = z.object({
  name: text(2, 80),
  phone: mobile(),
  subject: text(3, 120),
  message: text(10, 1000),
  consent: consent(),
});
