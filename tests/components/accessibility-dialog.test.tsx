import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import AccessibilityDialog from '@/components/accessibility/accessibility-dialog';
import type { AccessibilityDialogLabels } from '@/components/accessibility/accessibility-button';
import { RouteAnnouncer } from '@/components/accessibility/route-announcer';
import en from '@/lib/i18n/messages/en.json';
import { STORAGE_KEY } from '@/lib/accessibility/settings';

vi.mock('next/navigation', () => ({ usePathname: () => '/nav/about' }));

const a = en.Accessibility;
const labels: AccessibilityDialogLabels = {
  ...a,
  textSizes: a.textSizes,
  theme: en.Theme,
  colorModes: a.colorModes,
};

const stored = () => JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '{}');

describe('Accessibility Settings dialog', () => {
  beforeEach(() => {
    document.documentElement.removeAttribute('style');
    document.documentElement.className = '';
    document.body.className = '';
  });

  it('has the spec title and labelled controls', () => {
    render(<AccessibilityDialog open onClose={() => {}} labels={labels} />);
    expect(screen.getByRole('dialog', { name: 'Accessibility Settings' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Text size' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Color mode' })).toBeInTheDocument();
    expect(screen.getByLabelText('High contrast')).toBeInTheDocument();
    expect(screen.getByLabelText('Screen reader')).toBeDisabled();
  });

  // A dozen clicks through the whole dialog: more than Vitest's 5 s on a busy 2-core machine.
  it('applies and stores each change', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    render(<AccessibilityDialog open onClose={() => {}} labels={labels} />);

    await user.click(screen.getByRole('radio', { name: 'Large' }));
    expect(document.documentElement.style.fontSize).toBe('120%');
    expect(stored().fontSize).toBe('large');

    await user.click(screen.getByRole('radio', { name: 'Small' }));
    expect(document.documentElement.style.fontSize).toBe('90%');

    await user.click(screen.getByLabelText('High contrast'));
    expect(document.documentElement).toHaveClass('a11y-high-contrast');
    expect(stored().highContrast).toBe(true);

    await user.click(screen.getByRole('radio', { name: a.colorModes.tritanopia }));
    expect(document.body).toHaveClass('tritanopia');
    expect(stored().colorMode).toBe('tritanopia');

    await user.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    expect(document.documentElement.style.fontSize).toBe('');
    expect(document.documentElement).not.toHaveClass('a11y-high-contrast');
    expect(document.body.className).toBe('');
    const textSize = within(screen.getByRole('radiogroup', { name: 'Text size' }));
    expect(textSize.getByRole('radio', { name: 'Normal' })).toBeChecked();
    const colorMode = within(screen.getByRole('radiogroup', { name: 'Color mode' }));
    expect(colorMode.getByRole('radio', { name: 'Normal' })).toBeChecked();
  });

  it('calls onClose from the Close button', async () => {
    const onClose = vi.fn();
    render(<AccessibilityDialog open onClose={onClose} labels={labels} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe('screen-reader live region', () => {
  it('is absent while the stored value is off', () => {
    render(<RouteAnnouncer template={a.announcement} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('is a polite live region when the stored value is on', async () => {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ screenReader: true }));
    document.title = 'About Us | Rohtas Yuva Foundation';
    render(<RouteAnnouncer template={a.announcement} />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(await screen.findByText('Page loaded: About Us | Rohtas Yuva Foundation')).toBe(region);
  });
});
