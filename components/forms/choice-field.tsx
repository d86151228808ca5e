'use client';

import type { ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

export interface ChoiceFieldProps {
  id: string;
  name: string;
  legend: string;
  help?: ReactNode;
  error: boolean;
  required?: boolean;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
}

/**
 * A radio group under its legend, its message or help described by it. The first radio carries `id`,
 * so a message elsewhere on the page can point at the group.
 */
export function ChoiceField({ id, name, legend, help, error, required, value, onChange, options }: ChoiceFieldProps) {
  const helperId = `${id}-helper`;
  return (
    <FormControl component="fieldset" error={error} required={required}>
      <FormLabel component="legend" id={`${id}-label`}>
        {legend}
      </FormLabel>
      <RadioGroup
        name={name}
        value={value}
        onChange={(_, v) => onChange(v)}
        aria-labelledby={`${id}-label`}
        {...(help ? { 'aria-describedby': helperId } : {})}
      >
        {options.map((option, i) => (
          <FormControlLabel
            key={option.value || 'none'}
            value={option.value}
            control={
              <Radio
                id={i === 0 ? id : undefined}
                slotProps={{ input: help ? { 'aria-describedby': helperId } : {} }}
              />
            }
            label={option.label}
          />
        ))}
      </RadioGroup>
      {help && <FormHelperText id={helperId}>{help}</FormHelperText>}
    </FormControl>
  );
}
