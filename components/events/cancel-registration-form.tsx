'use client';

import { useActionState } from 'react';
import Button from '@mui/material/Button';
import { FormNotice } from '@/components/forms/form-notice';
import { SAME_PAGE } from '@/lib/forms/submission';
import { postCancellation } from '@/lib/events/registration-actions';
import type { CancellationProblem } from '@/lib/events/registration-answers';
import styles from './cancel-registration-form.module.css';

export interface CancelRegistrationFormProps {
  slug: string;
  token: string;
  locale: string;
  labels: { question: string; yes: string; no: string } & Record<CancellationProblem, string>;
  /** Back to the registration without cancelling. */
  keepHref: string;
}

/**
 * The second step of cancelling: the question, then yes (posted, with or without scripts) or no.
 * A cancellation that goes through returns to the registration's page, which then says so.
 */
export function CancelRegistrationForm({ slug, token, locale, labels, keepHref }: CancelRegistrationFormProps) {
  const [problem, action, pending] = useActionState(postCancellation, null, SAME_PAGE);
  return (
    <form action={action} aria-busy={pending || undefined} className={styles.form}>
      <p id="cancel-question">{labels.question}</p>
      {problem && <FormNotice severity="error">{labels[problem]}</FormNotice>}
      <input type="hidden" name="slug" value={slug} />
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="locale" value={locale} />
      <div className={styles.buttons}>
        <Button type="submit" variant="contained" color="error" disabled={pending} aria-describedby="cancel-question">
          {labels.yes}
        </Button>
        <Button href={keepHref} variant="outlined">
          {labels.no}
        </Button>
      </div>
    </form>
  );
}
