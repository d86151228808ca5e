import { createTranslator } from 'next-intl';
import { getContent } from '@/lib/content';
import { formatDate } from '@/lib/i18n/format';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { pathOf } from '@/lib/navigation';
import { siteUrl } from '@/lib/seo/metadata';
import { whatsAppLink } from '@/lib/text/whatsapp-link';
import { duesStatus, indiaDay, type DuesAccount, type DuesStatus } from './dues';
import { formatPaise } from './money';

/** A member's dues as the team's panel shows them: never the mobile number itself, only the link to message it. */
export interface DuesItem {
  key: string;
  name: string;
  plan: string;
  amountPaise: number;
  paidThrough: string;
  status: DuesStatus;
  /** The reminder, ready to send on WhatsApp in the member's language: from a week before the due date. */
  reminderLink: string | null;
  waivers: { id: string; periods: number; reason: string; byName: string; at: number }[];
}

const ORDER: readonly DuesStatus[] = ['late', 'remindNow', 'dueThisMonth', 'paidUp'];

function reminder(account: DuesAccount, status: DuesStatus): string {
  const locale: Locale = account.locale;
  const t = createTranslator({ locale, messages: messagesFor(locale), namespace: 'DuesReminder' });
  const plan = getContent(locale).plans.plans.find((p) => p.id === account.plan)?.name ?? account.plan;
  const payUrl = new URL(`${localizedPath(locale, pathOf('pay'))}?plan=${account.plan}`, siteUrl).href;
  return t(status === 'late' ? 'overdue' : 'dueSoon', {
    name: account.name,
    plan,
    amount: formatPaise(locale, account.amountPaise),
    dueDate: formatDate(locale, account.paidThrough, { dateStyle: 'long' }),
    payUrl,
  });
}

/** Every account as it stands on `now`'s India day: late first, then those to remind, due this month, paid up. */
export function duesList(accounts: readonly [string, DuesAccount][], now: number): DuesItem[] {
  const today = indiaDay(now);
  const items = accounts.map(([key, account]): DuesItem => {
    const status = duesStatus(account.paidThrough, today);
    const remind = status === 'late' || status === 'remindNow';
    return {
      key,
      name: account.name,
      plan: account.plan,
      amountPaise: account.amountPaise,
      paidThrough: account.paidThrough,
      status,
      reminderLink: remind ? whatsAppLink(account.mobile, reminder(account, status)) : null,
      waivers: Object.entries(account.waivers ?? {}).map(([id, { periods, reason, byName, at }]) => ({
        id,
        periods,
        reason,
        byName,
        at,
      })),
    };
  });
  return items.sort(
    (a, b) => ORDER.indexOf(a.status) - ORDER.indexOf(b.status) || a.paidThrough.localeCompare(b.paidThrough),
  );
}
