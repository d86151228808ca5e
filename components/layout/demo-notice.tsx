import Box from '@mui/material/Box';
import { getTranslations } from 'next-intl/server';
import { isDemoBuild } from '@/lib/firebase/demo-mode';
import type { Locale } from '@/lib/i18n/routing';

/** On every page of a demo copy (built without a Firebase project): what it can and cannot do. */
export async function DemoNotice({ locale }: { locale: Locale }) {
  if (!isDemoBuild()) return null;
  const t = await getTranslations({ locale, namespace: 'Demo' });
  return (
    <Box
      role="note"
      data-demo-notice
      // The colors of a warning note, in the scheme in force.
      sx={{
        bgcolor: 'Alert.warningStandardBg',
        color: 'Alert.warningColor',
        fontSize: '0.8125rem',
        px: 2,
        py: 0.5,
        textAlign: 'center',
      }}
    >
      {t('notice')}
    </Box>
  );
}
