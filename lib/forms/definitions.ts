import {
  AGE_GROUPS,
  BLOCKS,
  COMPLAINT_CATEGORIES,
  EXPERIENCE,
  INTERESTS,
  OCCUPATIONS,
  PLANS,
  POSITIONS,
  type FormId,
} from './options';

/** How each form's fields are drawn. Labels and option texts come from the Forms message catalog. */
export type FieldKind = 'text' | 'textarea' | 'tel' | 'date' | 'select' | 'radio' | 'checkboxes' | 'checkbox';
export type FormValue = string | boolean | string[];
export type FormValues = Record<string, FormValue>;

export interface FieldDef {
  name: string;
  kind: FieldKind;
  required?: boolean;
  options?: readonly string[];
  /** Option labels come from Forms.options.<optionsKey>; none means the option is shown as is (place names). */
  optionsKey?: string;
  autoComplete?: string;
  /**
   * Shown only when this returns true. The form posted without scripts shows the field always
   * (no script can reveal it), with `noScriptNote` under it when one is given.
   */
  showWhen?: (values: FormValues) => boolean;
  /** Forms.<form>.<noScriptNote>: what the field is for, when it is shown whatever the answers. */
  noScriptNote?: string;
  help?: string;
}

/** The survey's age band of people under 18. */
export const MINOR_AGE_GROUP: (typeof AGE_GROUPS)[number] = '14-17';
const isMinorAgeGroup = (values: FormValues) => values.ageGroup === MINOR_AGE_GROUP;

export const FORM_FIELDS: Record<FormId, FieldDef[]> = {
  survey: [
    { name: 'ageGroup', kind: 'radio', required: true, options: AGE_GROUPS, optionsKey: 'ageGroup' },
    // Asked only of someone under 18, whose record waits for this parent's consent (DPDP Act s.9).
    {
      name: 'guardianName',
      kind: 'text',
      required: true,
      help: 'guardianHelp',
      showWhen: isMinorAgeGroup,
      noScriptNote: 'guardianNoScript',
    },
    {
      name: 'guardianPhone',
      kind: 'tel',
      required: true,
      help: 'guardianHelp',
      showWhen: isMinorAgeGroup,
      noScriptNote: 'guardianNoScript',
    },
    { name: 'block', kind: 'select', required: true, options: BLOCKS },
    { name: 'village', kind: 'text', required: true, autoComplete: 'address-level3' },
    { name: 'occupation', kind: 'select', required: true, options: OCCUPATIONS, optionsKey: 'occupation' },
    { name: 'interests', kind: 'checkboxes', required: true, options: INTERESTS, optionsKey: 'interests' },
    { name: 'needs', kind: 'textarea' },
    { name: 'suggestions', kind: 'textarea' },
    { name: 'consent', kind: 'checkbox', required: true },
  ],
  membership: [
    { name: 'fullName', kind: 'text', required: true, autoComplete: 'name' },
    { name: 'dateOfBirth', kind: 'date', required: true, autoComplete: 'bday' },
    { name: 'phone', kind: 'tel', required: true, autoComplete: 'tel' },
    { name: 'guardianName', kind: 'text', help: 'guardianHelp' },
    { name: 'guardianPhone', kind: 'tel', help: 'guardianHelp' },
    { name: 'village', kind: 'text', required: true, autoComplete: 'address-level3' },
    { name: 'position', kind: 'select', required: true, options: POSITIONS, optionsKey: 'position' },
    { name: 'experience', kind: 'select', required: true, options: EXPERIENCE, optionsKey: 'experience' },
    { name: 'plan', kind: 'select', options: ['', ...PLANS], optionsKey: 'plan' },
    { name: 'consent', kind: 'checkbox', required: true },
  ],
  complaint: [
    { name: 'category', kind: 'select', required: true, options: COMPLAINT_CATEGORIES, optionsKey: 'category' },
    { name: 'description', kind: 'textarea', required: true, help: 'descriptionHelp' },
    { name: 'incidentDate', kind: 'date', required: true },
    { name: 'anonymous', kind: 'checkbox', help: 'anonymousHelp' },
    { name: 'name', kind: 'text', required: true, autoComplete: 'name', showWhen: (v) => v.anonymous !== true },
    { name: 'phone', kind: 'tel', required: true, autoComplete: 'tel', showWhen: (v) => v.anonymous !== true },
  ],
  contact: [
    { name: 'name', kind: 'text', required: true, autoComplete: 'name' },
    { name: 'phone', kind: 'tel', required: true, autoComplete: 'tel' },
    { name: 'subject', kind: 'text', required: true },
    { name: 'message', kind: 'textarea', required: true },
    { name: 'consent', kind: 'checkbox', required: true },
  ],
};

export function emptyValues(formId: FormId): FormValues {
  return Object.fromEntries(
    FORM_FIELDS[formId].map((f) => [f.name, f.kind === 'checkbox' ? false : f.kind === 'checkboxes' ? [] : '']),
  );
}

/** A reference a person can quote, from the record's database key. */
export const referenceFor = (formId: FormId, key: string) =>
  `${{ survey: 'SRV', membership: 'MEM', complaint: 'CMP', contact: 'MSG' }[formId]}-${key
    .slice(-8)
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, 'X')}`;
