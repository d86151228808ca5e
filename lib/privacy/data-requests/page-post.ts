import { publicRequest } from './model';
import {
  EMPTY_YOUR_DATA,
  intentFrom,
  invalidProofField,
  proofOf,
  requestDetailsFrom,
  yourDataValuesFrom,
  type YourDataAnswer,
} from './page-form';
import type { ProofInput, ProofResult } from './proof';
import type { AskResult } from './requests';
import type { FoundRecord } from './proof';
import type { DataRequestDetails } from './model';

export interface YourDataPostDeps {
  prove: (input: ProofInput) => Promise<ProofResult>;
  ask: (found: FoundRecord, details: DataRequestDetails) => Promise<AskResult>;
}

/**
 * The "Your data" form as posted: the proof checked first (every time), then, when asked, the
 * request. Whatever went wrong with the proof is answered as the page's one "nothing found".
 */
export async function answerYourDataPost(
  data: FormData,
  address: string,
  deps: YourDataPostDeps,
): Promise<YourDataAnswer> {
  const typed = yourDataValuesFrom(data);
  const intent = intentFrom(data);
  const proofField = invalidProofField(typed);
  if (proofField) return { typed, problem: { kind: 'invalid', field: proofField } };
  // A wrong request is said before anything is counted against the proof.
  const details = intent === 'ask' ? requestDetailsFrom(typed) : null;
  if (details && !details.ok) return { typed, problem: { kind: 'invalid', field: details.field } };

  const proven = await deps.prove({ ...proofOf(typed), address });
  if (!proven.ok) {
    return proven.code === 'tooManyAttempts'
      ? { typed, problem: { kind: 'tooManyAttempts', minutes: proven.retryAfterMinutes } }
      : { typed, problem: { kind: proven.code } };
  }
  const { found, erased } = proven;
  let requests = proven.requests;
  let sent: YourDataAnswer['sent'];
  // Nothing is left to ask about an erased record: its page only shows the answers.
  if (details?.ok && !erased) {
    const asked = await deps.ask(found, details.details);
    if (!asked.repeated) requests = [...requests, asked.request];
    sent = {
      kind: asked.request.kind,
      repeated: asked.repeated,
      replyBy: asked.request.replyBy,
      resolveBy: asked.request.resolveBy,
      ...(asked.code ? { code: asked.code } : {}),
    };
  }
  // The proof stays typed; the request's fields are emptied once it is sent.
  const kept = sent
    ? { ...EMPTY_YOUR_DATA, reference: typed.reference, method: typed.method, mobile: typed.mobile, code: typed.code }
    : typed;
  return {
    typed: kept,
    found: {
      reference: found.reference,
      form: found.form,
      erased,
      requests: [...requests].sort((a, b) => b.createdAt - a.createdAt).map(publicRequest),
    },
    ...(sent ? { sent } : {}),
  };
}
