import type { RegistrationErrors, RegistrationValues } from './registration-fields';
import type { RegistrationRefusal } from './roster';

/** Why a registration was not taken, as the form says it (Registration.refusals). */
export type RegistrationProblem = RegistrationRefusal | 'notOpen' | 'tooMany' | 'failed';

/**
 * The registration form's answer when it comes back to the form: what was typed, a message beside
 * each wrong field, or why the registration was not taken. A registration taken is no answer: the
 * person is sent to their registration's own page.
 */
export interface RegistrationAnswer {
  values: RegistrationValues;
  errors: RegistrationErrors;
  problem?: RegistrationProblem;
}

/** Why a cancellation did not go through (Registration.yours). */
export type CancellationProblem = 'cancelTooLate' | 'cancelFailed';
