import '@/lib/validation/jitless-zod';
import { z } from 'zod';
import { publicValues, type PublicValues } from './public-values';
import { invalidEnvironment } from './setting-value';

const anyValue = z.string().optional();

/**
 * The public settings' schema. Checked when the server starts (instrumentation.ts), so a typo in
 * .env stops it with a clear message instead of failing deep inside a page. Server code only: the
 * browser reads the same values from ./public-values.ts, without Zod.
 */
const publicEnvSchema = z.object({
  NEXT_PUBLIC_SITE_URL: z
    .url({ message: 'NEXT_PUBLIC_SITE_URL must be an absolute URL, e.g. https://example.org' })
    .default('http://localhost:3000'),
  NEXT_PUBLIC_GA_MEASUREMENT_ID: z
    .string()
    .regex(/^G-[A-Z0-9]+$/, { message: 'NEXT_PUBLIC_GA_MEASUREMENT_ID must look like G-XXXXXXXXXX' })
    .optional(),
  // The Firebase projects' web configuration: any value (lib/firebase/config.ts completes it).
  NEXT_PUBLIC_FIREBASE_API_KEY: anyValue,
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: anyValue,
  NEXT_PUBLIC_FIREBASE_DATABASE_URL: anyValue,
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: anyValue,
  NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET: anyValue,
  NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID: anyValue,
  NEXT_PUBLIC_FIREBASE_APP_ID: anyValue,
  NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID: anyValue,
  NEXT_PUBLIC_FIREBASE_DATABASE_EMULATOR_HOST: anyValue,
  NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: anyValue,
  NEXT_PUBLIC_FIREBASE_VAPID_KEY: anyValue,
  NEXT_PUBLIC_SURVEY_FIREBASE_API_KEY: anyValue,
  NEXT_PUBLIC_SURVEY_FIREBASE_DATABASE_URL: anyValue,
  NEXT_PUBLIC_SURVEY_FIREBASE_PROJECT_ID: anyValue,
  NEXT_PUBLIC_SURVEY_FIREBASE_APP_ID: anyValue,
} satisfies Record<keyof PublicValues, z.ZodType>);

export type PublicEnv = z.infer<typeof publicEnvSchema>;

/** The names of every public setting, as .env.example lists them. */
export const PUBLIC_ENV_NAMES = Object.keys(publicEnvSchema.shape);

/** The values (see ./public-values.ts for what counts as unset), checked. */
export function parsePublicEnv(values: Partial<PublicValues>): PublicEnv {
  const result = publicEnvSchema.safeParse(values);
  if (!result.success) throw invalidEnvironment(result.error.issues);
  return result.data;
}

export const publicEnv = parsePublicEnv(publicValues);
