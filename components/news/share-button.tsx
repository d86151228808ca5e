'use client';

import { useState, type MouseEvent } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Snackbar from '@mui/material/Snackbar';
import { useTranslations } from 'next-intl';
import { SiteIcon } from '@/components/icons/site-icon';
import { whatsAppShareLink } from '@/lib/text/whatsapp-link';

/** Web Share where the phone has it; otherwise WhatsApp (how most readers here share) and copy-link. */
export function ShareButton({ title, url }: { title: string; url: string }) {
  const t = useTranslations('News');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [notice, setNotice] = useState('');

  const share = async (event: MouseEvent<HTMLElement>) => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
      } catch {
        // The reader closed the share sheet: nothing to do.
      }
      return;
    }
    setAnchor(event.currentTarget);
  };

  const copy = async () => {
    setAnchor(null);
    try {
      await navigator.clipboard.writeText(url);
      setNotice(t('linkCopied'));
    } catch {
      setNotice(t('copyFailed'));
    }
  };

  return (
    <>
      <Button variant="outlined" startIcon={<SiteIcon name="share" />} onClick={share} aria-haspopup="menu">
        {t('share')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem
          component="a"
          href={whatsAppShareLink(`${title} ${url}`)}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => setAnchor(null)}
        >
          {t('shareWhatsApp')}
        </MenuItem>
        <MenuItem onClick={copy}>{t('copyLink')}</MenuItem>
      </Menu>
      <Snackbar open={notice !== ''} autoHideDuration={3000} onClose={() => setNotice('')} message={notice} />
    </>
  );
}
