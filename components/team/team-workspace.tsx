'use client';

import { useCallback } from 'react';
import { NextIntlClientProvider, useMessages, useTranslations } from 'next-intl';
import { loadTeamMessages, type TeamMessages } from '@/lib/i18n/messages/team';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import type { SignedInMember } from '@/lib/team/member';
import { currentIdToken } from '@/lib/team/id-token';
import {
  canCheckIn,
  canManageEvents,
  canHandlePayments,
  canHandlePersonalData,
  canManageTeam,
  canReadSurvey,
  canTakeAttendance,
  canWritePosts,
} from '@/lib/team/roles';
import { fetchAttendanceReport, loadRoster } from '@/lib/attendance/client';
import { markOutbox } from '@/lib/attendance/mark-outbox';
import { reportWorkspaceAccess } from '@/lib/privacy/access-reporting';
import { fetchDues, sendWaiver } from '@/lib/payments/dues-client';
import {
  fetchPayments,
  fetchReport,
  sendOfficeEntry,
  sendPaymentAction,
  sendReissue,
  uploadStatement,
} from '@/lib/payments/payments-client';
import { fetchDataRequests, sendDataRequestAction } from '@/lib/privacy/data-requests/team-client';
import { fetchTeam, resetTeamMember } from '@/lib/team/members-client';
import { AttendancePanel, type AttendanceApi } from './attendance-panel';
import { ChangePasswordSection } from './change-password-section';
import { downloadCsv } from './download-csv';
import { DataRequestsPanel, type DataRequestsApi } from './data-requests-panel';
import { DuesPanel, type DuesApi } from './dues-panel';
import { EventsOnDemand } from './events-on-demand';
import * as passkeys from '@/lib/team/passkeys-client';
import { LoadedOnDemand } from './loaded-on-demand';
import { PasskeysPanel, type PasskeysApi } from './passkeys-panel';
import { PaymentsPanel, type PaymentsApi } from './payments-panel';
import { PersonalDataSections } from './personal-data-sections';
import { PostsOnDemand } from './posts/posts-on-demand';
import { RetentionSection } from './retention-panel';
import { SurveyInsightsSection } from './survey-insights-section';
import { TeamInbox } from './team-inbox';
import { TeamMembersPanel, type TeamMembersApi } from './team-members-panel';

const teamMembersApi: TeamMembersApi = {
  list: async () => fetchTeam(await currentIdToken()),
  reset: async (memberId) => resetTeamMember(await currentIdToken(), memberId),
};

const dataRequestsApi: DataRequestsApi = {
  list: async () => fetchDataRequests(await currentIdToken()),
  act: async (action) => sendDataRequestAction(await currentIdToken(), action),
};

const paymentsApi: PaymentsApi = {
  list: async () => fetchPayments(await currentIdToken()),
  act: async (action) => sendPaymentAction(await currentIdToken(), action),
  statement: async (csv) => uploadStatement(await currentIdToken(), csv),
  report: async (kind, year, draft) => fetchReport(await currentIdToken(), kind, year, draft),
  recordOffice: async (entry) => sendOfficeEntry(await currentIdToken(), entry),
  reissue: async (request) => sendReissue(await currentIdToken(), request),
};

const duesApi: DuesApi = {
  list: async () => fetchDues(await currentIdToken()),
  waive: async (account, periods, reason) => sendWaiver(await currentIdToken(), account, periods, reason),
};

const attendanceApi: AttendanceApi = {
  register: { roster: (date) => loadRoster(currentIdToken, date), outbox: markOutbox(), now: () => Date.now() },
  report: {
    report: async (month) => fetchAttendanceReport(await currentIdToken(), month),
    // The export goes in the record of who looked first: when that fails, nothing is downloaded.
    download: async (fileName, text, rows) => {
      await reportWorkspaceAccess({ action: 'export', form: 'membership', count: rows });
      downloadCsv(fileName, text);
    },
  },
};

const passkeysApi: PasskeysApi = {
  supported: passkeys.passkeysSupported,
  list: async () => passkeys.fetchPasskeys(await currentIdToken()),
  add: async (name) => passkeys.addPasskey(await currentIdToken(), name),
  rename: async (id, name) => passkeys.renamePasskey(await currentIdToken(), id, name),
  remove: async (id) => passkeys.removePasskey(await currentIdToken(), id),
};

/**
 * What a signed-in member works with: the inbox, once its labels have arrived (they are not sent
 * with the login page). If they cannot be loaded (no connection), the member can try again.
 */
export function TeamWorkspace({ member }: { member: SignedInMember }) {
  const t = useTranslations('Admin');
  const locale = useSiteLocale();
  const pageMessages = useMessages();
  const load = useCallback(() => loadTeamMessages(locale), [locale]);
  return (
    <LoadedOnDemand load={load} loadingText={t('inboxLoading')} failedText={t('inboxFailed')} retryText={t('retry')}>
      {(messages: TeamMessages) => (
        <NextIntlClientProvider
          locale={locale}
          messages={{ ...pageMessages, ...messages, Admin: { ...pageMessages.Admin, ...messages.Admin } }}
        >
          {canManageTeam(member.role) && <TeamMembersPanel api={teamMembersApi} />}
          <TeamInbox member={member} />
          {canTakeAttendance(member.role) && <AttendancePanel api={attendanceApi} />}
          {canWritePosts(member.role) && <PostsOnDemand />}
          {canCheckIn(member.role) && <EventsOnDemand canManage={canManageEvents(member.role)} />}
          {canReadSurvey(member.role) && <SurveyInsightsSection />}
          {canHandlePayments(member.role) && <PaymentsPanel api={paymentsApi} />}
          {canHandlePayments(member.role) && <DuesPanel api={duesApi} planNames={messages.TreasurerPayments.plans} />}
          {canHandlePersonalData(member.role) && <DataRequestsPanel api={dataRequestsApi} />}
          {canHandlePersonalData(member.role) && <RetentionSection />}
          {canHandlePersonalData(member.role) && <PersonalDataSections />}
          <PasskeysPanel api={passkeysApi} />
          <ChangePasswordSection member={member} />
        </NextIntlClientProvider>
      )}
    </LoadedOnDemand>
  );
}
