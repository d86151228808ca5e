import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider, useTranslations } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TeamWorkspace } from '@/components/team/team-workspace';
import en from '@/lib/i18n/messages/en.json';
import hi from '@/lib/i18n/messages/hi.json';
import { loadTeamMessages } from '@/lib/i18n/messages/team';
import type { SignedInMember } from '@/lib/team/member';

const priya: SignedInMember = { memberId: 'RYF001', name: 'Priya Kumari', role: 'Coordinator' };

const load = vi.hoisted(() => ({ failures: 0 }));
vi.mock('@/lib/i18n/messages/team', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/i18n/messages/team')>();
  return {
    loadTeamMessages: vi.fn(async (locale: 'en' | 'hi') => {
      if (load.failures > 0) {
        load.failures -= 1;
        throw new TypeError('Failed to fetch dynamically imported module');
      }
      return actual.loadTeamMessages(locale);
    }),
  };
});
// The team panel is tested on its own (tests/components/team-members-panel.test.tsx).
vi.mock('@/components/team/team-members-panel', () => ({
  TeamMembersPanel: function TeamPanel() {
    return <section aria-label="team panel" />;
  },
}));
// The passkeys panel is tested on its own (tests/components/passkeys-panel.test.tsx).
vi.mock('@/components/team/data-requests-panel', () => ({
  DataRequestsPanel: function DataRequests() {
    return <section aria-label="data requests" />;
  },
}));

// The payments panel is tested on its own (tests/components/payments-panel.test.tsx).
vi.mock('@/components/team/payments-panel', () => ({
  PaymentsPanel: function Payments() {
    return <section aria-label="payments" />;
  },
}));

// The dues panel too (tests/components/dues-panel.test.tsx).
vi.mock('@/components/team/dues-panel', () => ({
  DuesPanel: function Dues() {
    return <section aria-label="dues" />;
  },
}));

vi.mock('@/components/team/passkeys-panel', () => ({
  PasskeysPanel: function Passkeys() {
    return <section aria-label="passkeys" />;
  },
}));
// The password section is tested on its own (tests/components/change-password-section.test.tsx).
vi.mock('@/components/team/change-password-section', () => ({
  ChangePasswordSection: function Account() {
    return <section aria-label="your password" />;
  },
}));
// The Posts section is tested on its own (tests/components/team-posts-*.test.tsx).
vi.mock('@/components/team/posts/posts-on-demand', () => ({
  PostsOnDemand: function Posts() {
    return <section aria-label="posts" />;
  },
}));
// The record of who looked and the incidents are tested on their own (tests/components/personal-data-panels.test.tsx).
vi.mock('@/components/team/personal-data-sections', () => ({
  PersonalDataSections: function PersonalData() {
    return <section aria-label="personal data" />;
  },
}));
// The inbox itself is tested on its own: here it shows labels from each catalog it reads.
vi.mock('@/components/team/team-inbox', () => ({
  TeamInbox: function Inbox({ member }: { member: SignedInMember }) {
    const inbox = useTranslations('Inbox');
    const forms = useTranslations('Forms');
    const admin = useTranslations('Admin');
    return (
      <section aria-label={inbox('title')}>
        <p>{member.memberId}</p>
        <p>{forms('contact.title')}</p>
        <p>{admin('logout')}</p>
      </section>
    );
  },
}));

afterEach(() => {
  load.failures = 0;
  vi.clearAllMocks();
});

// As on the login page: only the Admin catalog comes with the page.
const workspace = (locale: 'en' | 'hi') => (
  <NextIntlClientProvider locale={locale} messages={{ Admin: (locale === 'en' ? en : hi).Admin }}>
    <TeamWorkspace member={priya} />
  </NextIntlClientProvider>
);

