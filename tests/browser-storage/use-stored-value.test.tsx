import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { storedValue } from '@/lib/browser-storage/stored-value';
import { useStoredValue } from '@/lib/browser-storage/use-stored-value';

const storedChoice = storedValue<string>({
  area: 'localStorage',
  key: 'choice',
  fallback: 'device',
  parse: (raw) => raw,
  serialize: (value) => value,
});

function Choice() {
  return <p data-testid="choice">{useStoredValue(storedChoice)}</p>;
}

const shown = () => screen.getByTestId('choice').textContent;

describe('useStoredValue', () => {
  it('renders the fallback on the server, whatever is stored', () => {
    window.localStorage.setItem('choice', 'dark');
    expect(renderToString(<Choice />)).toContain('device');
  });

  it('renders the stored value, and each new one', () => {
    window.localStorage.setItem('choice', 'dark');
    render(<Choice />);
    expect(shown()).toBe('dark');
    act(() => storedChoice.set('light'));
    expect(shown()).toBe('light');
    act(() => {
      window.localStorage.setItem('choice', 'dark');
      window.dispatchEvent(new StorageEvent('storage', { key: 'choice', storageArea: window.localStorage }));
    });
    expect(shown()).toBe('dark');
  });
});
