'use client';

import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { NextIntlClientProvider, useMessages, useTranslations } from 'next-intl';
import { loadTeamMessages, type TeamMessages } from '@/lib/i18n/messages/team';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import type { SignedInMember } from '@/lib/team/member';
import { canManageTeam } from '@/lib/team/roles';
import { fetchTeam, resetTeamMember } from '@/lib/team/members-client';
import { TeamInbox } from './team-inbox';
import { TeamMembersPanel, type TeamMembersApi } from './team-members-panel';

/** The team routes, asked with the signed-in member's current ID token. */
const withIdToken = async () => {
  const token = await import('@/lib/firebase/team-auth').then(({ teamIdToken }) => teamIdToken());
  if (!token) throw new Error('Not signed in');
  return token;
};
const teamMembersApi: TeamMembersApi = {
  list: async () => fetchTeam(await withIdToken()),
  reset: async (memberId) => resetTeamMember(await withIdToken(), memberId),
};

type Labels = { kind: 'loading' } | { kind: 'ready'; messages: TeamMessages } | { kind: 'failed' };

/**
 * What a signed-in member works with: the inbox, once its labels have arrived (they are not sent
 * with the login page). If they cannot be loaded (no connection), the member can try again.
 */
export function TeamWorkspace({ member }: { member: SignedInMember }) {
  const t = useTranslations('Admin');
  const locale = useSiteLocale();
  const pageMessages = useMessages();
  const [labels, setLabels] = useState<Labels>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    loadTeamMessages(locale).then(
      (messages) => active && setLabels({ kind: 'ready', messages }),
      () => active && setLabels({ kind: 'failed' }),
    );
    return () => {
      active = false;
    };
  }, [locale, attempt]);

  if (labels.kind === 'loading') return <Typography role="status">{t('inboxLoading')}</Typography>;
  if (labels.kind === 'failed') {
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button
            color="inherit"
            onClick={() => {
              setLabels({ kind: 'loading' });
              setAttempt((n) => n + 1);
            }}
          >
            {t('retry')}
          </Button>
        }
      >
        {t('inboxFailed')}
      </Alert>
    );
  }
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={{ ...pageMessages, ...labels.messages, Admin: { ...pageMessages.Admin, ...labels.messages.Admin } }}
    >
      {canManageTeam(member.role) && <TeamMembersPanel api={teamMembersApi} />}
      <TeamInbox member={member} />
    </NextIntlClientProvider>
  );
}
