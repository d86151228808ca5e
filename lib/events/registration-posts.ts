import 'server-only';
import { HONEYPOT_FIELD } from '@/lib/forms/submission';
import { postedText } from '@/lib/forms/form-data-values';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { isSlug } from '@/lib/posts/limits';
import type { CancellationProblem, RegistrationAnswer } from './registration-answers';
import { checkRegistration, registrationValuesFrom } from './registration-check';
import { isRegistrationToken } from './registration-address';
import { registrationPath, registrationToken } from './registration-link';
import type { Promotion, Registrations } from './registrations';

/**
 * The registration pages' posts, answered the same with or without scripts
 * (lib/events/registration-actions.ts hands them the limits and services).
 */

export interface RegistrationPostDeps {
  registrations: Pick<Registrations, 'register'>;
  /** The stored id of a device's alert token (lib/push), for a person who asked for a reminder. */
  subscriptionIdOf: (token: string) => string;
  /** Whether `slug` is a published event in some language (a form kept from before may be stale). */
  isPublishedEvent: (slug: string) => Promise<boolean>;
  noticeVersion: string;
  log?: (message: string, detail: unknown) => void;
}

/** A device's alert token as the browser's push service makes it (FCM's, or the demo's local one). */
const ALERT_TOKEN = /^[A-Za-z0-9_:.-]{1,4096}$/;

/** Where the post came from: the event and the page's language, as the form carries them. */
export function postedEvent(data: FormData): { slug: string; locale: Locale } | null {
  const slug = postedText(data.get('slug'));
  const locale = postedText(data.get('locale'));
  return isSlug(slug) && isLocale(locale) ? { slug, locale } : null;
}

/** The registration form: checked, taken once, answered with the registration's page or the form again. */
export async function answerRegistrationPost(
  data: FormData,
  deps: RegistrationPostDeps,
): Promise<{ kind: 'registered'; path: string } | RegistrationAnswer> {
  const values = registrationValuesFrom(data);
  const event = postedEvent(data);
  // A filled hidden field means a bot: nothing is taken.
  if (!event || postedText(data.get(HONEYPOT_FIELD))) return { values, errors: {}, problem: 'failed' };
  const checked = checkRegistration(values);
  if (!checked.ok) return { values, errors: checked.errors };
  try {
    if (!(await deps.isPublishedEvent(event.slug))) return { values, errors: {}, problem: 'notOpen' };
    const token = registrationToken(values.submissionId, event.slug, checked.registrant);
    const alertToken = postedText(data.get('alertToken'));
    const outcome = await deps.registrations.register(event.slug, token, {
      registrant: checked.registrant,
      locale: event.locale,
      noticeVersion: deps.noticeVersion,
      ...(ALERT_TOKEN.test(alertToken) ? { alerts: deps.subscriptionIdOf(alertToken) } : {}),
    });
    if (outcome.kind === 'refused') return { values, errors: {}, problem: outcome.reason };
    return { kind: 'registered', path: registrationPath(event.locale, event.slug, token) };
  } catch (error) {
    (deps.log ?? console.error)('Registration not taken', error instanceof Error ? error.message : error);
    return { values, errors: {}, problem: 'failed' };
  }
}

export interface CancellationPostDeps {
  registrations: Pick<Registrations, 'cancel'>;
  /** When the event begins (ms): after that a place is no longer given back here. */
  eventStartsAt: (slug: string) => Promise<number | null>;
  /** Tells the people who got a place from the waitlist; never holds up the answer. */
  tellPromoted?: (slug: string, promoted: readonly Promotion[]) => void;
  now?: () => number;
  log?: (message: string, detail: unknown) => void;
}

/** A person cancels from their registration's page: answered with that page again, or why not. */
export async function answerCancellationPost(
  data: FormData,
  deps: CancellationPostDeps,
): Promise<{ kind: 'cancelled'; path: string } | { kind: 'notFound' } | { problem: CancellationProblem }> {
  const event = postedEvent(data);
  const token = postedText(data.get('token'));
  if (!event || !isRegistrationToken(token)) return { kind: 'notFound' };
  try {
    const startsAt = await deps.eventStartsAt(event.slug);
    if (startsAt !== null && (deps.now ?? Date.now)() >= startsAt) return { problem: 'cancelTooLate' };
    const { registration, promoted } = await deps.registrations.cancel(event.slug, token);
    if (!registration) return { kind: 'notFound' };
    if (promoted.length > 0) deps.tellPromoted?.(event.slug, promoted);
    return { kind: 'cancelled', path: registrationPath(event.locale, event.slug, token) };
  } catch (error) {
    (deps.log ?? console.error)('Registration not cancelled', error instanceof Error ? error.message : error);
    return { problem: 'cancelFailed' };
  }
}
