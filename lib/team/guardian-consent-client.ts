import type { FormId } from '@/lib/forms/options';
import { currentIdToken, withIdToken } from './id-token';

/** Records a parent's consent taken in person (POST /api/team/guardian-consent); throws when it is not saved. */
export async function recordConsentInPerson(form: FormId, recordKey: string): Promise<void> {
  const response = await fetch(
    '/api/team/guardian-consent',
    withIdToken(await currentIdToken(), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ form, recordKey }),
    }),
  );
  if (!response.ok) throw new Error(`In-person consent not saved: ${response.status}`);
}
