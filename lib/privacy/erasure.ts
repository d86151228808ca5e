import { PERSONAL_FIELDS, type ErasableRecord } from './personal-fields';
import { isErased, type ErasureMark } from './record-state';

/**
 * A stored record without its form's personal fields, marked with when and why they went; a record
 * erased before is answered as it is (its first mark stays). A person's erasure request and the
 * retention run both erase through this, inside a change of a record that exists
 * (changeExisting), so neither brings back a record deleted meanwhile.
 */
export function erasedRecord(form: ErasableRecord, record: Record<string, unknown>, mark: ErasureMark) {
  if (isErased(record)) return record;
  const personal = new Set(PERSONAL_FIELDS[form]);
  return { ...Object.fromEntries(Object.entries(record).filter(([field]) => !personal.has(field))), ...mark };
}
