import Box from '@mui/material/Box';
import { HONEYPOT_FIELD } from '@/lib/forms/submission';

/**
 * The field people never see and simple bots fill in (HONEYPOT_FIELD): off screen and hidden from
 * assistive technology, out of the tab order.
 */
export function HoneypotField({ label }: { label: string }) {
  return (
    <Box aria-hidden="true" sx={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}>
      <label>
        {label}
        <input name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </Box>
  );
}
