'use client';

import { useEffect, type RefObject } from 'react';
import IconButton from '@mui/material/IconButton';
import { TextInputField } from '@/components/forms/text-input-field';
import { SiteIcon } from '@/components/icons/site-icon';
import styles from './reader-toolbar.module.css';

interface ReaderSearchFieldProps {
  id: string;
  label: string;
  help: string;
  clearLabel: string;
  value: string;
  onChange: (query: string) => void;
  /** Escape in the empty field closes it. */
  onEscapeEmpty: () => void;
  inputRef: RefObject<HTMLInputElement | null>;
  /** Opened by a tap on search: asking to type, so the caret goes there once the field is in place. */
  focusOnShow: boolean;
}

/**
 * The reader's search box under its toolbar. Its code (MUI's outlined input, label and helper
 * text, about 8.5 KiB gzip) loads when search is first opened, or with the page when the address
 * holds a query, not with every reader.
 */
export function ReaderSearchField({ inputRef, focusOnShow, value, onChange, ...props }: ReaderSearchFieldProps) {
  useEffect(() => {
    if (focusOnShow) inputRef.current?.focus();
  }, [focusOnShow, inputRef]);
  return (
    <TextInputField
      id={props.id}
      label={props.label}
      type="search"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      helperText={props.help}
      size="small"
      fullWidth
      slotProps={{
        input: {
          inputRef,
          onKeyDown: (e) => {
            if (e.key === 'Escape' && value === '') props.onEscapeEmpty();
          },
          startAdornment: (
            <div className={`${styles.adornment} ${styles.start}`}>
              <SiteIcon name="search" size="medium" />
            </div>
          ),
          endAdornment: value ? (
            <div className={`${styles.adornment} ${styles.end}`}>
              <IconButton
                aria-label={props.clearLabel}
                onClick={() => {
                  onChange('');
                  inputRef.current?.focus();
                }}
                edge="end"
                size="small"
              >
                <SiteIcon name="close" size="medium" />
              </IconButton>
            </div>
          ) : undefined,
        },
      }}
    />
  );
}
