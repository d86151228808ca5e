/** UTF-16BE in hex, as PDF strings and CMaps write text. */
export function utf16Hex(text: string): string {
  let hex = '';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase();
  return hex;
}

/** A CID as the two-byte code an Identity-H font shows it with. */
export function cidHex(cid: number): string {
  return cid.toString(16).padStart(4, '0').toUpperCase();
}

/**
 * The ToUnicode CMap: each CID's text. All a reader needs where the glyphs spell their run, and
 * what readers without ActualText fall back to where they do not.
 */
export function toUnicodeCMap(texts: ReadonlyMap<number, string>): string {
  const entries = [...texts].sort(([a], [b]) => a - b).map(([cid, text]) => `<${cidHex(cid)}> <${utf16Hex(text)}>`);
  const blocks: string[] = [];
  // A bfchar block holds at most 100 entries.
  for (let i = 0; i < entries.length; i += 100) {
    const block = entries.slice(i, i + 100);
    blocks.push(`${block.length} beginbfchar\n${block.join('\n')}\nendbfchar`);
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <FFFF>',
    'endcodespacerange',
    ...blocks,
    'endcmap',
    'CMapName currentdict /CMapResource defineresource pop',
    'end',
    'end',
  ].join('\n');
}
