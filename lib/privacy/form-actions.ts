'use server';

import { headers } from 'next/headers';
import { clientAddress } from '@/lib/http/client-address';
import { countAddress } from '@/lib/rate-limit/limit-request';
import { openSharedStore } from '@/lib/shared-store';
import { answerFormPost, type HeldSubmission } from '@/lib/forms/form-post';
import { valuesFromFormData } from '@/lib/forms/form-data-values';
import { isFormId, type FormPostAnswer } from '@/lib/forms/submission';
import { adminSubmissionStore } from '@/lib/forms/submission-store';
import { submissionPrivacy } from './form-saving';

/*
 * The forms as plain HTML forms post them, for a browser that runs no scripts (a feature phone, a
 * data saver): React renders each form with one of these as its action, the browser posts the form
 * to the page, and the page is rendered again with the answer. A browser that runs the page's
 * scripts never calls them: it sends the same checks to the same services through the forms' routes.
 * The limits are the routes' own (counted together with them). The complaint status check's is
 * lib/complaints/status-actions.ts.
 *
 * It lives here, not in lib/forms: saving a form applies the personal-data rules (the notice's
 * version, a minor's hold, the parent's link), and lib/privacy builds on lib/forms, not the reverse.
 */

const heldSubmissions = () => openSharedStore<HeldSubmission>('form-posts', 10_000);

export async function postForm(
  formId: string,
  _previous: FormPostAnswer | null,
  data: FormData,
): Promise<FormPostAnswer> {
  if (!isFormId(formId)) return { kind: 'failed', values: {} };
  const requestHeaders = await headers();
  if (!(await countAddress(requestHeaders, 'formSubmit')).allowed) {
    return { kind: 'failed', values: valuesFromFormData(formId, data) };
  }
  return answerFormPost(formId, data, {
    address: clientAddress(requestHeaders),
    held: heldSubmissions(),
    store: adminSubmissionStore,
    privacy: submissionPrivacy(),
  });
}
