import { withIdToken } from '@/lib/team/id-token';
import type { ReviewListItem } from './payment-review-list';
import type { ReportKind } from './reports';
import type { StatementOutcome } from './statement-service';

/** What the treasurer's panel asks of /api/team/payments. */
export type PaymentAction =
  { action: 'confirm'; paymentKey: string } | { action: 'reject'; paymentKey: string; reason: string };

/** The treasurer's panel talking to /api/team/payments; any refusal or odd answer throws. */
export async function fetchPayments(idToken: string): Promise<ReviewListItem[]> {
  const response = await fetch('/api/team/payments', withIdToken(idToken, { cache: 'no-store' }));
  const body = (await response.json()) as { ok?: boolean; payments?: ReviewListItem[] };
  if (!response.ok || !body.ok || !Array.isArray(body.payments)) throw new Error(`Payments: ${response.status}`);
  return body.payments;
}

export async function sendPaymentAction(idToken: string, action: PaymentAction): Promise<void> {
  const response = await fetch(
    '/api/team/payments',
    withIdToken(idToken, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(action),
    }),
  );
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
