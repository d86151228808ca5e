'use client';

import TextField from '@mui/material/TextField';
import { labelAboveSlots } from './wrapping-styles';
import wrapping from './wrapping.module.css';

/**
 * A "from" and a "to" day (YYYY-MM-DD, '' for no limit), each kept from passing the other in the
 * date picker.
 */
export function DateRangeFields({
  idPrefix,
  labels,
  from,
  to,
  onChange,
}: {
  idPrefix: string;
  labels: { from: string; to: string };
  from: string;
  to: string;
  onChange: (part: { from: string } | { to: string }) => void;
}) {
  return (
    <>
      <TextField
        id={`${idPrefix}-from`}
        label={labels.from}
        type="date"
        value={from}
        onChange={(e) => onChange({ from: e.target.value })}
        slotProps={{ ...labelAboveSlots, htmlInput: { max: to || undefined } }}
        className={wrapping.field}
      />
      <TextField
        id={`${idPrefix}-to`}
        label={labels.to}
        type="date"
        value={to}
        onChange={(e) => onChange({ to: e.target.value })}
        slotProps={{ ...labelAboveSlots, htmlInput: { min: from || undefined } }}
        className={wrapping.field}
      />
    </>
  );
}
