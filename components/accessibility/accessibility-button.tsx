'use client';

import { useState } from 'react';
import dynamic from 'next/dynamic';
import { PathIcon } from '@/components/icons/path-icon';
import type { ColorMode, FontSize } from '@/lib/accessibility/settings';
import { useSaveDataForPrefetch } from '@/lib/save-data/use-save-data';
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
}

/** Material Icons' AccessibilityNew (Apache-2.0), as packaged by @mui/icons-material. */
const accessibilityIcon = [
  'M20.5 6c-2.61.7-5.67 1-8.5 1s-5.89-.3-8.5-1L3 8c1.86.5 4 .83 6 1v13h2v-6h2v6h2V9c2-.17 4.14-.5 6-1zM12 6c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2',
];

const loadDialog = () => import('./accessibility-dialog');
const AccessibilityDialog = dynamic(loadDialog, { ssr: false });

/** The floating button at the bottom left; the dialog's code loads when first needed. */
export function AccessibilityButton({ labels }: { labels: AccessibilityDialogLabels }) {
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  // Loads the dialog's code on hover or focus, ahead of the click, unless the reader saves data.
  const loadEarly = useSaveDataForPrefetch() ? undefined : loadDialog;
  return (
    <>
      <button
        type="button"
        className={styles.button}
        aria-label={labels.open}
        aria-haspopup="dialog"
        onClick={() => {
          setEverOpened(true);
          setOpen(true);
        }}
        onMouseEnter={loadEarly}
        onFocus={loadEarly}
      >
        <PathIcon paths={accessibilityIcon} className={styles.icon} />
      </button>
      {everOpened && <AccessibilityDialog open={open} onClose={() => setOpen(false)} labels={labels} />}
    </>
  );
}
