import { withIdToken } from '@/lib/team/id-token';
import type { RetentionPreview } from './retention-run/preview-types';

/** The dry run of the next retention run (the Coordinator's panel). */
export async function fetchRetentionPreview(idToken: string): Promise<RetentionPreview> {
  const response = await fetch('/api/team/retention', withIdToken(idToken, { cache: 'no-store' }));
  const body = (await response.json()) as { ok: boolean; preview?: RetentionPreview };
  if (!response.ok || !body.ok || !body.preview) throw new Error(`Retention preview: ${response.status}`);
  return body.preview;
}
