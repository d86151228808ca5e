'use client';

import type { FormEvent, ReactNode } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { labelAboveSlots } from './wrapping-styles';
import wrapping from './wrapping.module.css';
import workspace from './workspace.module.css';
import styles from './attendance-parts.module.css';

/** A short form of a field or two and its button, side by side where the screen allows. */
export function InlineForm({
  label,
  onSubmit,
  children,
}: {
  label: string;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} aria-label={label} className={styles.form}>
      {children}
    </form>
  );
}

/** A small field whose label sits above it and wraps (long Hindi labels, text spacing). */
export function InlineField({ slotProps, ...props }: TextFieldProps) {
  return (
    <TextField size="small" className={wrapping.field} slotProps={{ ...labelAboveSlots, ...slotProps }} {...props} />
  );
}

/** A report's table: a caption, column headings, and rows whose first cell names the row. */
export function ReportTable({
  caption,
  headings,
  rows,
}: {
  caption: string;
  headings: readonly string[];
  rows: readonly { key: string; cells: readonly [string, ...string[]] }[];
}) {
  return (
    <div className={`${workspace.tableScroll} ${workspace.below1}`}>
      <table className={workspace.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {headings.map((heading) => (
              <th scope="col" key={heading}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, cells: [first, ...rest] }) => (
            <tr key={key}>
              <th scope="row">{first}</th>
              {rest.map((cell, index) => (
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
