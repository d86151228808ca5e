'use client';

import { useTranslations } from 'next-intl';
import { LoadedOnDemand } from './loaded-on-demand';

// The events panel (its forms, the list and its CSV) is downloaded once a member who works on
// events has signed in; the login page does not carry it.
const loadEventsPanel = () => import('./events-panel');

/** The events section, loaded when it is first shown, with a way to try again offline. */
export function EventsOnDemand({ canManage }: { canManage: boolean }) {
  const t = useTranslations('TeamEvents');
  return (
    <LoadedOnDemand
      load={loadEventsPanel}
      loadingText={t('loading')}
      failedText={t('loadFailed')}
      retryText={t('retry')}
    >
      {({ EventsPanel, teamEventsApi }) => <EventsPanel api={teamEventsApi} canManage={canManage} />}
    </LoadedOnDemand>
  );
}
