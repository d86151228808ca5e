import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import AccessibilityDialog from '@/components/accessibility/accessibility-dialog';
import type { AccessibilityDialogLabels } from '@/components/accessibility/accessibility-button';
import en from '@/lib/i18n/messages/en.json';
import hi from '@/lib/i18n/messages/hi.json';
import { THEME_STORAGE_KEY } from '@/lib/theme/theme-choice';
import { fakeDarkQuery } from '../support/fake-dark-query';

const labelsOf = (catalog: typeof en): AccessibilityDialogLabels => ({
  ...catalog.Accessibility,
  theme: catalog.Theme,
});

const themeGroup = (name = 'Theme') => within(screen.getByRole('radiogroup', { name }));
const html = () => document.documentElement;

describe('the theme choice in the settings dialog', () => {
  beforeEach(() => {
    html().className = '';
    fakeDarkQuery(false).install();
  });

  it('offers the three choices, following the device when nothing is stored', () => {
    render(<AccessibilityDialog open onClose={() => {}} labels={labelsOf(en)} />);
    const group = themeGroup();
    expect(group.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['device', 'light', 'dark']);
    expect(group.getByRole('radio', { name: 'Follow device' })).toBeChecked();
  });

  it('applies each choice at once and remembers it', async () => {
    const user = userEvent.setup();
    render(<AccessibilityDialog open onClose={() => {}} labels={labelsOf(en)} />);

    await user.click(themeGroup().getByRole('radio', { name: 'Dark' }));
    expect(html()).toHaveClass('dark');
    expect(html()).not.toHaveClass('light');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');

    await user.click(themeGroup().getByRole('radio', { name: 'Light' }));
    expect(html()).toHaveClass('light');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');

    // The device here is light.
    await user.click(themeGroup().getByRole('radio', { name: 'Dark' }));
    await user.click(themeGroup().getByRole('radio', { name: 'Follow device' }));
    expect(html()).toHaveClass('light');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('device');
  });

  it('shows the stored choice, and one made in another tab', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'light');
    render(<AccessibilityDialog open onClose={() => {}} labels={labelsOf(en)} />);
    expect(themeGroup().getByRole('radio', { name: 'Light' })).toBeChecked();
    act(() => {
      window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
      window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: 'dark' }));
    });
    expect(themeGroup().getByRole('radio', { name: 'Dark' })).toBeChecked();
  });

  it('goes back to following the device on reset', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    render(<AccessibilityDialog open onClose={() => {}} labels={labelsOf(en)} />);
    await user.click(screen.getByRole('button', { name: en.Accessibility.reset }));
    expect(themeGroup().getByRole('radio', { name: 'Follow device' })).toBeChecked();
    expect(html()).toHaveClass('light');
  });

  it('is labelled in Hindi on the Hindi site', async () => {
    const user = userEvent.setup();
    render(<AccessibilityDialog open onClose={() => {}} labels={labelsOf(hi as typeof en)} />);
    await user.click(themeGroup(hi.Theme.legend).getByRole('radio', { name: hi.Theme.choices.dark }));
    expect(html()).toHaveClass('dark');
  });
});
