'use client';

import { useActionState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import { useTranslations } from 'next-intl';
import { SAME_PAGE } from '@/lib/forms/submission';
import { answerGuardianLink, type GuardianAnswer } from '@/lib/privacy/guardian-actions';
import { FormNotice } from '@/components/forms/form-notice';
import styles from './privacy-forms.module.css';

const ANSWER_TEXT: Record<GuardianAnswer, 'agreed' | 'refused' | 'invalid' | 'tooMany' | 'failed'> = {
  confirmed: 'agreed',
  refused: 'refused',
  invalid: 'invalid',
  tooMany: 'tooMany',
  failed: 'failed',
};

/**
 * "I agree" / "I do not agree": a plain form posted to a server action, so a parent's feature phone
 * without scripts answers too; the page comes back with the outcome.
 */
interface GuardianAnswerFormProps {
  token: string;
  /** The page's account of the record (the server's), or null when the link opens nothing. */
  children: ReactNode | null;
  /** Why there is nothing to show: the link is not valid, or too many tries, or the database failed. */
  closedReason: 'invalid' | 'tooMany' | 'failed';
}

/**
 * The parent's answer and its outcome. The outcome outlives the link: after an answer the link is
 * gone, and the page rendered again for a post without scripts says what happened, not "not valid".
 */
export function GuardianAnswerForm({ token, children, closedReason }: GuardianAnswerFormProps) {
  const t = useTranslations('Privacy.guardian');
  const [answer, action, pending] = useActionState(answerGuardianLink, null, SAME_PAGE);
  if (answer === 'confirmed' || answer === 'refused' || answer === 'invalid') {
    return (
      <FormNotice severity={answer === 'invalid' ? 'error' : 'success'} role="status">
        {t(ANSWER_TEXT[answer])}
      </FormNotice>
    );
  }
  if (children === null) return <p role="status">{t(closedReason)}</p>;
  return (
    <form action={action} aria-labelledby="guardian-question">
      {children}
      {answer && (
        <FormNotice severity="error" className={styles.gapBelow}>
          {t(ANSWER_TEXT[answer])}
        </FormNotice>
      )}
      <h2 id="guardian-question" className={styles.question}>
        {t('question')}
      </h2>
      <input type="hidden" name="token" value={token} />
      <div className={styles.buttons}>
        <Button type="submit" name="decision" value="agree" variant="contained" disabled={pending}>
          {t('agree')}
        </Button>
        <Button type="submit" name="decision" value="refuse" variant="outlined" disabled={pending}>
          {t('refuse')}
        </Button>
      </div>
    </form>
  );
}
