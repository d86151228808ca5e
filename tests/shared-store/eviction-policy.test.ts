// @vitest-environment node
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  evictionPolicyOf,
  policyFromInfo,
  REQUIRED_EVICTION_POLICY,
  warnIfRedisMayEvict,
} from '@/lib/shared-store/eviction-policy.mjs';
import type { SharedRedisClient } from '@/lib/shared-store/redis-connection.mjs';
import { startRedisServer, type RedisServer } from '../support/redis-server';

let redis: RedisServer;
let client: SharedRedisClient;

beforeAll(async () => {
  redis = await startRedisServer();
  client = createClient({ url: redis.url }) as unknown as SharedRedisClient;
  await client.connect();
});
afterAll(async () => {
  await client.destroy();
  await redis.stop();
});

/** Logs what the start-up check logs, and returns it. */
async function startupWarnings(target: Parameters<typeof warnIfRedisMayEvict>[0]) {
  const logged: string[] = [];
  await warnIfRedisMayEvict(target, (message) => logged.push(message));
  return logged;
}

describe("the start-up check of Redis's eviction policy", () => {
  it('says nothing when Redis never evicts, so no limit can be flushed', async () => {
    await client.configSet('maxmemory-policy', REQUIRED_EVICTION_POLICY);
    expect(await evictionPolicyOf(client)).toBe('noeviction');
    expect(await startupWarnings(client)).toEqual([]);
  });

  it('warns, naming the policy and the setting to use, when Redis may evict keys with a time to live', async () => {
    await client.configSet('maxmemory-policy', 'volatile-lru');
    const [warning] = await startupWarnings(client);
    expect(warning).toMatch(/maxmemory-policy volatile-lru/);
    expect(warning).toMatch(/set maxmemory-policy to noeviction/);
  });

  it('asks CONFIG when INFO will not say, and warns without failing when both are refused', async () => {
    const refused = () => Promise.reject(new Error("ERR unknown command 'CONFIG'"));
    const configOnly = {
      info: async () => '# Memory\r\nused_memory:1\r\n',
      configGet: (name: string) => client.configGet(name),
    };
    await client.configSet('maxmemory-policy', 'allkeys-lru');
    expect(await evictionPolicyOf(configOnly)).toBe('allkeys-lru');
    const [warning] = await startupWarnings({ info: refused, configGet: refused });
    expect(warning).toMatch(/could not read Redis's maxmemory-policy/);
  });

  it("reads the policy from INFO's memory section", () => {
    expect(policyFromInfo('# Memory\r\nmaxmemory:0\r\nmaxmemory_policy:noeviction\r\n')).toBe('noeviction');
    expect(policyFromInfo('# Memory\r\n')).toBeNull();
  });
});
