'use client';

import Box from '@mui/material/Box';
import type { Locale } from '@/lib/i18n/locales';
import { useLanguageLinks } from './use-language-links';

/**
 * The header's one-tap switch to the other language, named in its own script ("हिन्दी",
 * "English"). A plain link: /api/language stores the choice and answers with the same page.
 */
export function LanguageSwitch({ locale }: { locale: Locale }) {
  const others = useLanguageLinks(locale).filter((link) => !link.current);
  return others.map((link) => (
    <Box
      key={link.locale}
      component="a"
      href={link.href}
      hrefLang={link.locale}
      lang={link.locale}
      onClick={link.onClick}
      data-testid="language-switch"
      sx={{
        flexShrink: 0,
        minHeight: 36,
        display: 'inline-flex',
        alignItems: 'center',
        px: 1.25,
        border: 1,
        borderColor: 'primary.main',
        borderRadius: 1,
        color: 'primary.main',
        fontWeight: 600,
        fontSize: '0.9375rem',
        textDecoration: 'none',
        whiteSpace: 'nowrap',
        '&:hover': { bgcolor: 'rgba(var(--mui-palette-primary-mainChannel) / var(--mui-palette-action-hoverOpacity))' },
      }}
    >
      {link.name}
    </Box>
  ));
}
