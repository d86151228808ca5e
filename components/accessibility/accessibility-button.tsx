'use client';

import { useState } from 'react';
import dynamic from 'next/dynamic';
import IconButton from '@mui/material/IconButton';
import { SiteIcon } from '@/components/icons/site-icon';
import type { ColorMode, FontSize } from '@/lib/accessibility/settings';
import { useSaveDataForPrefetch } from '@/lib/save-data/use-save-data';
import { useHydrated } from '@/lib/use-hydrated';
import type { SaveDataLabels } from './save-data-switch';
import type { ThemeChoiceLabels } from './theme-choice-field';
import styles from './accessibility-button.module.css';

export interface AccessibilityDialogLabels {
  open: string;
  title: string;
  intro: string;
  textSize: string;
  textSizes: Record<FontSize, string>;
  theme: ThemeChoiceLabels;
  highContrast: string;
  colorMode: string;
  colorModes: Record<ColorMode, string>;
  screenReader: string;
  screenReaderHelp: string;
  saveData: SaveDataLabels;
  reset: string;
  close: string;
  /** Said in the button's place while the page's scripts have not run (and may never). */
  needsScripts: string;
}

const loadDialog = () => import('./accessibility-dialog');
const AccessibilityDialog = dynamic(loadDialog, { ssr: false });

/**
 * The floating button at the bottom left; the dialog's code loads when first needed. The settings
 * work only by script, so until the page hydrates the server's markup says so at the page's end,
 * in a landmark of its own, and points to the browser's own settings instead.
 */
export function AccessibilityButton({ labels }: { labels: AccessibilityDialogLabels }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  // Loads the dialog's code on hover or focus, ahead of the click, unless the reader saves data.
  const loadEarly = useSaveDataForPrefetch() ? undefined : loadDialog;
  if (!hydrated) {
    return (
      <aside aria-label={labels.title} className={styles.needsScripts}>
        <p>{labels.needsScripts}</p>
      </aside>
    );
  }
  return (
    <>
      <IconButton
        className={styles.floating}
        aria-label={labels.open}
        aria-haspopup="dialog"
        onClick={() => {
          setEverOpened(true);
          setOpen(true);
        }}
        onMouseEnter={loadEarly}
        onFocus={loadEarly}
      >
        <SiteIcon name="accessibility" />
      </IconButton>
      {everOpened && <AccessibilityDialog open={open} onClose={() => setOpen(false)} labels={labels} />}
    </>
  );
}
