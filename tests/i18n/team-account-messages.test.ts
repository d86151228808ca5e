// @vitest-environment node
import { describe, expect, it } from 'vitest';
import en from '@/lib/i18n/messages/en.json';
import hi from '@/lib/i18n/messages/hi.json';
import { LOGIN_MESSAGES } from '@/lib/team/auth';

type Catalog = { [key: string]: string | Catalog };
const at = (catalog: Catalog, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Catalog | undefined)?.[key], catalog);

/** The messages of invitation codes, sessions that end, and passwords of one's own. */
const KEYS = [
  'Admin.errors.needsInvitation',
  'Admin.passwordHint',
  'Admin.sessionEnded',
  'Admin.sessionNote',
  'Admin.choosePassword.intro',
  'Admin.choosePassword.errors.invalidTicket',
  'Admin.choosePassword.errors.alreadyChosen',
  'Admin.passwordRules.rules',
  'Admin.passwordRules.errors.tooShort',
  'Admin.passwordRules.errors.tooLong',
  'Admin.passwordRules.errors.tooCommon',
  'Admin.passwordRules.errors.containsPhone',
  'Admin.passwordRules.errors.containsName',
  'Admin.passwordRules.errors.containsMemberId',
  'Admin.passwordRules.errors.mismatch',
  'Admin.passwordRules.strength.label',
  'Admin.account.title',
  'Admin.account.intro',
  'Admin.account.currentPassword',
  'Admin.account.newPassword',
  'Admin.account.confirmPassword',
  'Admin.account.save',
  'Admin.account.saving',
  'Admin.account.done',
  'Admin.account.errors.wrongCurrent',
  'Admin.account.errors.sameAsCurrent',
  'Admin.account.errors.sessionEnded',
  'Admin.account.errors.tooManyAttempts',
  'Admin.account.errors.failed',
  'Admin.teamPanel.intro',
  'Admin.teamPanel.reset',
  'Admin.teamPanel.done',
  'Admin.teamPanel.codeNote',
  'Admin.teamPanel.copy',
  'Admin.teamPanel.copied',
];

describe('the team account messages', () => {
  it.each(KEYS)('%s is in English and in Hindi, translated', (key) => {
    const english = at(en as Catalog, key);
    const hindi = at(hi as Catalog, key);
    expect(typeof english, key).toBe('string');
    expect(typeof hindi, key).toBe('string');
    expect(String(hindi).trim()).not.toBe('');
    expect(hindi).not.toBe(english);
    // Hindi is written in Devanagari.
    expect(String(hindi)).toMatch(/[\u0900-\u097F]/);
  });

  it('state the session limits and the code’s hours through placeholders, in both languages', () => {
    for (const catalog of [en, hi]) {
      expect(catalog.Admin.sessionNote).toContain('{idleMinutes}');
      expect(catalog.Admin.sessionNote).toContain('{absoluteHours}');
      expect(catalog.Admin.teamPanel.intro).toContain('{hours}');
      expect(catalog.Admin.teamPanel.codeNote).toContain('{hours}');
    }
  });

  it('say on the server what the page says to a member without a password', () => {
    expect(en.Admin.errors.needsInvitation).toBe(LOGIN_MESSAGES.needsInvitation);
  });

  it('no longer tell anyone to sign in with their WhatsApp number', () => {
    for (const catalog of [en, hi]) {
      expect(JSON.stringify(catalog.Admin)).not.toMatch(/WhatsApp number|व्हाट्सऐप नंबर से लॉग/);
      expect(at(catalog as Catalog, 'Admin.choosePassword.errors.isMemberId')).toBeUndefined();
    }
  });
});
