import '@/lib/validation/jitless-zod';
import { z } from 'zod/mini';
import { SECRET_CODE_PATTERN } from './secret-code';
import { SUBMISSION_ID_PATTERN, type SubmissionRequest } from './submission';

/**
 * The envelope of a submission. The fields themselves are checked afterwards by the form's own
 * schema (lib/forms/validate.ts), the same one the browser ran, so an error names its field.
 */
export const submissionRequestSchema: z.ZodMiniType<SubmissionRequest> = z.object({
  submissionId: z.string().check(z.regex(SUBMISSION_ID_PATTERN)),
  values: z.record(
    z.string().check(z.maxLength(40)),
    z.union([z.string(), z.boolean(), z.array(z.string()).check(z.maxLength(20))]),
  ),
  code: z.optional(z.string().check(z.regex(SECRET_CODE_PATTERN))),
});
