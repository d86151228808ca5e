'use client';

import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { FieldDef, FormValue } from '@/lib/forms/definitions';
import { useHydrated } from '@/lib/use-hydrated';
import labelAboveStyles from './label-above.module.css';

/**
 * A text field's label sits above its field, at full size, and wraps like the legends of the
 * choice questions. MUI's floating label is one line, cut with an ellipsis, so a long label
 * (Hindi, a narrow phone, or a reader's own text spacing, WCAG 1.4.12) lost its end. The
 * field's outline then has no notch (notched={false}); the label is still the field's <label>
 * (label-above.module.css).
 * Other outlined TextFields can take the same look: slotProps={{ ...labelAbove, htmlInput: … }}.
 */
export const labelAbove = {
  inputLabel: { shrink: true, className: labelAboveStyles.label },
  input: { notched: false },
} satisfies TextFieldProps['slotProps'];

interface FormFieldProps {
  id: string;
  field: FieldDef;
  label: string;
  value: FormValue;
  error?: string;
  help?: string;
  optionLabel: (option: string) => string;
  /** The first entry of a list that has no empty choice of its own, while nothing is chosen. */
  chooseLabel: string;
  onChange: (value: FormValue) => void;
}

/**
 * One labelled field; its error shows next to it and is announced with it. Every control carries
 * the field's name, so the form also posts as a plain HTML form where scripts do not run.
 */
export function FormField({
  id,
  field,
  label,
  value,
  error,
  help,
  optionLabel,
  chooseLabel,
  onChange,
}: FormFieldProps) {
  // MUI's list needs scripts to open: until they run (or where they never do) the browser's own
  // <select> stands in, which a feature phone opens with its own picker.
  const nativeSelect = !useHydrated();
  const helperId = `${id}-helper`;
  const helper = error ?? help;
  const described = helper ? { 'aria-describedby': helperId } : {};

  if (field.kind === 'checkbox') {
    return (
      <FormControl error={Boolean(error)} required={field.required}>
        <FormControlLabel
          control={
            <Checkbox
              id={id}
              name={field.name}
              checked={value === true}
              onChange={(_, c) => onChange(c)}
              slotProps={{ input: described }}
            />
          }
          label={label}
        />
        {helper && <FormHelperText id={helperId}>{helper}</FormHelperText>}
      </FormControl>
    );
  }

  if (field.kind === 'radio' || field.kind === 'checkboxes') {
    const selected = Array.isArray(value) ? value : [];
    return (
      <FormControl
        component="fieldset"
        error={Boolean(error)}
        required={field.required}
        // A fieldset is named by its legend; the checkboxes' row is a plain div, which may not carry ARIA names.
        {...(field.kind === 'checkboxes' ? described : {})}
      >
        <FormLabel component="legend" id={`${id}-label`}>
          {label}
        </FormLabel>
        {field.kind === 'radio' ? (
          <RadioGroup
            row
            name={field.name}
            value={value}
            onChange={(_, v) => onChange(v)}
            aria-labelledby={`${id}-label`}
            {...described}
          >
            {field.options?.map((o, i) => (
              <FormControlLabel
                key={o}
                value={o}
                control={<Radio id={i === 0 ? id : undefined} />}
                label={optionLabel(o)}
              />
            ))}
          </RadioGroup>
        ) : (
          <FormGroup row>
            {field.options?.map((o, i) => (
              <FormControlLabel
                key={o}
                label={optionLabel(o)}
                control={
                  <Checkbox
                    id={i === 0 ? id : undefined}
                    name={field.name}
                    value={o}
                    checked={selected.includes(o)}
                    onChange={(_, c) => onChange(c ? [...selected, o] : selected.filter((s) => s !== o))}
                  />
                }
              />
            ))}
          </FormGroup>
        )}
        {helper && <FormHelperText id={helperId}>{helper}</FormHelperText>}
      </FormControl>
    );
  }

  return (
    <TextField
      id={id}
      name={field.name}
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      required={field.required}
      error={Boolean(error)}
      helperText={helper}
      select={field.kind === 'select'}
      multiline={field.kind === 'textarea'}
      minRows={field.kind === 'textarea' ? 4 : undefined}
      type={field.kind === 'date' ? 'date' : field.kind === 'tel' ? 'tel' : 'text'}
      autoComplete={field.autoComplete}
      fullWidth
      slotProps={{
        ...labelAbove,
        htmlInput: field.kind === 'tel' ? { inputMode: 'numeric' } : undefined,
        select: { native: nativeSelect },
      }}
    >
      {field.kind === 'select' &&
        (nativeSelect ? (
          <>
            {!field.options?.includes('') && <option value="">{chooseLabel}</option>}
            {field.options?.map((o) => (
              <option key={o || 'none'} value={o}>
                {optionLabel(o)}
              </option>
            ))}
          </>
        ) : (
          field.options?.map((o) => (
            <MenuItem key={o || 'none'} value={o}>
              {optionLabel(o)}
            </MenuItem>
          ))
        ))}
    </TextField>
  );
}
