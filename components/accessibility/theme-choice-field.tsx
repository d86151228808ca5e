'use client';

import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { THEME_CHOICES, type ThemeChoice } from '@/lib/theme/theme-choice';
import { useThemeChoice } from '@/lib/theme/use-theme-choice';

export interface ThemeChoiceLabels {
  legend: string;
  choices: Record<ThemeChoice, string>;
}

const isThemeChoice = (v: string): v is ThemeChoice => (THEME_CHOICES as readonly string[]).includes(v);

/** The settings dialog's theme choice: applied at once and remembered on this device. */
export function ThemeChoiceField({ labels }: { labels: ThemeChoiceLabels }) {
  const [choice, choose] = useThemeChoice();
  return (
    <FormControl>
      <FormLabel id="a11y-theme">{labels.legend}</FormLabel>
      <RadioGroup row aria-labelledby="a11y-theme" value={choice} onChange={(_, v) => isThemeChoice(v) && choose(v)}>
        {THEME_CHOICES.map((c) => (
          <FormControlLabel key={c} value={c} control={<Radio />} label={labels.choices[c]} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
