'use client';

import { useActionState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { FormNotice } from '@/components/forms/form-notice';
import { SAME_PAGE } from '@/lib/forms/submission';
import { postCancellation } from '@/lib/events/registration-actions';
import type { CancellationProblem } from '@/lib/events/registration-answers';

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
    <Box component="form" action={action} aria-busy={pending || undefined} sx={{ mt: 2 }}>
      <p id="cancel-question">{labels.question}</p>
      {problem && <FormNotice severity="error">{labels[problem]}</FormNotice>}
      <input type="hidden" name="slug" value={slug} />
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="locale" value={locale} />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 1 }}>
        <Button type="submit" variant="contained" color="error" disabled={pending} aria-describedby="cancel-question">
          {labels.yes}
        </Button>
        <Button href={keepHref} variant="outlined">
          {labels.no}
        </Button>
      </Box>
    </Box>
  );
}
