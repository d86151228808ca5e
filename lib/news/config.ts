import 'server-only';
import '@/lib/validation/jitless-zod';
import { z } from 'zod';
import { siteConfig } from '@/lib/site-config';

export const CURRENTS_BASE_URL = 'https://api.currentsapi.services/v1';

const newsEnvSchema = z.object({
  NEWS_API_KEY: z.string().trim().min(1).optional(),
  NEWS_API_BASE_URL: z.url({ message: 'NEWS_API_BASE_URL must be an absolute URL' }).default(CURRENTS_BASE_URL),
  NEWS_KEYWORD: z.string().trim().min(1).default(siteConfig.state),
  NEWS_RSS_URL: z.url({ message: 'NEWS_RSS_URL must be an absolute URL' }).optional(),
  NEWS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  NEWS_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  // 1 lets the picture route fetch from this machine and the local network: only for the
  // end-to-end tests, whose fake news site runs on 127.0.0.1.
  NEWS_IMAGE_ALLOW_PRIVATE_HOSTS: z
    .enum(['0', '1'], { message: 'NEWS_IMAGE_ALLOW_PRIVATE_HOSTS must be 0 or 1' })
    .default('0')
    .transform((value) => value === '1'),
});

export type NewsEnv = z.infer<typeof newsEnvSchema>;

/** Server-only news settings; the API key never has a NEXT_PUBLIC_ name. Empty values count as unset. */
export function parseNewsEnv(source: Record<string, string | undefined>): NewsEnv {
  const keys = Object.keys(newsEnvSchema.shape) as (keyof NewsEnv)[];
  const present = Object.fromEntries(keys.map((k) => [k, source[k]?.trim() ? source[k] : undefined]));
  const result = newsEnvSchema.safeParse(present);
  if (!result.success) {
    throw new Error(`Invalid news environment: ${result.error.issues.map((i) => i.message).join('; ')}`);
  }
  return result.data;
}

export const newsEnv = (): NewsEnv => parseNewsEnv(process.env);
