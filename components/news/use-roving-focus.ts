'use client';

import { useState, type FocusEvent, type KeyboardEvent } from 'react';

const STEP: Partial<Record<string, number>> = { ArrowLeft: -1, ArrowRight: 1 };

/**
 * One stop of the Tab key for a row of buttons, and the arrow keys between them (round at the
 * ends; Home and End go to the ends), as MUI's Tabs and ToggleButtonGroup do: each button carries
 * its `value`, the row spreads `rowProps`, and each button takes `tabIndex(value)`. The stop is
 * the button focused last; `rest` is the one it starts at, and with `backToRest` (tabs) the one it
 * returns to when the focus leaves the row, so Tab brings a reader back to the tab selected.
 */
export function useRovingFocus(rest: string, backToRest = false) {
  const [focused, setFocused] = useState<string | null>(null);
  const stop = focused ?? rest;
  const rowProps = {
    onFocus: (e: FocusEvent<HTMLElement>) => {
      if (e.target instanceof HTMLButtonElement && e.target.value) setFocused(e.target.value);
    },
    onBlur: (e: FocusEvent<HTMLElement>) => {
      if (backToRest && !e.currentTarget.contains(e.relatedTarget)) setFocused(null);
    },
    onKeyDown: (e: KeyboardEvent<HTMLElement>) => {
      if (e.altKey || e.shiftKey || e.ctrlKey || e.metaKey) return;
      const buttons = Array.from(e.currentTarget.querySelectorAll<HTMLButtonElement>('button[value]:not(:disabled)'));
      const at = buttons.findIndex((b) => b === document.activeElement);
      const step = STEP[e.key];
      let next: number;
      if (e.key === 'Home') next = 0;
      else if (e.key === 'End') next = buttons.length - 1;
      else if (step !== undefined) next = (at + step + buttons.length) % buttons.length;
      else return;
      e.preventDefault();
      buttons[next]?.focus();
    },
  };
  return { rowProps, tabIndex: (value: string) => (value === stop ? 0 : -1) };
}
