'use client';

import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { setSaveData, useSaveData } from '@/lib/save-data/use-save-data';
import styles from './accessibility-dialog.module.css';

export interface SaveDataLabels {
  label: string;
  help: string;
}

const HELP_ID = 'a11y-save-data-help';

/** The "Save data" switch of the settings dialog; a change applies at once to everything open. */
export function SaveDataSwitch({ labels }: { labels: SaveDataLabels }) {
  const saveData = useSaveData();
  return (
    <FormControl>
      <FormControlLabel
        control={
          <Switch
            checked={saveData}
            onChange={(_, checked) => setSaveData(checked)}
            slotProps={{ input: { 'aria-describedby': HELP_ID } }}
          />
        }
        label={labels.label}
      />
      <FormHelperText id={HELP_ID} className={styles.help}>
        {labels.help}
      </FormHelperText>
    </FormControl>
  );
}
