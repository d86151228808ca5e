'use client';

import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { makeTeamStore } from '@/store/team-store';

/** The team page's store: its user slice holds the member signed in on this browser. */
export function TeamStoreProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => makeTeamStore());
  return <Provider store={store}>{children}</Provider>;
}
