import { withIdToken } from '@/lib/team/id-token';
import type { PaymentActionBody, ReviewListItem } from './payment-review-list';
import type { ReportKind } from './reports';
import type { StatementOutcome } from './statement-service';

/** What the treasurer's panel asks of /api/team/payments. */
export type PaymentAction =
  { action: 'confirm'; paymentKey: string } | { action: 'reject'; paymentKey: string; reason: string };

/** Money received at the office, as the panel's form sends it. */
export type OfficeEntryRequest = Omit<Extract<PaymentActionBody, { action: 'recordOffice' }>, 'action'>;
/** A receipt to cancel (the number the member saw) and the payer's details to put right on the next. */
export type ReissueRequest = Omit<Extract<PaymentActionBody, { action: 'reissue' }>, 'action'>;

/** A refusal as the route words it: a code, and for an office entry a message key by field. */
export interface PaymentRefusal {
  ok: false;
  code: string;
  errors?: Record<string, string>;
}

export type OfficeAnswer = { ok: true; reference: string; receiptNumber: string } | PaymentRefusal;
export type ReissueAnswer = { ok: true; receiptNumber: string } | PaymentRefusal;

/** The treasurer's panel talking to /api/team/payments; any refusal or odd answer throws. */
export async function fetchPayments(idToken: string): Promise<ReviewListItem[]> {
  const response = await fetch('/api/team/payments', withIdToken(idToken, { cache: 'no-store' }));
  const body = (await response.json()) as { ok?: boolean; payments?: ReviewListItem[] };
  if (!response.ok || !body.ok || !Array.isArray(body.payments)) throw new Error(`Payments: ${response.status}`);
  return body.payments;
}

const post = (idToken: string, body: PaymentActionBody) =>
  fetch(
    '/api/team/payments',
    withIdToken(idToken, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );

export async function sendPaymentAction(idToken: string, action: PaymentAction): Promise<void> {
  const response = await post(idToken, action);
  if (!response.ok) throw new Error(`Payment ${action.action}: ${response.status}`);
}

/** What the statement upload answers: the outcome, or why the file was refused. */
export type StatementAnswer = ({ ok: true } & StatementOutcome) | { ok: false; code: string };

/** Sends the bank's CSV as it is; a refusal comes back as its code, for the panel to say in words. */
export async function uploadStatement(idToken: string, csv: string): Promise<StatementAnswer> {
  const response = await fetch(
    '/api/team/payments/statement',
    withIdToken(idToken, { method: 'POST', headers: { 'Content-Type': 'text/csv' }, body: csv }),
  );
  const body = (await response.json().catch(() => null)) as StatementAnswer | null;
  return body && typeof body.ok === 'boolean' ? body : { ok: false, code: 'failed' };
}

/** A report as a file to save, or why the server refused it. */
export type ReportAnswer = { ok: true; fileName: string; csv: string } | { ok: false; code: string };

export async function fetchReport(
  idToken: string,
  kind: ReportKind,
  year: string,
  draft: boolean,
): Promise<ReportAnswer> {
  const query = new URLSearchParams({ report: kind, year, ...(draft && { draft: '1' }) });
  const response = await fetch(`/api/team/payments/reports?${query}`, withIdToken(idToken, { cache: 'no-store' }));
  if (response.ok) {
    const fileName =
      /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `${kind}-${year}.csv`;
    // Reading the body as text drops the server's byte order mark; Excel needs it to read Hindi.
    const text = await response.text();
    return { ok: true, fileName, csv: text.startsWith('\uFEFF') ? text : `\uFEFF${text}` };
  }
  const body = (await response.json().catch(() => null)) as { code?: string } | null;
  return { ok: false, code: body?.code ?? 'failed' };
}

/**
 * The route's answer, a refusal included: the office form shows each field's message and the
 * reissue form says why. Only an answer that is not the route's (no connection, a proxy's page)
 * throws.
 */
async function answerOf(response: Response): Promise<{ ok: true } | PaymentRefusal> {
  const body: unknown = await response.json().catch(() => null);
  if (typeof body !== 'object' || body === null || typeof (body as { ok?: unknown }).ok !== 'boolean') {
    throw new Error(`Payments: ${response.status}`);
  }
  const answer = body as { ok: boolean; code?: unknown; receiptNumber?: unknown };
  const wellFormed = answer.ok
    ? response.ok && typeof answer.receiptNumber === 'string'
    : !response.ok && typeof answer.code === 'string';
  if (!wellFormed) throw new Error(`Payments: ${response.status}`);
  return body as { ok: true } | PaymentRefusal;
}

export async function sendOfficeEntry(idToken: string, entry: OfficeEntryRequest): Promise<OfficeAnswer> {
  return (await answerOf(await post(idToken, { action: 'recordOffice', ...entry }))) as OfficeAnswer;
}

export async function sendReissue(idToken: string, request: ReissueRequest): Promise<ReissueAnswer> {
  return (await answerOf(await post(idToken, { action: 'reissue', ...request }))) as ReissueAnswer;
}
