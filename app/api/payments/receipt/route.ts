import { NextResponse, type NextRequest } from 'next/server';
import { adminRead } from '@/lib/firebase/admin';
import { clientAddress } from '@/lib/http/client-address';
import { readBytesUpTo } from '@/lib/http/limited-body';
import { lookupPayment } from '@/lib/payments/payment-lookup';
import { receiptFileName, receiptPdf } from '@/lib/payments/receipt-document';
import { receiptProblemPath, receiptRequestSchema, type ReceiptRequestProblem } from '@/lib/payments/receipt-request';
import { attemptLimiter } from '@/lib/rate-limit/attempt-limiter';
import { limitRequest } from '@/lib/rate-limit/limit-request';
import { processLimiter } from '@/lib/rate-limit/process-limiter';

export const dynamic = 'force-dynamic';

// Two short fields and the language: anything larger is not the form.
const BODY_LIMIT_BYTES = 2048;

const backTo = (locale: 'en' | 'hi', problem: ReceiptRequestProblem) =>
  new NextResponse(null, {
    status: 303,
    headers: { Location: receiptProblemPath(locale, problem), 'Cache-Control': 'no-store' },
  });

/**
 * POST /api/payments/receipt (a plain form: reference, mobile, locale) → the receipt in force as a
 * PDF download, in the payer's language. Proven like the lookup, against the same guessing limit;
 * a form that proves nothing goes back to the Your payment page, which says why.
 */
export async function POST(request: NextRequest) {
  const limited = await limitRequest(request, 'paymentLookup');
  if (limited) return limited;
  const bytes = await readBytesUpTo(request.body, BODY_LIMIT_BYTES);
  if (!bytes) return NextResponse.json({ ok: false, code: 'tooLarge' }, { status: 413 });
  const parsed = receiptRequestSchema.safeParse(
    Object.fromEntries(new URLSearchParams(new TextDecoder().decode(bytes))),
  );
  if (!parsed.success) return backTo('en', 'notFound');
  const { reference, mobile, locale } = parsed.data;
  const found = await lookupPayment(
    { reference, mobile, address: clientAddress(request.headers) },
    { read: adminRead, limiter: attemptLimiter('payment-lookup', processLimiter) },
  );
  if (!found.ok) return backTo(locale, found.code);
  try {
    const receipt = await receiptPdf(found.record);
    if (!receipt) return backTo(locale, 'notFound');
    return new NextResponse(Buffer.from(receipt.bytes), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${receiptFileName(receipt.number)}"`,
        'Cache-Control': 'private, no-store',
      },
    });
  } catch (error) {
    console.error('Receipt not rendered', error instanceof Error ? error.message : error);
    return backTo(locale, 'failed');
  }
}
