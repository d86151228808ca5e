import type { ReactNode } from 'react';
import styles from './reader-tool.module.css';

/** A tool's class: its 44 px target and spacing (the toggles add their own look, tool-toggle.tsx). */
export const toolClass = styles.tool;

/**
 * The class of a tool that is a plain button (search, alerts), looking like the toggles beside it;
 * search open looks like a toggle that is on.
 */
export const actionToolClass = (on = false) => (on ? styles.actionOn : styles.action);

/** The width from which the tools show their names in words (MUI's sm, as in the module); below it they are icons with a hint. */
export const TOOL_NAMES_FROM = 'sm';

/**
 * A tool's name. It is the button's accessible name at every width; on a phone it is hidden from
 * sight (the icon and its hint stand for it there), so the toolbar fits one row.
 */
export function ToolLabel({ children }: { children: ReactNode }) {
  return <span className={styles.label}>{children}</span>;
}
