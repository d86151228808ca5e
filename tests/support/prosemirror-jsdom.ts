/**
 * What ProseMirror (under Tiptap) asks of the browser and jsdom does not lay out: the boxes of a
 * range of text, to scroll the cursor into view, and the element at a point. Empty boxes are
 * enough for a test that drives the editor through its toolbar and typed text.
 * Import it in a test file that renders the writing box.
 */
const noBox = (): DOMRect => new DOMRect(0, 0, 0, 0);
const noBoxes = (): DOMRectList => Object.assign([], { item: () => null }) as unknown as DOMRectList;

Range.prototype.getBoundingClientRect ??= noBox;
Range.prototype.getClientRects ??= noBoxes;
document.elementFromPoint ??= () => null;
