import type { Font, Glyph } from 'fontkit';

/**
 * The text a glyph stands for, for the PDF's ToUnicode map: what the font's cmap maps to it, else
 * its name read as Adobe's glyph naming rules read uniXXXX names, which is how Noto names its
 * conjuncts and signs (uni0930094D is र्, the reph; uni0915094D0937 is क्ष). Undefined when
 * neither says. Not glyph.codePoints, which fontkit fixes at the glyph's first use (fontkit.d.ts).
 */
export function glyphText(font: Font, glyph: Glyph): string | undefined {
  // A glyph several characters map to (space and no-break space): the lowest.
  const [mapped] = [...font.stringsForGlyph(glyph.id)].sort();
  return mapped ?? textOfName(glyph.name);
}

function textOfName(name: string): string | undefined {
  // uni0915_uni094D.alt: the part before the dot, its components joined by underscores.
  const components = (name.split('.')[0] ?? '').split('_');
  let text = '';
  for (const component of components) {
    const units = /^uni((?:[0-9A-F]{4})+)$/.exec(component)?.[1]?.match(/.{4}/g);
    const codePoint = /^u([0-9A-F]{4,6})$/.exec(component)?.[1];
    if (units) text += String.fromCharCode(...units.map((unit) => parseInt(unit, 16)));
    else if (codePoint) text += String.fromCodePoint(parseInt(codePoint, 16));
    else return undefined;
  }
  return text || undefined;
}
