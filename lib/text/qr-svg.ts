import { create } from 'qrcode';
import { oneLineWithoutForbiddenCharacters } from '@/lib/text/xml-characters';

/**
 * A QR code in SVG, made on the server: the page carries the code itself, with no script and no
 * request to a QR service that would learn who looks at what.
 *
 * The `qrcode` package finds the modules (version, error correction, mask); the drawing is ours, so
 * that the SVG has a title, no width or height of its own (the page sizes it; the viewBox keeps it
 * square) and nothing it loads from elsewhere.
 */

/**
 * The margin of light modules around the code. The QR standard asks for 4; scanners find the code
 * by its contrast with this margin, and a page's own background (dark mode) must not touch it.
 */
export const QUIET_ZONE_MODULES = 4;

/**
 * Medium error correction (about 15% of the code can be unreadable): a screen shows the code sharp,
 * and a higher level makes the modules smaller for the same link, which a cheap phone camera held
 * at arm's length reads worse.
 */
const ERROR_CORRECTION = 'M';

const escapeXml = (text: string) =>
  oneLineWithoutForbiddenCharacters(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/**
 * The SVG of `text`'s QR code. `title` names it for screen readers (the page's language, e.g.
 * "QR code: pay ₹500 to Rohtas Yuva Foundation by UPI"). It is required: without it a screen
 * reader announces an unnamed picture where the payment or the address should be.
 */
export function qrSvg(text: string, title: string): string {
  const name = escapeXml(title).trim();
  if (name.length === 0) throw new Error('A QR code needs a title');

  const { modules } = create(text, { errorCorrectionLevel: ERROR_CORRECTION });
  const side = modules.size + 2 * QUIET_ZONE_MODULES;
  // One rectangle per run of dark modules in a row: a few hundred path commands instead of thousands.
  const runs: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    let start = -1;
    for (let column = 0; column <= modules.size; column += 1) {
      const dark = column < modules.size && modules.get(row, column) !== 0;
      if (dark && start < 0) start = column;
      if (!dark && start >= 0) {
        runs.push(`M${start + QUIET_ZONE_MODULES} ${row + QUIET_ZONE_MODULES}h${column - start}v1h-${column - start}z`);
        start = -1;
      }
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" role="img" shape-rendering="crispEdges">` +
    `<title>${name}</title>` +
    `<rect width="${side}" height="${side}" fill="#fff"/>` +
    `<path fill="#000" d="${runs.join('')}"/>` +
    `</svg>`
  );
}
