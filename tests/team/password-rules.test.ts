// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
import { COMMON_PASSWORDS_REFUSED, isCommonPassword, serverPasswordProblem } from '@/lib/team/common-passwords';
import { passwordProblem } from '@/lib/team/password-rules';

const priya = { memberId: 'RYF001', name: 'Priya Kumari', phone: '9471203318' };

describe('a password containing what others know of the member', () => {
  it.each([
    ['MyPriyaKumari#2026', 'containsName'],
    ['my-priya-2026-season', 'containsName'],
    ['KUMARI-rain-2026', 'containsName'],
    ['Mango-ryf001-Season', 'containsMemberId'],
    ['x-RYF001-x-long', 'containsMemberId'],
    ['call 9471203318 now', 'containsPhone'],
    ['+91 94712-03318 pw', 'containsPhone'],
    ['Mango-Season-2026', null],
  ] as const)('%s → %s', (password, problem) => {
    expect(passwordProblem(password, priya)).toBe(problem);
  });

  it('ignores parts of a name too short to be telling (initials, "Md")', () => {
    const member = { memberId: 'RYF050', name: 'Md A. Rahman' };
    expect(passwordProblem('Md-mango-season-26', member)).toBeNull();
    expect(passwordProblem('rahman-mango-season', member)).toBe('containsName');
  });

  it('in the browser, knows the name and ID only: the number is the server’s to check', () => {
    expect(passwordProblem('call 9471203318 now', { memberId: 'RYF001', name: 'Priya Kumari' })).toBeNull();
  });
});

describe('the common passwords', () => {
  it('are the 10,000 most common', () => {
    expect(COMMON_PASSWORDS_REFUSED).toBe(10_000);
  });

  it.each(['password12', 'qwertyuiop', 'PASSWORD12', '1234567890', 'iloveyou'])('%s is common', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each(['Mango-Season-2026', 'litchi river sasaram'])('%s is not', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });

  it('the server refuses a common password of the right length as tooCommon, after the other rules', () => {
    expect(serverPasswordProblem('password12', priya)).toBe('tooCommon');
    expect(serverPasswordProblem('qwertyuiop', priya)).toBe('tooCommon');
    // Too short is said first: the member learns the rule they can see.
    expect(serverPasswordProblem('password', priya)).toBe('tooShort');
    expect(serverPasswordProblem('Mango-Season-2026', priya)).toBeNull();
  });
});
