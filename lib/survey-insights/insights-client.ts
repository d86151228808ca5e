import { withIdToken } from '@/lib/team/id-token';
import type { InsightsFilter, SurveyInsights } from './types';

/** Why the insights did not arrive: a refusal (403: the role no longer reads the survey) or anything else. */
export class InsightsRequestError extends Error {
  constructor(readonly status: number) {
    super(`Survey insights: ${status}`);
    this.name = 'InsightsRequestError';
  }
}

/** The query of a filter, without the parts left empty. */
export const insightsQuery = (filter: InsightsFilter) =>
  new URLSearchParams(Object.entries(filter).filter(([, value]) => value !== '')).toString();

/** The survey's answers counted by the server, as the signed-in member (their ID token) may see them. */
export async function fetchSurveyInsights(idToken: string, filter: InsightsFilter): Promise<SurveyInsights> {
  const query = insightsQuery(filter);
  const response = await fetch(`/api/team/survey-insights${query ? `?${query}` : ''}`, withIdToken(idToken));
  const body = (await response.json().catch(() => null)) as { ok?: boolean; insights?: SurveyInsights } | null;
  if (!response.ok || !body?.ok || !body.insights) throw new InsightsRequestError(response.status);
  return body.insights;
}
