'use client';

import { useCallback, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import type { FormId } from '@/lib/forms/schemas';
import type { SignedInMember } from '@/lib/team/member';
import { inboxesFor } from '@/lib/team/roles';
import { InboxTab } from './inbox-tab';

/** The signed-in member's inbox: one tab per form their role may see. */
export function TeamInbox({ member }: { member: SignedInMember }) {
  const t = useTranslations('Inbox');
  const forms = inboxesFor(member.role);
  const [selected, setSelected] = useState<FormId | undefined>(forms[0]);
  const [counts, setCounts] = useState<Partial<Record<FormId, number>>>({});
  const reportCount = useCallback(
    (formId: FormId, count: number) =>
      setCounts((previous) => (previous[formId] === count ? previous : { ...previous, [formId]: count })),
    [],
  );

  return (
    <Paper variant="outlined" component="section" aria-labelledby="inbox-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography component="h2" variant="h3" id="inbox-title" sx={{ mb: 1 }}>
        {t('title')}
      </Typography>
      {forms.length === 0 || !selected ? (
        <Alert severity="info">{t('noRole', { role: member.role })}</Alert>
      ) : (
        <>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {t('intro')}
          </Typography>
          <Tabs
            value={selected}
            onChange={(_, value: FormId) => setSelected(value)}
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label={t('title')}
            sx={{ borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { whiteSpace: 'normal' } }}
          >
            {forms.map((formId) => (
              <Tab
                key={formId}
                value={formId}
                id={`inbox-tab-${formId}`}
                aria-controls={`inbox-panel-${formId}`}
                label={
                  counts[formId] === undefined
                    ? t(`tabs.${formId}`)
                    : t('tabLabel', { name: t(`tabs.${formId}`), count: counts[formId] })
                }
              />
            ))}
          </Tabs>
          {forms.map((formId) => (
            <Box
              key={formId}
              role="tabpanel"
              id={`inbox-panel-${formId}`}
              aria-labelledby={`inbox-tab-${formId}`}
              hidden={formId !== selected}
              sx={{ pt: 2 }}
            >
              {/* Every tab stays subscribed, so each count is live. */}
              <InboxTab formId={formId} member={member} onCount={reportCount} />
            </Box>
          ))}
        </>
      )}
    </Paper>
  );
}
