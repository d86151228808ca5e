import { formatDate } from '@/lib/i18n/format';
import { surveyClosedAt } from '@/lib/privacy/retention-run/survey-closing';
import { RETENTION_RULES, type RetentionKind, type RetentionPeriod, type RetentionRule } from '@/lib/privacy/retention';
import { siteConfig } from '@/lib/site-config';

/** "3 years", "12 months", "1 year and 6 months". */
export function periodInEnglish({ years = 0, months = 0, days = 0 }: RetentionPeriod): string {
  const part = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;
  const parts = [
    ...(years ? [part(years, 'year')] : []),
    ...(months ? [part(months, 'month')] : []),
    ...(days ? [part(days, 'day')] : []),
  ];
  return parts.join(' and ') || 'no time';
}

const closingDay = () => formatDate('en', surveyClosedAt(siteConfig.surveyClosesOn), { dateStyle: 'long' });

/** Each public rule in the Privacy Policy's words; the period always comes from the table. */
const SENTENCES: Partial<Record<RetentionKind, (period: string) => string>> = {
  surveyContact: (period) =>
    `Survey answers: contact details are removed ${period} after the survey closes (it closes on ${closingDay()}); after that we keep only answers that cannot identify you.`,
  membership: (period) =>
    `Membership records: for as long as you are a member, and for ${period} after your membership ends or your application is declined, to keep club and fee records.`,
  complaint: (period) =>
    `Complaints: until the complaint is resolved, and for ${period} after that, in case the matter comes up again.`,
  contact: (period) =>
    `Contact messages: up to ${period} after our last reply (or after you wrote, if we never replied).`,
  awaitingGuardian: (period) =>
    `Forms sent by someone under 18: if a parent or guardian has not confirmed within ${period}, everything sent is deleted.`,
  dataRequest: (period) =>
    `Your requests about your personal data, and our answers: ${period} after the request is closed, so we can show how we answered.`,
  payment: (period) =>
    `Payments and donations: tax law requires the foundation, a trust, to keep its accounts with each payer's name, address and PAN for ${period} after the end of the assessment year that follows the payment's financial year; then we remove what identifies the payer. An erasure request cannot shorten this for a payment made.`,
  eventRegistration: (period) =>
    `Event registrations: names and mobile numbers (a parent's too, for someone under 18) are removed ${period} after the event; we keep only how many came, by age band.`,
  attendance: (period) =>
    `Training attendance (whether a player came to each session): ${period} after the session, as evidence for the funders of the club's training.`,
  pushSubscription: (period) =>
    `Alerts: the code that lets us send alerts to your phone or computer, with the language and kinds of alert you chose, is deleted when you turn alerts off, when your browser tells us it no longer takes them, or ${period} after alerts were last turned on or changed on that device.`,
  accessLog: (period) => `The record of which team member looked at or changed your data: ${period}.`,
};

/** The Privacy Policy's list of how long each kind of record is kept, from the retention table. */
export function retentionBullets(rules: readonly RetentionRule[] = RETENTION_RULES): string[] {
  return rules.flatMap((rule) => {
    const sentence = rule.public ? SENTENCES[rule.kind] : undefined;
    if (rule.public && !sentence) throw new Error(`The Privacy Policy has no words for ${rule.kind}`);
    return sentence ? [sentence(periodInEnglish(rule.period))] : [];
  });
}
