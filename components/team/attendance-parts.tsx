'use client';

import type { FormEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { labelAboveSlots, wrappingFieldSx } from './wrapping-styles';

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
    <Box
      component="form"
      onSubmit={onSubmit}
      aria-label={label}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-end', my: 2 }}
    >
      {children}
    </Box>
  );
}

/** A small field whose label sits above it and wraps (long Hindi labels, text spacing). */
export function InlineField({ slotProps, ...props }: TextFieldProps) {
  return <TextField size="small" sx={wrappingFieldSx} slotProps={{ ...labelAboveSlots, ...slotProps }} {...props} />;
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
    <TableContainer sx={{ mb: 1 }}>
      <Table size="small">
        <caption>{caption}</caption>
        <TableHead>
          <TableRow>
            {headings.map((heading) => (
              <TableCell component="th" scope="col" key={heading}>
                {heading}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(({ key, cells: [first, ...rest] }) => (
            <TableRow key={key}>
              <TableCell component="th" scope="row">
                {first}
              </TableCell>
              {rest.map((cell, index) => (
                <TableCell key={index}>{cell}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
