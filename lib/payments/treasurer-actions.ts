import 'server-only';
import { adminStoreIn } from '@/lib/forms/submission-store';
import { PAYMENT_NOTICE } from '@/lib/privacy/notices';
import { siteConfig } from '@/lib/site-config';
import { recordOfficePayment } from './office-payment';
import type { PaymentActionBody } from './payment-review-list';
import { confirmPayment, rejectPayment, type Reviewer } from './payment-review-service';
import { reviewDeps } from './payment-review-store';
import { cancelAndReissue } from './receipt-reissue';

/** The HTTP status of each refusal. */
export const REFUSAL_STATUS = {
  notFound: 404,
  invalid: 400,
  invalidReason: 400,
  invalidCorrection: 400,
  alreadyDecided: 409,
  notConfirmed: 409,
  conflict: 409,
} as const;

/** One of the treasurer's actions, on the main database, by `member`. */
export async function treasurerAction(action: PaymentActionBody, member: Reviewer) {
  switch (action.action) {
    case 'confirm':
      return confirmPayment(reviewDeps(), action.paymentKey, member);
    case 'reject':
      return rejectPayment(reviewDeps(), action.paymentKey, action.reason, member);
    case 'reissue':
      return cancelAndReissue(reviewDeps(), action.paymentKey, action, member);
    case 'recordOffice':
      return recordOfficePayment(
        {
          store: await adminStoreIn('main'),
          review: reviewDeps(),
          fcraRegistered: siteConfig.payments.fcraRegistered,
          noticeVersion: PAYMENT_NOTICE.version,
        },
        { ...action, values: { ...action.values, amountChoice: 'own', submissionId: action.entryId } },
        member,
      );
  }
}
