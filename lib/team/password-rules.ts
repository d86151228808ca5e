/**
 * What a member's own password must be, checked in the browser (to say so at once, as far as it
 * knows the member) and on the server (which alone decides, and also refuses the most common
 * passwords: lib/team/common-passwords.ts). The WhatsApp number is known to colleagues, families
 * and groups, the name to everyone, and the member ID is printed on lists: a password with any of
 * them in it is no secret.
 */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordProblem =
  'tooShort' | 'tooLong' | 'tooCommon' | 'containsPhone' | 'containsName' | 'containsMemberId';

/** Parts of a name shorter than this (initials, "Md") are in too many passwords to refuse them. */
const NAME_PART_MIN_LENGTH = 3;

/** How a route answers a password the rules refuse: the request's fault, to be typed again. */
export const PASSWORD_PROBLEM_STATUS: Record<PasswordProblem, 400> = {
  tooShort: 400,
  tooLong: 400,
  tooCommon: 400,
  containsPhone: 400,
  containsName: 400,
  containsMemberId: 400,
};

/** Every problem the rules can name: what a client accepts as a route's answer. */
export const PASSWORD_PROBLEMS = Object.keys(PASSWORD_PROBLEM_STATUS) as PasswordProblem[];

const digitsOf = (text: string) => text.replace(/\D/g, '');
const folded = (text: string) => text.normalize('NFC').toLowerCase();

export interface PasswordOwner {
  memberId: string;
  /** Unknown in the browser before the first sign-in: the server checks it. */
  phone?: string;
  name?: string;
}

/** The first rule the password breaks, or null when it may be chosen (short of the common list). */
export function passwordProblem(password: string, member: PasswordOwner): PasswordProblem | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (password.length > PASSWORD_MAX_LENGTH) return 'tooLong';
  const typed = folded(password);
  const memberId = folded(member.memberId.trim());
  if (memberId && typed.includes(memberId)) return 'containsMemberId';
  // The last ten digits are the number itself, with or without +91 in front; spaces or dashes
  // between the digits do not hide it.
  const phone = digitsOf(member.phone ?? '').slice(-10);
  if (phone.length >= 6 && (password.includes(phone) || digitsOf(password).includes(phone))) return 'containsPhone';
  const nameParts = folded(member.name ?? '')
    .split(/[\s.,'-]+/)
    .filter((part) => part.length >= NAME_PART_MIN_LENGTH);
  if (nameParts.some((part) => typed.includes(part))) return 'containsName';
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
