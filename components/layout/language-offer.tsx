'use client';

import { useState, useSyncExternalStore } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { localeCookieString, offeredLocale, storedLocale } from '@/lib/i18n/language-links';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import { useLanguageLinks } from './header/use-language-links';

export interface LanguageOfferLabels {
  offer: string;
  accept: string;
  decline: string;
}

const noSubscription = () => () => {};

/**
 * On the default-language site, a reader whose browser prefers `locale` and who has not
 * chosen yet is offered that language, in it. Either answer is remembered.
 */
export function LanguageOffer({ locale, labels }: { locale: Locale; labels: LanguageOfferLabels }) {
  const [answered, setAnswered] = useState(false);
  const wanted = useSyncExternalStore(
    noSubscription,
    () => !storedLocale(document.cookie) && offeredLocale(navigator.languages ?? [navigator.language]) === locale,
    () => false,
  );
  const link = useLanguageLinks(defaultLocale).find((l) => l.locale === locale);
  if (!wanted || answered || !link) return null;

  return (
    <Box
      role="region"
      aria-label={labels.offer}
      lang={locale}
      sx={{
        position: 'fixed',
        zIndex: 'snackbar',
        left: 16,
        right: 16,
        bottom: 88,
        mx: 'auto',
        maxWidth: 440,
        p: 2,
        borderRadius: 2,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'primary.main',
        boxShadow: 6,
      }}
    >
      <Box component="p" sx={{ m: 0, mb: 1.5, fontWeight: 600 }}>
        {labels.offer}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Box
          component="a"
          href={link.href}
          hrefLang={locale}
          onClick={link.onClick}
          sx={{ ...actionSx, bgcolor: 'primary.main', color: 'primary.contrastText' }}
        >
          {labels.accept}
        </Box>
        <ButtonBase
          onClick={() => {
            document.cookie = localeCookieString(defaultLocale);
            setAnswered(true);
          }}
          sx={{ ...actionSx, color: 'primary.main', border: 1, borderColor: 'primary.main' }}
        >
          {labels.decline}
        </ButtonBase>
      </Box>
    </Box>
  );
}

const actionSx = {
  minHeight: 44,
  px: 2,
  borderRadius: 1,
  fontWeight: 600,
  fontSize: '1rem',
  textDecoration: 'none',
  display: 'inline-flex',
  alignItems: 'center',
} as const;
