import Button from '@mui/material/Button';
import { useTranslations } from 'next-intl';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import type { ReceiptShown } from '@/lib/payments/receipt-view';
import styles from './payments.module.css';

/**
 * The receipt in force, as a page: the same words as its PDF (lib/payments/receipt-view.ts), and a
 * plain form that downloads the PDF, so it works without scripts. The form carries the two proofs
 * again: the server proves the payment before it renders anything.
 */
export function ReceiptCard({
  receipt,
  reference,
  proofMobile,
}: {
  receipt: ReceiptShown;
  reference: string;
  proofMobile: string;
}) {
  const t = useTranslations('Payments.receipt');
  const locale = useSiteLocale();
  const { rows } = receipt;
  return (
    <section aria-labelledby="receipt-title" className={styles.receipt}>
      <h3 id="receipt-title" className={styles.subtitle}>
        {t('title')}
      </h3>
      <div className={styles.receiptBox}>
        <p className={styles.trustName}>{receipt.trustName}</p>
        <p className={styles.note}>{receipt.trustAddress}</p>
        {receipt.trustDetails.map((line) => (
          <p className={styles.note} key={line}>
            {line}
          </p>
        ))}
        <p className={styles.receiptTitle}>{receipt.title}</p>
        <dl className={styles.rows}>
          {rows.map(({ label, value }) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {receipt.statement.map((paragraph) => (
          <p className={styles.statement} key={paragraph}>
            {paragraph}
          </p>
        ))}
      </div>
      <form method="post" action="/api/payments/receipt">
        <input type="hidden" name="reference" value={reference} />
        <input type="hidden" name="mobile" value={proofMobile} />
        <input type="hidden" name="locale" value={locale} />
        <Button type="submit" variant="contained" className={styles.download}>
          {t('download')}
        </Button>
      </form>
      <p className={styles.hint}>{t('pdfLanguage')}</p>
    </section>
  );
}
