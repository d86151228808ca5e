import 'server-only';
import { adminDatabase, withDatabaseTimeout } from '@/lib/firebase/admin';
import { FORM_NODES } from '@/lib/forms/options';
import { surveyInsights } from './aggregate';
import { indianDayBounds } from './india-days';
import type { InsightsFilter, SurveyInsights } from './types';

const NODE = FORM_NODES.survey;

/**
 * The survey's answers counted on the server, which alone reads them whole (the survey may be
 * kept in a project of its own). Only the filter's days are read, through the createdAt index.
 */
export async function readSurveyInsights(filter: InsightsFilter): Promise<SurveyInsights> {
  const db = await adminDatabase('survey');
  let query = db.ref(NODE).orderByChild('createdAt');
  if (filter.from) query = query.startAt(indianDayBounds(filter.from).start);
  if (filter.to) query = query.endAt(indianDayBounds(filter.to).end);
  const snapshot = await withDatabaseTimeout(query.once('value'), NODE);
  return surveyInsights(snapshot.val() as unknown, filter);
}
