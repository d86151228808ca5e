'use client';

import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { SiteIcon } from '@/components/icons/site-icon';
import styles from './category-tabs.module.css';
import { useRovingFocus } from './use-roving-focus';

export interface CategoryTab {
  value: string;
  label: string;
  disabled?: boolean;
  /** Shown before the label, e.g. a star for a preferred category. */
  icon?: ReactNode;
}

interface Edges {
  /** Whether there is more to scroll to before and after what is shown. */
  before: boolean;
  after: boolean;
  /** Where the selected tab is in the scrolled row, for the line under it; 0 wide until measured. */
  left: number;
  width: number;
}

const UNMEASURED: Edges = { before: false, after: false, left: 0, width: 0 };
/** The id of a tab, for the panel it controls to be labelled by the selected one. */
export const categoryTabId = (panelId: string, value: string) => `${panelId}-tab-${value}`;

const same = (a: Edges, b: Edges) =>
  a.before === b.before && a.after === b.after && a.left === b.left && a.width === b.width;

/**
 * MUI's scrollable Tabs as the reader uses them (a tablist with the selected tab underlined, one
 * tab stop and the arrow keys between tabs, scroll arrows when the tabs overflow), from plain
 * buttons and a CSS module: MUI's Tabs bring about 7 KiB gzip to the page, and each of its tabs is
 * a ButtonBase whose Emotion styles and ripple are rendered and hydrated (docs/decisions/styles.md).
 */
export function CategoryTabs({
  label,
  value,
  tabs,
  panelId,
  onChange,
}: {
  label: string;
  value: string;
  tabs: CategoryTab[];
  /** The one tabpanel every tab controls: it shows the selected tab's articles. */
  panelId: string;
  onChange: (value: string) => void;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState(UNMEASURED);
  const { rowProps, tabIndex } = useRovingFocus(value, true);

  const measure = useCallback(() => {
    const box = scroller.current;
    if (!box) return;
    const tab = box.querySelector<HTMLElement>('[aria-selected="true"]');
    const next = {
      before: box.scrollLeft > 1,
      after: box.scrollLeft + box.clientWidth < box.scrollWidth - 1,
      left: tab?.offsetLeft ?? 0,
      width: tab?.offsetWidth ?? 0,
    };
    setEdges((current) => (same(current, next) ? current : next));
  }, []);
  // The resize observer's first report measures the row, as part of the browser's own layout; until
  // it has, nothing here reads the layout, which would force one while a slow phone hydrates the page.
  const observed = useRef(typeof ResizeObserver === 'undefined');
  useEffect(() => {
    const box = scroller.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      observed.current = true;
      measure();
    });
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, [measure]);
  // Measured again when what the row shows changes: another tab selected, a tab renamed, starred or
  // disabled. Not after every render: the reader renders often, and each measure reads the layout.
  const shown = [value, ...tabs.map((tab) => `${tab.value}:${tab.label}:${tab.disabled ? 0 : 1}:${tab.icon ? 1 : 0}`)];
  const shownKey = shown.join('|');
  useEffect(() => {
    if (observed.current) measure();
  }, [shownKey, measure]);
  const overflowing = edges.before || edges.after;

  // The selected tab is scrolled into sight, also when it was picked elsewhere (the address), and
  // again once the arrows take their room: smoothly when the reader picks another, else at once.
  const scrolledTo = useRef(value);
  useEffect(() => {
    const box = scroller.current;
    const tab = box?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!box || !tab || !observed.current) return;
    const left = Math.min(tab.offsetLeft, Math.max(box.scrollLeft, tab.offsetLeft + tab.offsetWidth - box.clientWidth));
    box.scrollTo?.({ left, behavior: scrolledTo.current === value ? 'instant' : 'smooth' });
    scrolledTo.current = value;
  }, [value, overflowing]);

  const scrollBy = (direction: number) =>
    scroller.current?.scrollBy?.({ left: direction * scroller.current.clientWidth, behavior: 'smooth' });
  // As MUI's: for a pointer only (the keyboard scrolls by moving between tabs); the arrow at an
  // end keeps its room but fades, so the tabs do not jump as it comes and goes.
  const arrow = (direction: number, on: boolean) => (
    <div
      aria-hidden="true"
      className={`${styles.scrollArrow}${on ? '' : ` ${styles.off}`}`}
      onClick={() => scrollBy(direction)}
    >
      <SiteIcon name={direction < 0 ? 'chevronLeft' : 'chevronRight'} size="small" />
    </div>
  );
  return (
    <div className={styles.tabs}>
      {overflowing && arrow(-1, edges.before)}
      <div
        ref={scroller}
        className={`${styles.scroller}${edges.width ? '' : ` ${styles.unmeasured}`}`}
        onScroll={measure}
        data-tab-scroller
      >
        <div role="tablist" aria-label={label} className={styles.list} {...rowProps}>
          {tabs.map((tab) => (
            <button
              key={tab.value}
              type="button"
              role="tab"
              id={categoryTabId(panelId, tab.value)}
              aria-controls={panelId}
              value={tab.value}
              aria-selected={tab.value === value}
              tabIndex={tabIndex(tab.value)}
              disabled={tab.disabled}
              onClick={() => tab.value !== value && onChange(tab.value)}
              className={`${styles.tab}${tab.icon ? ` ${styles.withIcon}` : ''}`}
            >
              {tab.icon}
              {tab.label}
            </button>
          ))}
        </div>
        {edges.width > 0 && <span className={styles.indicator} style={{ left: edges.left, width: edges.width }} />}
      </div>
      {overflowing && arrow(1, edges.after)}
    </div>
  );
}
