/**
 * One financial year's book of receipt numbers, as receiptBooks/<year> holds it: the next serial,
 * the serial each payment holds, and the serials cancelled. Changed only inside a transaction on
 * the whole book (see receipt-allocator.ts), so two instances confirming at once can never hand out
 * one serial twice or skip one.
 *
 * A serial once taken is never taken again: a cancelled receipt keeps its number in `cancelled`
 * (the auditor asks where each number went), and the payment it was for takes a new one.
 */

/** receiptBooks/<financial year label>: only the server reads or writes it. */
export const RECEIPT_BOOKS_NODE = 'receiptBooks';

/** The foundation's mark at the start of every receipt number. */
export const RECEIPT_PREFIX = 'RYF';

/** The longest reason a cancellation can carry. */
export const CANCEL_REASON_MAX_LENGTH = 500;

export interface ReceiptCancellation {
  paymentKey: string;
  reason: string;
  /** The member (their member ID) who cancelled it. */
  by: string;
  at: number;
}

export interface ReceiptBook {
  /** The serial the next receipt takes (from 1). */
  next: number;
  /** Payment key → the serial of its receipt in force. */
  byPayment: Record<string, number>;
  /** Serial (as text: database keys are) → why and by whom it was cancelled. */
  cancelled: Record<string, ReceiptCancellation>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isSerial = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 1;

/**
 * The book a stored value holds; an absent one is an empty book. A value that is not a book is
 * refused rather than read as empty: starting again from 1 would repeat every number of the year.
 */
export function readReceiptBook(value: unknown): ReceiptBook {
  if (value === null || value === undefined) return { next: 1, byPayment: {}, cancelled: {} };
  if (!isRecord(value) || !isSerial(value.next)) throw new Error('The receipt book is not one this server wrote');
  const byPayment: Record<string, number> = {};
  for (const [key, serial] of Object.entries(isRecord(value.byPayment) ? value.byPayment : {})) {
    if (isSerial(serial)) byPayment[key] = serial;
  }
  const cancelled: Record<string, ReceiptCancellation> = {};
  // The database answers an object whose keys are mostly small integers as an array: serial 1
  // cancelled reads back as [ , {…}]. Its entries are the serials all the same.
  const stored = isRecord(value.cancelled) || Array.isArray(value.cancelled) ? value.cancelled : {};
  for (const [serial, entry] of Object.entries(stored)) {
    if (isRecord(entry)) cancelled[serial] = entry as unknown as ReceiptCancellation;
  }
  return { next: value.next, byPayment, cancelled };
}

/**
 * The book with a serial for `paymentKey`: the one it already holds (a repeat confirmation, or
 * another instance confirming the same payment, takes no second number), else the next.
 */
export function takeSerial(book: ReceiptBook, paymentKey: string): ReceiptBook {
  if (book.byPayment[paymentKey] !== undefined) return book;
  return { ...book, next: book.next + 1, byPayment: { ...book.byPayment, [paymentKey]: book.next } };
}

/**
 * The book with `serial` cancelled, when it is the receipt in force for `cancellation.paymentKey`;
 * the same book when it is already cancelled (a repeated request changes nothing). Answers null
 * when the serial is not that payment's receipt.
 */
export function cancelSerial(book: ReceiptBook, serial: number, cancellation: ReceiptCancellation): ReceiptBook | null {
  const already = book.cancelled[String(serial)];
  if (already) return already.paymentKey === cancellation.paymentKey ? book : null;
  if (book.byPayment[cancellation.paymentKey] !== serial) return null;
  const byPayment = { ...book.byPayment };
  delete byPayment[cancellation.paymentKey];
  return { ...book, byPayment, cancelled: { ...book.cancelled, [String(serial)]: cancellation } };
}
