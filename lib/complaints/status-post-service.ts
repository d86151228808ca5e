import 'server-only';
import { statusRequestOf, statusValuesFromFormData, type StatusPostAnswer } from './status-post';
import { invalidStatusField, statusRequestSchema } from './status-request';
import type { StatusLookupInput, StatusLookupResult } from './status-lookup';

/**
 * The status form posted without scripts: checked with the same schema and looked up by the same
 * service as POST /api/complaints/status, answered with what the page shows.
 */
export async function answerStatusPost(
  data: FormData,
  address: string,
  lookup: (input: StatusLookupInput) => Promise<StatusLookupResult>,
): Promise<StatusPostAnswer> {
  const typed = statusValuesFromFormData(data);
  const request = statusRequestOf(typed);
  if (!statusRequestSchema.safeParse(request).success) {
    return { typed, problem: { kind: 'invalid', field: invalidStatusField(request) } };
  }
  const result = await lookup({ ...request, address });
  if (result.ok) return { typed, found: { status: result.status, changedAt: result.changedAt } };
  if (result.code === 'tooManyAttempts') {
    return { typed, problem: { kind: 'tooManyAttempts', minutes: result.retryAfterMinutes } };
  }
  return { typed, problem: { kind: result.code } };
}
