'use client';

import { HeadlineStrip, type HeadlineStripProps } from './headline-strip';

/**
 * The top headlines on the reader's page. The reader is handed the same headlines (it opens them
 * and finds related articles among them), and the page payload sends an object once however many
 * client components receive it: as a client component, the strip costs the page no second copy
 * of the titles, where a server-rendered strip would add its markup to the payload.
 */
export function ReaderHeadlines(props: HeadlineStripProps) {
  return <HeadlineStrip {...props} />;
}
