'use client';

import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';

/** A checkbox with its label, and its message beside it when it has one. */
export function TickBox({
  id,
  name,
  label,
  checked,
  onChange,
  message,
  required,
}: {
  id: string;
  /** Its name when the form is posted (without scripts, a ticked box is sent as `name=on`). */
  name?: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  message?: string;
  required?: boolean;
}) {
  const helperId = `${id}-helper`;
  return (
    <FormControl error={Boolean(message)} required={required}>
      <FormControlLabel
        control={
          <Checkbox
            id={id}
            name={name}
            checked={checked}
            onChange={(_, ticked) => onChange(ticked)}
            slotProps={{ input: message ? { 'aria-describedby': helperId } : {} }}
          />
        }
        label={label}
      />
      {message && <FormHelperText id={helperId}>{message}</FormHelperText>}
    </FormControl>
  );
}
