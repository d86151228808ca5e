import type { Locale } from '../routing';
import type { Messages } from './index';

/**
 * The team workspace's labels: the inbox's, the forms' (it shows their fields), the team panel's,
 * the member's passkeys', the posts' (with the blog's category names, which the public pages share), the survey insights',
 * the training register and its reports, and the Coordinator's retention dry run, requests about personal data, record of who looked and incidents.
 */
export type TeamMessages = Pick<
  Messages,
  | 'Inbox'
  | 'Forms'
  | 'Posts'
  | 'Insights'
  | 'Retention'
  | 'DataRequests'
  | 'AccessLog'
  | 'Incidents'
  | 'TreasurerPayments'
  | 'TeamEvents'
  | 'Attendance'
> & {
  Admin: Pick<Messages['Admin'], 'teamPanel' | 'account' | 'passwordRules' | 'passkeys'>;
  Common: Pick<Messages['Common'], 'blogCategories'>;
  /** The inbox's list of records waiting for a parent's consent. */
  Privacy: Pick<Messages['Privacy'], 'waiting'>;
  /** The age bands the events' lists show. */
  Registration: Pick<Messages['Registration'], 'ageBands'>;
};

/** The labels of the first sign-in's second step, where a member chooses a password. */
export type EnrolmentMessages = { Admin: Pick<Messages['Admin'], 'choosePassword' | 'passwordRules'> };

/** The Admin labels loaded when they are shown, not with the login page. */
const ON_DEMAND = ['teamPanel', 'choosePassword', 'account', 'passwordRules', 'passkeys'] as const;

/** The Admin labels the login page itself needs: the rest load when they are shown. */
export type LoginPageMessages = Omit<Messages['Admin'], (typeof ON_DEMAND)[number]>;

// Imported on demand, so only a member who signs in downloads them, in one language: a visitor at
// the login form is not sent the inbox's labels with the page.
const catalogs: Record<Locale, () => Promise<{ default: Messages }>> = {
  en: () => import('./en.json'),
  hi: () => import('./hi.json'),
};

export async function loadTeamMessages(locale: Locale): Promise<TeamMessages> {
  const { default: catalog } = await catalogs[locale]();
  return {
    Inbox: catalog.Inbox,
    Forms: catalog.Forms,
    Posts: catalog.Posts,
    Insights: catalog.Insights,
    DataRequests: catalog.DataRequests,
    Retention: catalog.Retention,
    AccessLog: catalog.AccessLog,
    Incidents: catalog.Incidents,
    TreasurerPayments: catalog.TreasurerPayments,
    TeamEvents: catalog.TeamEvents,
    Attendance: catalog.Attendance,
    Admin: {
      teamPanel: catalog.Admin.teamPanel,
      account: catalog.Admin.account,
      passwordRules: catalog.Admin.passwordRules,
      passkeys: catalog.Admin.passkeys,
    },
    Common: { blogCategories: catalog.Common.blogCategories },
    Privacy: { waiting: catalog.Privacy.waiting },
    Registration: { ageBands: catalog.Registration.ageBands },
  };
}

export async function loadEnrolmentMessages(locale: Locale): Promise<EnrolmentMessages> {
  const { default: catalog } = await catalogs[locale]();
  return { Admin: { choosePassword: catalog.Admin.choosePassword, passwordRules: catalog.Admin.passwordRules } };
}

/** The page's Admin labels without those that load on demand. */
export function loginPageMessages(admin: Messages['Admin']): LoginPageMessages {
  const onDemand = new Set<string>(ON_DEMAND);
  return Object.fromEntries(Object.entries(admin).filter(([key]) => !onDemand.has(key))) as LoginPageMessages;
}
