'use client';

import { useCallback, useState } from 'react';
import Alert from '@mui/material/Alert';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslations } from 'next-intl';
import type { FormId } from '@/lib/forms/options';
import type { InboxRecord } from '@/lib/team/inbox';
import type { SignedInMember } from '@/lib/team/member';
import { inboxesFor } from '@/lib/team/roles';
import { InboxTab } from './inbox-tab';
import workspace from './workspace.module.css';
import wrapping from './wrapping.module.css';

/** The signed-in member's inbox: one tab per form their role may see, in the role's order. */
export function TeamInbox({ member }: { member: SignedInMember }) {
  const t = useTranslations('Inbox');
  const forms = inboxesFor(member.role);
  const [picked, setPicked] = useState<FormId | undefined>(undefined);
  // How many records each tab has loaded, and whether older ones may exist beyond them.
  const [counts, setCounts] = useState<Partial<Record<FormId, { count: number; more: boolean }>>>({});
  const selected = picked && forms.includes(picked) ? picked : forms[0];
  const countRecords = useCallback(
    (formId: FormId, records: InboxRecord[], more: boolean) =>
      setCounts((previous) =>
        previous[formId]?.count === records.length && previous[formId].more === more
          ? previous
          : { ...previous, [formId]: { count: records.length, more } },
      ),
    [],
  );
  const tabName = (formId: FormId) => {
    const loaded = counts[formId];
    if (!loaded) return t(`tabs.${formId}`);
    return t(loaded.more ? 'tabLabelMore' : 'tabLabel', { name: t(`tabs.${formId}`), count: loaded.count });
  };

  return (
    <section aria-labelledby="inbox-title" className={workspace.section}>
      <h2 id="inbox-title" className={workspace.title}>
        {t('title')}
      </h2>
      {!selected ? (
        <Alert severity="info">{t('noRole', { role: member.role })}</Alert>
      ) : (
        <>
          <p className={workspace.intro}>{t('intro')}</p>
          <Tabs
            value={selected}
            onChange={(_, value: FormId) => setPicked(value)}
            aria-label={t('tabsLabel')}
            className={wrapping.tabs}
          >
            {forms.map((formId) => (
              <Tab
                key={formId}
                value={formId}
                id={`inbox-tab-${formId}`}
                aria-controls={`inbox-panel-${formId}`}
                label={tabName(formId)}
              />
            ))}
          </Tabs>
          {forms.map((formId) => (
            <div
              key={formId}
              role="tabpanel"
              id={`inbox-panel-${formId}`}
              aria-labelledby={`inbox-tab-${formId}`}
              hidden={formId !== selected}
              className={workspace.tabPanel}
            >
              {/* Every tab stays subscribed, so each tab's count stays live. */}
              <InboxTab formId={formId} member={member} active={formId === selected} onRecords={countRecords} />
            </div>
          ))}
        </>
      )}
    </section>
  );
}
