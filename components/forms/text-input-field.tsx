'use client';

import { useId, type ChangeEvent, type ReactNode } from 'react';
import FormControl, { type FormControlProps } from '@mui/material/FormControl';
import FormHelperText, { type FormHelperTextProps } from '@mui/material/FormHelperText';
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';

export interface TextInputFieldProps {
  /** The input's id; one is made up when none is given, so the label still names the input. */
  id?: string;
  label: ReactNode;
  name?: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  helperText?: ReactNode;
  error?: boolean;
  required?: boolean;
  fullWidth?: boolean;
  size?: FormControlProps['size'];
  type?: string;
  autoComplete?: string;
  multiline?: boolean;
  minRows?: number;
  /** The field's place in its form (a width, a margin), from the form's module. */
  className?: string;
  slotProps?: {
    inputLabel?: Partial<InputLabelProps>;
    input?: Partial<OutlinedInputProps>;
    htmlInput?: OutlinedInputProps['inputProps'];
    formHelperText?: Partial<FormHelperTextProps>;
  };
}

/**
 * MUI's outlined TextField for typing text, built from the same parts and wired the same way: the
 * label is the input's <label>, the helper text describes the input, and the outline's notch
 * follows the label. TextField itself also carries its select mode, and with it Select, Menu,
 * Popover and Modal (about 17 KiB gzip) on every page with a text box; a select uses TextField.
 */
export function TextInputField({
  id: givenId,
  label,
  name,
  value,
  onChange,
  helperText,
  error = false,
  required = false,
  fullWidth = false,
  size,
  type,
  autoComplete,
  multiline = false,
  minRows,
  className,
  slotProps = {},
}: TextInputFieldProps) {
  const madeUpId = useId();
  const id = givenId ?? madeUpId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const { inputLabel, input, htmlInput, formHelperText } = slotProps;
  return (
    <FormControl error={error} required={required} fullWidth={fullWidth} size={size} className={className}>
      <InputLabel htmlFor={id} id={`${id}-label`} {...inputLabel}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        notched={inputLabel?.shrink}
        aria-describedby={helperTextId}
        name={name}
        value={value}
        onChange={onChange}
        type={type}
        autoComplete={autoComplete}
        multiline={multiline}
        minRows={minRows}
        fullWidth={fullWidth}
        inputProps={htmlInput}
        {...input}
      />
      {helperText && (
        <FormHelperText id={helperTextId} {...formHelperText}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}
