import 'server-only';
import { dictionary } from '@zxcvbn-ts/language-common';
import { passwordProblem, type PasswordOwner, type PasswordProblem } from './password-rules';

/**
 * How many of the most common passwords are refused. zxcvbn-ts keeps its list ranked by how often
 * each password turned up in leaked sets, most common first; a guesser tries them in that order.
 */
export const COMMON_PASSWORDS_REFUSED = 10_000;

let common: Set<string> | null = null;
const commonPasswords = () => (common ??= new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORDS_REFUSED)));

/** Whether the password (in any case) is one of the most common ones. */
export const isCommonPassword = (password: string) => commonPasswords().has(password.normalize('NFC').toLowerCase());

/** Every rule, the common list included: what the server holds a new password to. */
export const serverPasswordProblem = (password: string, member: PasswordOwner): PasswordProblem | null =>
  passwordProblem(password, member) ?? (isCommonPassword(password) ? 'tooCommon' : null);
