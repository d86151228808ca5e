/** Redis's eviction policy and the start-up warning about it (see the .mjs file). */
export interface PolicySource {
  info(section: string): Promise<unknown>;
  configGet(name: string): Promise<Record<string, unknown>>;
}
export const REQUIRED_EVICTION_POLICY: string;
export function policyFromInfo(info: unknown): string | null;
export function evictionPolicyOf(client: PolicySource): Promise<string | null>;
export function evictionWarning(policy: string | null): string | null;
export function warnIfRedisMayEvict(client: PolicySource, log?: (message: string) => void): Promise<string | null>;
