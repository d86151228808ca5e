import { describe, expect, it } from 'vitest';
import { loadInboxMessages } from '@/components/team/inbox-with-messages';
import { messagesFor } from '@/lib/i18n/messages';

describe('the inbox texts loaded after sign-in', () => {
  it.each(['en', 'hi'] as const)('are the %s catalog’s Inbox and Forms', async (locale) => {
    const { Inbox, Forms } = messagesFor(locale);
    expect(await loadInboxMessages(locale)).toEqual({ Inbox, Forms });
  });
});
