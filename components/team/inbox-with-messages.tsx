'use client';

import { useEffect, useState } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import type { SignedInMember } from '@/lib/team/member';
import { TeamInbox } from './team-inbox';

type InboxMessages = Pick<Messages, 'Inbox' | 'Forms'>;

/**
 * The inbox's texts (its own and the forms' labels), loaded with the inbox once a member has
 * signed in: the login page hands every visitor only the sign-in form's texts.
 */
export async function loadInboxMessages(locale: Locale): Promise<InboxMessages> {
  const catalog =
    locale === 'hi' ? await import('@/lib/i18n/messages/hi.json') : await import('@/lib/i18n/messages/en.json');
  return { Inbox: catalog.Inbox, Forms: catalog.Forms };
}

export function InboxWithMessages({ member }: { member: SignedInMember }) {
  const locale = useSiteLocale();
  const [messages, setMessages] = useState<{ locale: Locale; value: InboxMessages } | null>(null);
  useEffect(() => {
    let active = true;
    void loadInboxMessages(locale).then((value) => {
      if (active) setMessages({ locale, value });
    });
    return () => {
      active = false;
    };
  }, [locale]);
  if (messages?.locale !== locale) return null;
  return (
    <NextIntlClientProvider locale={locale} messages={messages.value}>
      <TeamInbox member={member} />
    </NextIntlClientProvider>
  );
}
