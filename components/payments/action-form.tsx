import type { FormEvent, ReactNode } from 'react';
import panel from '@/components/layout/panel.module.css';

interface ActionFormProps {
  /** Names the form by its heading, `${id}-title`. */
  id: string;
  action: (data: FormData) => void;
  /** With scripts, the form's own sending (e.g. to keep it when the connection drops). */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  pending: boolean;
  /** The form's own layout, from its module. */
  className?: string;
  children: ReactNode;
}

/**
 * A payment page's form: posted to its server action (by the browser itself where no script runs),
 * checked by the server alone, so the browser's own checks are off; busy while it waits.
 */
export function ActionForm({ id, action, onSubmit, pending, className, children }: ActionFormProps) {
  return (
    <form
      noValidate
      action={action}
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
      aria-busy={pending || undefined}
      className={className ? `${panel.panel} ${className}` : panel.panel}
    >
      {children}
    </form>
  );
}
