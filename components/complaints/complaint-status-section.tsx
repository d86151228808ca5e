'use client';

import dynamic from 'next/dynamic';

/**
 * The status check below the complaint form: rendered on the server with the page, its code loads
 * after the page's own, as it is not on the first screen.
 */
export const ComplaintStatusSection = dynamic(() =>
  import('./complaint-status-lookup').then((m) => m.ComplaintStatusLookup),
);
