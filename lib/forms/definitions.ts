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
  /** Shown only when this returns true. */
  showWhen?: (values: FormValues) => boolean;
  help?: string;
}

export const FORM_FIELDS: Record<FormId, FieldDef[]> = {
  survey: [
    { name: 'ageGroup', kind: 'radio', required: true, options: AGE_GROUPS, optionsKey: 'ageGroup' },
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
