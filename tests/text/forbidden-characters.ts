/** Every character XML 1.0 forbids or discourages in text, except tab, line feed and carriage return. */
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCharCode(from + i));

export const forbiddenCharacters: readonly string[] = [
  ...range(0x00, 0x1f).filter((c) => !['\t', '\n', '\r'].includes(c)),
  ...range(0x7f, 0x9f),
  // Lone surrogates, the first and last of each half; low before high, so that joined they pair with nothing.
  '\udc00',
  '\udfff',
  '\ud800',
  '\udbff',
  '\ufffe',
  '\uffff',
];
