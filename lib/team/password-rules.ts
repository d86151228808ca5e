/**
 * What a member's own password must be, checked in the browser (to say so at once) and on the
 * server (which alone decides). The WhatsApp number is known to colleagues, families and groups,
 * and the member ID is printed on lists: a password built from either is no secret.
 */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordProblem = 'tooShort' | 'tooLong' | 'containsPhone' | 'isMemberId';

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** The first rule the password breaks, or null when it may be chosen. */
export function passwordProblem(password: string, member: { memberId: string; phone: string }): PasswordProblem | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (password.length > PASSWORD_MAX_LENGTH) return 'tooLong';
  if (password.trim().toLowerCase() === member.memberId.trim().toLowerCase()) return 'isMemberId';
  // The last ten digits are the number itself, with or without +91 in front; spaces or dashes
  // between the digits do not hide it.
  const phone = digitsOf(member.phone).slice(-10);
  if (phone.length >= 6 && (password.includes(phone) || digitsOf(password).includes(phone))) return 'containsPhone';
  return null;
}

export type PasswordStrength = 'weak' | 'fair' | 'strong';

/**
 * A rough hint from length and the kinds of characters used (lower case, upper case, digits,
 * others, and any script beyond Latin, such as Devanagari): longer and more varied is harder to guess.
 */
export function passwordStrength(password: string): PasswordStrength {
  const kinds = [/[a-z]/, /[A-Z]/, /[0-9]/, /[!-/:-@[-`{-~ ]/, /[^ -~]/].filter((kind) => kind.test(password)).length;
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH || kinds < 2) return length >= 16 ? 'fair' : 'weak';
  if (length >= 16 || (length >= 12 && kinds >= 3)) return 'strong';
  return 'fair';
}
