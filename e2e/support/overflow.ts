/**
 * The layout checks the specs run inside the page (pass findOverflow to page.evaluate). Everything
 * it uses is defined inside it, since Playwright sends the function's source to the browser.
 */
export interface OverflowCheck {
  /** Looks inside the first element this matches; the whole body when none does. */
  root: string;
  /** The elements measured. */
  selector: string;
  /**
   * 'fits': nothing sticks out of the page or out of its own box (scrollers aside); text cut on
   * purpose with an ellipsis is let be. 'cut': no text is cut off: not by its own box (overflow
   * hidden or clip, an ellipsis, a fixed height), not by its nearest clipping ancestor, and no
   * field label runs into its field or over the field's border.
   */
  mode: 'fits' | 'cut';
}

/** Elements the 'fits' check measures: everything that holds interface text or a box of its own. */
export const LAYOUT_SELECTOR =
  'a, button, [role="tab"], [role="menuitem"], [role="option"], label, legend, h1, h2, h3, h4, p, li, dt, dd, ' +
  '.MuiChip-root, .MuiInputBase-root, .MuiToolbar-root, .MuiAlert-root, .MuiDrawer-paper';

/** Elements the 'cut' check measures: the text a reader needs to fill in and send a form. */
export const TEXT_SELECTOR =
  'label, legend, button, h1, h2, h3, h4, h5, h6, .MuiFormHelperText-root, .MuiInputLabel-root, ' +
  '.MuiFormControlLabel-label, .MuiAlert-message, [role="alert"]';

