import { test } from '@playwright/test';
import { ensureDemoEnrolled } from './support/team-accounts';
import { demoTeam } from './support/team';

/**
 * Every demo member chooses the e2e password once, before any spec signs in. Specs on two workers
 * racing to be the first to redeem a demo code sent wrong passwords while the winner was still
 * choosing (and an invitation code, once used, is a wrong password too): wrong guesses that
 * counted against the member, and past five of them every later sign-in as that member had to
 * wait, as a stranger's would. Signed in with the password alone, a demo member is never guessed
 * at by the suite; the specs that check wrong passwords use members of their own.
 */
test('the demo team has its e2e passwords', async () => {
  for (const member of Object.values(demoTeam)) await ensureDemoEnrolled(member);
});