describe('the team workspace', () => {
  it('says the inbox is loading, then shows it with the inbox, form and page labels', async () => {
    render(workspace('en'));
    expect(screen.getByRole('status')).toHaveTextContent('Loading the inbox…');
    const inbox = await screen.findByRole('region', { name: en.Inbox.title });
    expect(inbox).toHaveTextContent('RYF001');
    expect(inbox).toHaveTextContent(en.Forms.contact.title);
    expect(inbox).toHaveTextContent(en.Admin.logout);
    expect(screen.queryByText('Loading the inbox…')).not.toBeInTheDocument();
    expect(loadTeamMessages).toHaveBeenCalledWith('en');
  });

  it('loads the Hindi labels on the Hindi page', async () => {
    render(workspace('hi'));
    expect(screen.getByRole('status')).toHaveTextContent('इनबॉक्स लोड हो रहा है…');
    const inbox = await screen.findByRole('region', { name: hi.Inbox.title });
    expect(inbox).toHaveTextContent(hi.Forms.contact.title);
    expect(loadTeamMessages).toHaveBeenCalledWith('hi');
  });

  it('says so when the labels cannot be loaded, and tries again on request', async () => {
    load.failures = 1;
    render(workspace('en'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The inbox could not be loaded: there is no connection. Check your internet connection and try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: en.Inbox.title })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(loadTeamMessages).toHaveBeenCalledTimes(2);
  });

  it('has the same messages in Hindi for loading, failure and trying again', async () => {
    load.failures = 1;
    render(workspace('hi'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'इनबॉक्स लोड नहीं हो सका: कनेक्शन नहीं है। अपना इंटरनेट कनेक्शन जाँचें और फिर कोशिश करें।',
    );
    expect(screen.getByRole('button', { name: 'फिर कोशिश करें' })).toBeInTheDocument();
  });
});

describe('loadTeamMessages', () => {
  it("gives the inbox's, the forms', the team panel's, the passkeys', the posts', the insights', the retention dry run's, the data requests', the record of who looked's, the incidents', the payments', the events', the training register's and the waiting list's labels of one language, and nothing else", async () => {
    const { loadTeamMessages: actualLoad } =
      await vi.importActual<typeof import('@/lib/i18n/messages/team')>('@/lib/i18n/messages/team');
    for (const [locale, catalog] of [
      ['hi', hi],
      ['en', en],
    ] as const) {
      expect(await actualLoad(locale)).toEqual({
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
      });
    }
  });

  it('leaves the team panel, the passkeys panel and the choose-password step out of the login page, which loads them when shown', async () => {
    const { loginPageMessages, loadEnrolmentMessages } =
      await vi.importActual<typeof import('@/lib/i18n/messages/team')>('@/lib/i18n/messages/team');
    const page = loginPageMessages(en.Admin);
    expect(page).not.toHaveProperty('teamPanel');
    expect(page).not.toHaveProperty('choosePassword');
    expect(page).not.toHaveProperty('passkeys');
    expect(page).not.toHaveProperty('account');
    expect(page).not.toHaveProperty('passwordRules');
    expect(page.passkeySignIn).toEqual(en.Admin.passkeySignIn);
    expect(page.login).toBe(en.Admin.login);
    expect(await loadEnrolmentMessages('hi')).toEqual({
      Admin: { choosePassword: hi.Admin.choosePassword, passwordRules: hi.Admin.passwordRules },
    });
  });
});

describe('the team panel, the posts, and the record of who looked with the incidents', () => {
  it('are shown to a Coordinator only', async () => {
    const { unmount } = render(
      <NextIntlClientProvider locale="en" messages={{ Admin: en.Admin }}>
        <TeamWorkspace member={priya} />
      </NextIntlClientProvider>,
    );
    expect(await screen.findByRole('region', { name: 'team panel' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'posts' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'personal data' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'data requests' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'payments' })).toBeInTheDocument();
    unmount();
    render(
      <NextIntlClientProvider locale="en" messages={{ Admin: en.Admin }}>
        <TeamWorkspace member={{ memberId: 'RYF002', name: 'Rahul Singh', role: 'RUFC Coach' }} />
      </NextIntlClientProvider>,
    );
    expect(await screen.findByText('RYF002')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'team panel' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'posts' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'personal data' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'data requests' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'payments' })).not.toBeInTheDocument();
  });

  it('gives every member, whatever their role, their own passkeys and password', async () => {
    for (const role of ['Volunteer', 'Treasurer']) {
      const { unmount } = render(
        <NextIntlClientProvider locale="en" messages={{ Admin: en.Admin }}>
          <TeamWorkspace member={{ memberId: 'RYF003', name: 'Anjali', role }} />
        </NextIntlClientProvider>,
      );
      expect(await screen.findByRole('region', { name: 'passkeys' })).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'your password' })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'personal data' })).not.toBeInTheDocument();
      // The payments are the Treasurer's (and the Coordinator's) alone.
      expect(screen.queryAllByRole('region', { name: 'payments' })).toHaveLength(role === 'Treasurer' ? 1 : 0);
      expect(screen.queryAllByRole('region', { name: 'dues' })).toHaveLength(role === 'Treasurer' ? 1 : 0);
      unmount();
    }
  });
});
