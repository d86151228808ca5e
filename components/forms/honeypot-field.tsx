import { HONEYPOT_FIELD } from '@/lib/forms/submission';
import styles from './honeypot-field.module.css';

/**
 * The field people never see and simple bots fill in (HONEYPOT_FIELD): off screen and hidden from
 * assistive technology, out of the tab order.
 */
export function HoneypotField({ label }: { label: string }) {
  return (
    <div aria-hidden="true" className={styles.offScreen}>
      <label>
        {label}
        <input name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
