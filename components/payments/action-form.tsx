import type { FormEvent, ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';

interface ActionFormProps {
  /** Names the form by its heading, `${id}-title`. */
  id: string;
  action: (data: FormData) => void;
  /** With scripts, the form's own sending (e.g. to keep it when the connection drops). */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  pending: boolean;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/**
 * A payment page's form: posted to its server action (by the browser itself where no script runs),
 * checked by the server alone, so the browser's own checks are off; busy while it waits.
 */
export function ActionForm({ id, action, onSubmit, pending, sx = {}, children }: ActionFormProps) {
  return (
    <Paper
      component="form"
      variant="outlined"
      noValidate
      action={action}
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
      aria-busy={pending || undefined}
      sx={[{ p: { xs: 2, sm: 3 } }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </Paper>
  );
}
