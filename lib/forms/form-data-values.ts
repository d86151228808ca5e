import { emptyValues, FORM_FIELDS, type FormValues } from './definitions';
import type { FormId } from './options';

/** A posted field as text: a file, or nothing, reads as empty. */
export const postedText = (value: FormDataEntryValue | null): string => (typeof value === 'string' ? value : '');

/**
 * A form's values as a browser posts them without scripts: a text field by its name, a ticked
 * checkbox by its presence, a group of checkboxes as every value ticked (each once, only the
 * group's own options). Anything else in the body is ignored; the form's schema checks the rest.
 */
export function valuesFromFormData(formId: FormId, data: FormData): FormValues {
  const values = emptyValues(formId);
  for (const field of FORM_FIELDS[formId]) {
    if (field.kind === 'checkbox') values[field.name] = data.has(field.name);
    else if (field.kind === 'checkboxes') {
      const ticked = new Set(data.getAll(field.name).map(postedText));
      values[field.name] = (field.options ?? []).filter((option) => ticked.has(option));
    } else values[field.name] = postedText(data.get(field.name));
  }
  return values;
}
