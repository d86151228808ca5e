'use client';

import type { ReactNode } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

/** A radio group under its legend, its message (or help) described by it. */
export function RadioChoice({
  id,
  legend,
  help,
  error,
  required,
  value,
  onChange,
  options,
}: {
  id: string;
  legend: string;
  /** The field's message when `error`, else its help. */
  help?: ReactNode;
  error: boolean;
  required?: boolean;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
}) {
  const helperId = `${id}-helper`;
  return (
    <FormControl component="fieldset" error={error} required={required}>
      <FormLabel component="legend" id={`${id}-label`}>
        {legend}
      </FormLabel>
      <RadioGroup
        name={id}
        value={value}
        onChange={(_, chosen) => onChange(chosen)}
        aria-labelledby={`${id}-label`}
        {...(help ? { 'aria-describedby': helperId } : {})}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option.value || 'none'}
            value={option.value}
            control={<Radio slotProps={{ input: help ? { 'aria-describedby': helperId } : {} }} />}
            label={option.label}
          />
        ))}
      </RadioGroup>
      {help && <FormHelperText id={helperId}>{help}</FormHelperText>}
    </FormControl>
  );
}

/** A checkbox with its label, and its message beside it when it has one. */
export function TickBox({
  id,
  label,
  checked,
  onChange,
  message,
  required,
}: {
  id: string;
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
