'use client';

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import { COLOR_MODES, DEFAULT_SETTINGS, FONT_SIZES, type ColorMode, type FontSize } from '@/lib/accessibility/settings';
import { useAccessibilitySettings } from '@/lib/accessibility/use-accessibility-settings';
import { DEFAULT_THEME_CHOICE } from '@/lib/theme/theme-choice';
import { useThemeChoice } from '@/lib/theme/use-theme-choice';
import type { AccessibilityDialogLabels } from './accessibility-button';
import { SaveDataSwitch } from './save-data-switch';
import { ThemeChoiceField } from './theme-choice-field';
import styles from './accessibility-dialog.module.css';

interface AccessibilityDialogProps {
  open: boolean;
  onClose: () => void;
  labels: AccessibilityDialogLabels;
}

export default function AccessibilityDialog({ open, onClose, labels }: AccessibilityDialogProps) {
  const [settings, update] = useAccessibilitySettings();
  const [, chooseTheme] = useThemeChoice();
  const isFontSize = (v: string): v is FontSize => (FONT_SIZES as readonly string[]).includes(v);
  const isColorMode = (v: string): v is ColorMode => (COLOR_MODES as readonly string[]).includes(v);

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="a11y-dialog-title" fullWidth maxWidth="xs">
      <DialogTitle id="a11y-dialog-title">{labels.title}</DialogTitle>
      <DialogContent>
        <p className={styles.intro}>{labels.intro}</p>
        <div className={styles.settings}>
          <FormControl>
            <FormLabel id="a11y-text-size">{labels.textSize}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="a11y-text-size"
              value={settings.fontSize}
              onChange={(_, v) => isFontSize(v) && update({ ...settings, fontSize: v })}
            >
              {FONT_SIZES.map((size) => (
                <FormControlLabel key={size} value={size} control={<Radio />} label={labels.textSizes[size]} />
              ))}
            </RadioGroup>
          </FormControl>
          <ThemeChoiceField labels={labels.theme} />
          <FormControlLabel
            control={
              <Switch
                checked={settings.highContrast}
                onChange={(_, checked) => update({ ...settings, highContrast: checked })}
              />
            }
            label={labels.highContrast}
          />
          <FormControl>
            <FormLabel id="a11y-color-mode">{labels.colorMode}</FormLabel>
            <RadioGroup
              aria-labelledby="a11y-color-mode"
              value={settings.colorMode}
              onChange={(_, v) => isColorMode(v) && update({ ...settings, colorMode: v })}
            >
              {COLOR_MODES.map((mode) => (
                <FormControlLabel key={mode} value={mode} control={<Radio />} label={labels.colorModes[mode]} />
              ))}
            </RadioGroup>
          </FormControl>
          <FormControl>
            <FormControlLabel
              control={
                <Switch
                  checked={settings.screenReader}
                  disabled
                  slotProps={{ input: { 'aria-describedby': 'a11y-screen-reader-help' } }}
                />
              }
              label={labels.screenReader}
            />
            <FormHelperText id="a11y-screen-reader-help" className={styles.help}>
              {labels.screenReaderHelp}
            </FormHelperText>
          </FormControl>
          <SaveDataSwitch labels={labels.saveData} />
        </div>
      </DialogContent>
      <DialogActions>
        <Button
          onClick={() => {
            update({ ...DEFAULT_SETTINGS, screenReader: settings.screenReader });
            chooseTheme(DEFAULT_THEME_CHOICE);
          }}
        >
          {labels.reset}
        </Button>
        <Button onClick={onClose} variant="contained">
          {labels.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
