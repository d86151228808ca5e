import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { COLOR_MODES, FONT_SIZES } from '@/lib/accessibility/settings';
import { THEME_CHOICES } from '@/lib/theme/theme-choice';
import { AccessibilityButton, type AccessibilityDialogLabels } from './accessibility-button';

/** Resolves the dialog's labels on the server; the button and dialog are client leaves. */
export async function AccessibilityLauncher({ locale }: { locale: Locale }) {
  const [t, tTheme] = await Promise.all([
    getTranslations({ locale, namespace: 'Accessibility' }),
    getTranslations({ locale, namespace: 'Theme' }),
  ]);
  const labels: AccessibilityDialogLabels = {
    open: t('open'),
    title: t('title'),
    intro: t('intro'),
    textSize: t('textSize'),
    textSizes: Object.fromEntries(
      FONT_SIZES.map((s) => [s, t(`textSizes.${s}`)]),
    ) as AccessibilityDialogLabels['textSizes'],
    theme: {
      legend: tTheme('legend'),
      choices: Object.fromEntries(
        THEME_CHOICES.map((c) => [c, tTheme(`choices.${c}`)]),
      ) as AccessibilityDialogLabels['theme']['choices'],
    },
    highContrast: t('highContrast'),
    colorMode: t('colorMode'),
    colorModes: Object.fromEntries(
      COLOR_MODES.map((m) => [m, t(`colorModes.${m}`)]),
    ) as AccessibilityDialogLabels['colorModes'],
    screenReader: t('screenReader'),
    screenReaderHelp: t('screenReaderHelp'),
    saveData: { label: t('saveData.label'), help: t('saveData.help') },
    reset: t('reset'),
    close: t('close'),
    needsScripts: t('needsScripts'),
  };
  return <AccessibilityButton labels={labels} />;
}
