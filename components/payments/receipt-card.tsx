import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import type { ReceiptShown } from '@/lib/payments/receipt-view';

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
    <Box component="section" aria-labelledby="receipt-title" sx={{ mt: 3 }}>
      <Typography component="h3" variant="h4" id="receipt-title">
        {t('title')}
      </Typography>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mt: 1 }}>
        <Typography sx={{ fontWeight: 700 }}>{receipt.trustName}</Typography>
        <Typography variant="body2">{receipt.trustAddress}</Typography>
        {receipt.trustDetails.map((line) => (
          <Typography variant="body2" key={line}>
            {line}
          </Typography>
        ))}
        <Typography component="p" variant="h5" sx={{ mt: 2 }}>
          {receipt.title}
        </Typography>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { sm: '12rem 1fr' }, columnGap: 2 }}>
          {rows.map(({ label, value }) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, mt: { sm: 1 }, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        {receipt.statement.map((paragraph) => (
          <Typography variant="body2" key={paragraph} sx={{ mt: 2 }}>
            {paragraph}
          </Typography>
        ))}
      </Box>
      <form method="post" action="/api/payments/receipt">
        <input type="hidden" name="reference" value={reference} />
        <input type="hidden" name="mobile" value={proofMobile} />
        <input type="hidden" name="locale" value={locale} />
        <Button type="submit" variant="contained" sx={{ mt: 2 }}>
          {t('download')}
        </Button>
      </form>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {t('pdfLanguage')}
      </Typography>
    </Box>
  );
}
