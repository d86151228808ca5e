'use client';

import dynamic from 'next/dynamic';
// Its styles come with the page's own, inlined: a sheet reached only through the dynamic import
// would be linked as a file of its own, one more request before the section shows.
import './complaint-status-lookup.module.css';

/**
 * The status check below the complaint form: rendered on the server with the page, its code loads
 * after the page's own, as it is not on the first screen.
 */
export const ComplaintStatusSection = dynamic(() =>
  import('./complaint-status-lookup').then((m) => m.ComplaintStatusLookup),
);