/** Runs in the page: a readable line for each visible element that breaks the check. */
export function findOverflow({ root: rootSelector, selector, mode }: OverflowCheck): string[] {
  const root = document.querySelector(rootSelector) ?? document.body;
  const viewport = document.documentElement.clientWidth;
  const found: string[] = [];
  const name = (el: Element) =>
    `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
  const where = (el: Element) =>
    `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : typeof el.className === 'string' && el.className ? `.${el.className.split(' ')[0]}` : ''}`;
  const size = (w: number, h: number) => `${Math.round(w)}×${Math.round(h)}px`;
  const clips = (overflow: string) => overflow === 'hidden' || overflow === 'clip';
  /** The padding box: what an element with overflow hidden shows of its content. */
  const paddingBox = (el: Element) => {
    const r = el.getBoundingClientRect();
    const left = r.left + el.clientLeft;
    const top = r.top + el.clientTop;
    return { left, top, right: left + el.clientWidth, bottom: top + el.clientHeight };
  };
  const contentBox = (el: Element) => {
    const r = el.getBoundingClientRect();
    const s = getComputedStyle(el);
    const n = (v: string) => parseFloat(v) || 0;
    return {
      left: r.left + n(s.borderLeftWidth) + n(s.paddingLeft),
      top: r.top + n(s.borderTopWidth) + n(s.paddingTop),
      right: r.right - n(s.borderRightWidth) - n(s.paddingRight),
      bottom: r.bottom - n(s.borderBottomWidth) - n(s.paddingBottom),
    };
  };
  type Box = { left: number; top: number; right: number; bottom: number };
  const overlaps = (a: Box, b: Box) =>
    a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
  const inside = (a: Box, b: Box) =>
    a.left >= b.left - 1 && a.right <= b.right + 1 && a.top >= b.top - 1 && a.bottom <= b.bottom + 1;

  if (mode === 'fits' && document.documentElement.scrollWidth > viewport) {
    found.push(`page is ${document.documentElement.scrollWidth}px wide`);
  }
  for (const el of Array.from(root.querySelectorAll(selector))) {
    if (!(el instanceof HTMLElement)) continue;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || el.closest('.visually-hidden, [aria-hidden="true"], .skip-link')) continue;
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    const ellipsis = style.textOverflow === 'ellipsis';

    if (mode === 'fits') {
      // Inline boxes have no scroll size; an ellipsis is a deliberate cut.
      if (style.display === 'inline' || ellipsis) continue;
      const inScroller = el.closest('.MuiTabs-scroller, [data-tab-scroller]') !== null;
      if (!inScroller && (box.right > viewport + 1 || box.left < -1)) found.push(`${name(el)} sticks out of the page`);
      if (el.scrollWidth > el.clientWidth + 1 && !['auto', 'scroll'].includes(style.overflowX)) {
        found.push(`${name(el)} is ${el.scrollWidth}px inside ${el.clientWidth}px`);
      }
      if (style.overflowY === 'hidden' && el.scrollHeight > el.clientHeight + 1) {
        found.push(`${name(el)} is cut at the bottom (${el.scrollHeight}px in ${el.clientHeight}px)`);
      }
      continue;
    }

    // 'cut': only elements that show text.
    if (!(el.textContent ?? '').trim()) continue;
    const range = document.createRange();
    range.selectNodeContents(el);
    const text = range.getBoundingClientRect();

    // 1. Cut by its own box.
    const cutBy = [
      clips(style.overflowX) && `overflow-x: ${style.overflowX}`,
      clips(style.overflowY) && `overflow-y: ${style.overflowY}`,
      ellipsis && 'text-overflow: ellipsis',
    ].filter(Boolean);
    const ownBox = el.clientWidth || el.clientHeight;
    if (ownBox && cutBy.length && (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)) {
      found.push(
        `${name(el)} is cut off: ${size(el.scrollWidth, el.scrollHeight)} of text in a ` +
          `${size(el.clientWidth, el.clientHeight)} box (${cutBy.join(', ')})`,
      );
      continue;
    }

    // 2. Cut by the nearest ancestor that clips, on each axis. Positioned boxes escape the
    // clipping of ancestors below their containing block.
    let needX = true;
    let needY = true;
    let position = style.position;
    for (let a = el.parentElement; a && (needX || needY); a = a.parentElement) {
      const s = getComputedStyle(a);
      const contains =
        position === 'fixed'
          ? s.transform !== 'none'
          : position === 'absolute'
            ? s.position !== 'static' || s.transform !== 'none'
            : true;
      if (!contains) continue;
      position = s.position;
      const clipX = needX && clips(s.overflowX);
      const clipY = needY && clips(s.overflowY);
      if (!clipX && !clipY) continue;
      const shown = paddingBox(a);
      const outX = clipX && (text.left < shown.left - 1 || text.right > shown.right + 1);
      const outY = clipY && (text.top < shown.top - 1 || text.bottom > shown.bottom + 1);
      if (outX || outY) {
        found.push(
          `${name(el)} is cut off by ${where(a)} ` +
            `(overflow ${s.overflowX}/${s.overflowY}): text ${size(text.width, text.height)} at ` +
            `(${Math.round(text.left)}, ${Math.round(text.top)}), shown area ` +
            `${size(shown.right - shown.left, shown.bottom - shown.top)} at (${Math.round(shown.left)}, ${Math.round(shown.top)})`,
        );
        needX = needY = false;
      }
      if (clipX) needX = false;
      if (clipY) needY = false;
    }

    // 3. A field label must stay clear of what is typed, and of the field's border.
    if (el.classList.contains('MuiInputLabel-root')) {
      const field = el.closest('.MuiFormControl-root')?.querySelector('.MuiInputBase-root');
      const input = field?.querySelector('.MuiInputBase-input');
      if (field && input) {
        const floating = style.position === 'absolute';
        const shrunk = el.getAttribute('data-shrink') === 'true';
        if (floating && shrunk && overlaps(text, contentBox(input))) {
          found.push(`${name(el)} (${size(text.width, text.height)}) runs into the field's text`);
        } else if (floating && !shrunk && !inside(text, field.getBoundingClientRect())) {
          found.push(`${name(el)} (${size(text.width, text.height)}) spills over the field's border`);
        } else if (!floating && overlaps(text, field.getBoundingClientRect())) {
          found.push(`${name(el)} (${size(text.width, text.height)}) overlaps the field`);
        }
      }
    }
  }
  return found;
}
