'use client';

// Server components pass this as MUI's `component` prop: a client reference can cross
// the server/client boundary where the plain next/link import cannot.
import NextLink from 'next/link';

export default NextLink;
