/** A cap no real UPI ID comes near, so that the pattern never reads an unbounded string. */
const VPA_MAX_LENGTH = 255;

/**
 * A UPI ID (virtual payment address), `name@handle`: the name is letters, digits, dots, hyphens and
 * underscores, starting with a letter or digit; the handle names the bank or app (okaxis, ybl) and
 * may have dotted parts (an account's `12345@SBIN0001234.ifsc.npci`). Exactly one @, no spaces.
 */
const VPA_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*@[A-Za-z][A-Za-z0-9]*(?:\.[A-Za-z][A-Za-z0-9]*)*$/;

export const isVpa = (value: string): boolean => value.length <= VPA_MAX_LENGTH && VPA_PATTERN.test(value);
