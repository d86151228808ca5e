import 'server-only';
import path from 'node:path';
import { serverEnv } from '@/lib/env/server';
import { adminStorageBucket } from '@/lib/firebase/admin';
import { adminSettingsFrom } from '@/lib/firebase/admin-settings';
import { firebaseSettings } from '@/lib/firebase/config';
import { createCloudStore } from './cloud-store';
import { createDiskStore } from './disk-store';
import type { FileStore } from './types';
import { uploadsDirectory } from './uploads-directory';

export type { FileStore, StoredFile } from './types';

/**
 * The one place that decides where uploaded files live: with a Firebase project, in its Cloud
 * Storage bucket (NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET), which every instance shares; in the demo
 * copy (no project: npm run dev, npm start, the e2e servers), on this machine's disk under
 * UPLOADS_DIR, which instances share only when they run on one machine or mount one directory.
 */
export function openFileStore(folder: string): FileStore {
  const env = serverEnv();
  if (adminSettingsFrom(env, firebaseSettings)?.kind === 'project') return createCloudStore(adminStorageBucket, folder);
  return createDiskStore(path.join(uploadsDirectory(env.UPLOADS_DIR), folder));
}
