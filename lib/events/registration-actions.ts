'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { inBackground } from '@/lib/async/in-background';
import { routing } from '@/lib/i18n/routing';
import { EVENT_REGISTRATION_NOTICE } from '@/lib/privacy/notices';
import { countAddress } from '@/lib/rate-limit/limit-request';
import { isEventPost } from '@/lib/posts/home-notices';
import { eventStartsAt } from '@/lib/posts/event-time';
import { publishedPost } from '@/lib/posts/public-posts';
import type { CancellationProblem, RegistrationAnswer } from './registration-answers';
import { registrationValuesFrom } from './registration-check';
import { answerCancellationPost, answerRegistrationPost } from './registration-posts';
import { registrations } from './registration-store';
import { subscriptionIdOf } from '@/lib/push/subscription';
import { tellRegistrants } from './registration-alerts';

/*
 * The registration pages' forms, posted with or without scripts: React renders each form with one
 * of these as its action; without scripts the browser posts it and Next answers with a page. A
 * registration taken, or cancelled, goes to the registration's own page (a redirect, which is also
 * what makes a reload of that page harmless).
 */

const publishedEvent = async (slug: string) => {
  const post = await publishedPost(slug, routing.defaultLocale);
  return post && isEventPost(post) ? post : null;
};

export async function postRegistration(
  _previous: RegistrationAnswer | null,
  data: FormData,
): Promise<RegistrationAnswer> {
  if (!(await countAddress(await headers(), 'eventRegistration')).allowed) {
    return { values: registrationValuesFrom(data), errors: {}, problem: 'tooMany' };
  }
  const answer = await answerRegistrationPost(data, {
    registrations: registrations(),
    subscriptionIdOf,
    isPublishedEvent: async (slug) => (await publishedEvent(slug)) !== null,
    noticeVersion: EVENT_REGISTRATION_NOTICE.version,
  });
  if ('kind' in answer) redirect(answer.path);
  return answer;
}

export async function postCancellation(
  _previous: CancellationProblem | null,
  data: FormData,
): Promise<CancellationProblem | null> {
  if (!(await countAddress(await headers(), 'eventRegistration')).allowed) return 'cancelFailed';
  const answer = await answerCancellationPost(data, {
    registrations: registrations(),
    tellPromoted: (slug, promoted) =>
      inBackground(`Registrants of ${slug}: told`, () => tellRegistrants(slug, promoted, 'promoted')),
    eventStartsAt: async (slug) => {
      const post = await publishedEvent(slug);
      return post ? eventStartsAt(post.event) : null;
    },
  });
  if ('problem' in answer) return answer.problem;
  // A page kept from before, for a registration that is not there: the page says so itself.
  if (answer.kind === 'notFound') return 'cancelFailed';
  redirect(answer.path);
}
