import '@/lib/validation/jitless-zod';
import { z } from 'zod';

/**
 * Public settings (safe to ship to the browser). Read once and validated, so a typo in
 * .env fails at start-up with a clear message instead of deep inside a page.
 */
const publicEnvSchema = z.object({
  NEXT_PUBLIC_SITE_URL: z
    .url({ message: 'NEXT_PUBLIC_SITE_URL must be an absolute URL, e.g. https://example.org' })
    .default('http://localhost:3000'),
  NEXT_PUBLIC_GA_MEASUREMENT_ID: z
    .string()
    .regex(/^G-[A-Z0-9]+$/, { message: 'NEXT_PUBLIC_GA_MEASUREMENT_ID must look like G-XXXXXXXXXX' })
    .optional(),
});

export type PublicEnv = z.infer<typeof publicEnvSchema>;

export function parsePublicEnv(source: Record<string, string | undefined>): PublicEnv {
  const result = publicEnvSchema.safeParse({
    // Empty values count as unset.
    NEXT_PUBLIC_SITE_URL: source.NEXT_PUBLIC_SITE_URL || undefined,
    NEXT_PUBLIC_GA_MEASUREMENT_ID: source.NEXT_PUBLIC_GA_MEASUREMENT_ID || undefined,
  });
  if (!result.success) {
    throw new Error(`Invalid environment: ${result.error.issues.map((i) => i.message).join('; ')}`);
  }
  return result.data;
}

// Referenced one by one so that Next inlines them into browser code.
export const publicEnv = parsePublicEnv({
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
  NEXT_PUBLIC_GA_MEASUREMENT_ID: process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID,
});
