import type { InboxRecord } from './inbox-types';

/** A form field's label and, for fields with fixed choices, each choice's label, in the page's language. */
export interface FieldLabel {
  name: string;
  label: string;
  options?: Readonly<Record<string, string>>;
}

/** Everything needed to write a record's fields out as words: built from the catalogs by the page. */
export interface InboxLabels {
  /** In the form's own order. */
  fields: readonly FieldLabel[];
  yes: string;
  no: string;
}

export interface FieldText {
  name: string;
  label: string;
  /** '' when the visitor left the field empty (or, for an anonymous complaint, never had it). */
  text: string;
}

/** Every field of a record as label and text, choices by their labels rather than their stored values. */
export function fieldTexts(record: InboxRecord, labels: InboxLabels): FieldText[] {
  return labels.fields.map(({ name, label, options }) => {
    const value = record.fields[name];
    const choice = (stored: string) => options?.[stored] ?? stored;
    const text =
      value === undefined
        ? ''
        : typeof value === 'boolean'
          ? value
            ? labels.yes
            : labels.no
          : Array.isArray(value)
            ? value.map(choice).join(', ')
            : choice(value);
    return { name, label, text };
  });
}
