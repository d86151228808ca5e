import type { Messages } from '@/lib/i18n/messages';
import { FORM_FIELDS } from './definitions';
import type { FormId } from './options';

type FormsMessages = Messages['Forms'];

const formIds = new Set<string>(Object.keys(FORM_FIELDS));

/**
 * The part of the Forms catalog that one public form shows: the shared texts and errors, its own
 * texts and the option labels of its fields. The page hands only these to the browser, so the
 * other forms' texts stay out of its payload.
 */
export function formMessages(forms: FormsMessages, formId: FormId): Partial<FormsMessages> {
  const shared = Object.entries(forms).filter(([key]) => key !== 'options' && !formIds.has(key));
  const optionsKeys = new Set(FORM_FIELDS[formId].flatMap((field) => (field.optionsKey ? [field.optionsKey] : [])));
  const options = Object.entries(forms.options).filter(([key]) => optionsKeys.has(key));
  return {
    ...Object.fromEntries(shared),
    [formId]: forms[formId],
    options: Object.fromEntries(options) as FormsMessages['options'],
  };
}
