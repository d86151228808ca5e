import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CurrentYear } from '@/components/layout/footer/current-year';

describe('copyright year', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the year of the reader’s clock, not the build’s', () => {
    // Five minutes into New Year's Day on the reader's own clock.
    vi.useFakeTimers({ now: new Date(2031, 0, 1, 0, 5), toFake: ['Date'] });
    render(<CurrentYear template="© {year} {name}. All rights reserved." name="Rohtas Yuva Foundation" />);
    expect(screen.getByText('© 2031 Rohtas Yuva Foundation. All rights reserved.')).toBeInTheDocument();
  });
});
