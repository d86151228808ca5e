// Next's cache handler (next.config.ts `cacheHandler`, the interface documented in Next's
// "Self-hosting" guide: get, set, revalidateTag, resetRequestCache), written without Next's private
// classes. It keeps the pages Next renders for many visitors (the reader's kept editions, the
// regenerated home page):
// - in Redis when REDIS_URL is set, so a page rendered or regenerated on one instance is served by
//   every other (./redis-backend.mjs); while Redis is down, in this process's memory, and a page
//   neither cached nor built is rendered again (a miss, never an error);
// - in this process's memory otherwise (./memory-backend.mjs);
// - and serves what `next build` prerendered from its files when neither has an entry
//   (lib/next-internals/build-output.mjs: it knows how Next lays out its build).
// Two more things on the way:
// - A page's Content-Security-Policy. A page served from the cache gets a policy allowing exactly
//   its inline scripts by hash, worked out from its HTML on the instance serving it, so policy and
//   bytes always match. Next creates one handler per request with that request's headers, so the
//   proxy's policy (with this deployment's origins) is the starting point; a browser enforces
//   every policy it is sent, so the proxy sends none for these pages.
// - A rendered page that shows a failure (lib/security/uncached-page.mjs) is not kept, so the last
//   good page stays, or the next request renders again.
// - An answer for an address with no content (a 404: `notFound()`, an unknown blog post) is never
//   kept: anyone can ask for endless such addresses, and each would cost a key.
// - Nothing taken from the visitor's request is kept: the policy is worked out for each answer,
//   never stored, so a `Content-Security-Policy` a visitor sends reaches no one else.
// - All pages kept in Redis stay within a budget of bytes (./redis-backend.mjs), and a write Redis
//   refuses for lack of memory is a page not kept, never an error.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isBuildPhase } from '../env/build-phase.mjs';
import { policyForPrerenderedHtml } from '../security/prerendered-page-csp.mjs';
import { isUncachedPage } from '../security/uncached-page.mjs';
import { sharedRedis } from '../shared-store/redis-connection.mjs';
import { requestHeaderOf } from '../next-internals/cache-handler-context.mjs';
import { readPrerenderedPage } from '../next-internals/build-output.mjs';
import { createMemoryBackend } from './memory-backend.mjs';
import { createRedisBackend } from './redis-backend.mjs';

const CSP_HEADER = 'content-security-policy';
const TAGS_HEADER = 'x-next-cache-tags';
const DAY_MS = 24 * 60 * 60_000;
/** A kept page is dropped after its `expire` time, within these bounds. */
const MIN_KEEP_MS = DAY_MS;
const MAX_KEEP_MS = 7 * DAY_MS;
const REGISTRY = Symbol.for('yuva.pageCache');

/** The process's backends, shared by the handler Next makes for each request. */
function backends(serverDistDir) {
  const scope = globalThis;
  if (!scope[REGISTRY]) {
    const client = sharedRedis();
    scope[REGISTRY] = {
      memory: createMemoryBackend(),
      // What the build prerendered, read from its files once per process rather than per request.
      builtPages: new Map(),
      redis: client ? createRedisBackend(client, buildIdOf(serverDistDir)) : null,
      policies: new Map(),
      lastWarning: 0,
    };
  }
  return scope[REGISTRY];
}

function buildIdOf(serverDistDir) {
  try {
    return readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'development';
  }
}

function warn(state, message, error, consequence = "; using this process's memory") {
  // Once a minute at most: an outage must not flood the log.
  if (Date.now() - state.lastWarning < 60_000) return;
  state.lastWarning = Date.now();
  console.warn(`Page cache: ${message}${consequence} (${error?.message ?? error})`);
}

const MAX_POLICIES = 500;

/** The policy for this HTML, worked out once per page and request policy. */
function policyFor(state, key, requestPolicy, html) {
  const id = `${key}\n${requestPolicy.replace(/'nonce-[^']*'/, '')}`;
  const known = state.policies.get(id);
  if (known && known.html === html) return known.policy;
  const policy = policyForPrerenderedHtml(requestPolicy, html);
  state.policies.delete(id);
  state.policies.set(id, { html, policy });
  if (state.policies.size > MAX_POLICIES) state.policies.delete(state.policies.keys().next().value);
  return policy;
}

const isRenderedPage = (value) => value?.kind === 'APP_PAGE' && typeof value.html === 'string';

/** An answer saying the address has nothing (404) or failed: Next gives its status with the entry. */
export const isAbsentPage = (value) => typeof value?.status === 'number' && value.status >= 400;

/** Redis refused a write because it is full (`maxmemory` reached under `noeviction`). */
export const isOutOfMemory = (error) => /^OOM\b/.test(error?.message ?? '');

/**
 * The page as it is kept: without the policy, which is worked out for each answer from its
 * request. A copy, since the answer's own object is given the policy afterwards.
 */
function storedPage(value) {
  const headers = { ...value.headers };
  delete headers[CSP_HEADER];
  return { ...value, headers };
}

/** How long to keep an entry: its `expire` time, between a day and a week. */
export function keepMs(cacheControl) {
  const expire = typeof cacheControl?.expire === 'number' ? cacheControl.expire * 1000 : MIN_KEEP_MS;
  return Math.min(MAX_KEEP_MS, Math.max(MIN_KEEP_MS, expire));
}

export default class PageCache {
  constructor(context = {}) {
    this.requestPolicy = requestHeaderOf(context, CSP_HEADER);
    this.serverDistDir = context.serverDistDir;
    this.state = backends(context.serverDistDir ?? '');
  }

  /** Redis first when configured (memory while it fails), else memory. */
  async read(key) {
    const { redis, memory } = this.state;
    if (!redis) return memory.get(key);
    try {
      return await redis.get(key);
    } catch (error) {
      warn(this.state, 'Redis unreachable', error);
      return memory.get(key);
    }
  }

  /**
   * The build's copy of a page, read from its files the first time only (it never changes). Only
   * pages found are remembered: the build made a bounded number, while keys without files (a
   * page rendered on demand) could be many.
   */
  async built(key, kind) {
    const known = this.state.builtPages.get(key);
    if (known) return known;
    const page = await readPrerenderedPage(this.serverDistDir, key, kind);
    if (page) this.state.builtPages.set(key, page);
    return page;
  }

  async get(key, ctx = {}) {
    const entry = (await this.read(key)) ?? (await this.built(key, ctx.kind));
    if (!entry) return null;
    if (await this.tagsExpired(entry)) return null;
    const value = entry.value;
    if (!this.requestPolicy || !isRenderedPage(value)) return entry;
    const policy = policyFor(this.state, key, this.requestPolicy, value.html);
    return { ...entry, value: { ...value, headers: { ...value.headers, [CSP_HEADER]: policy } } };
  }

  async set(key, data, ctx = {}) {
    // The build writes its pages to files itself, and has no Redis to reach.
    if (isBuildPhase() || !data) return;
    let value = data;
    if (isRenderedPage(data)) {
      value = storedPage(data);
      // The request that rendered the page is answered with this very object.
      if (this.requestPolicy)
        data.headers = { ...data.headers, [CSP_HEADER]: policyFor(this.state, key, this.requestPolicy, data.html) };
      if (isUncachedPage(data.html)) return;
    }
    // A page kept before its address lost its content (a post taken down) goes with it.
    if (isAbsentPage(data)) return this.forget(key);
    const entry = { value, lastModified: Date.now(), cacheControl: ctx.cacheControl };
    const ttl = keepMs(ctx.cacheControl);
    const { redis, memory } = this.state;
    if (!redis) return memory.set(key, entry, ttl);
    try {
      await redis.set(key, entry, ttl);
    } catch (error) {
      // Full: the page is rendered again next time. Keeping it in memory instead would only
      // hide a Redis that needs more room.
      if (isOutOfMemory(error)) {
        warn(this.state, 'Redis is full, page not kept', error, '');
        return;
      }
      warn(this.state, 'Redis unreachable', error);
      await memory.set(key, entry, ttl);
    }
  }

  /** Drops a kept page wherever it is; a Redis that cannot be reached has none to serve anyway. */
  async forget(key) {
    const { redis, memory } = this.state;
    await memory.delete(key);
    if (redis) await redis.delete(key).catch((error) => warn(this.state, 'Redis unreachable', error, ''));
  }

  /** A page kept before one of its tags was revalidated is a miss. */
  async tagsExpired(entry) {
    const header = entry.value?.headers?.[TAGS_HEADER];
    if (typeof header !== 'string' || header === '') return false;
    const names = header.split(',');
    const { redis, memory } = this.state;
    let times;
    try {
      times = redis ? await redis.tagTimes(names) : await memory.tagTimes(names);
    } catch {
      times = await memory.tagTimes(names);
    }
    return times.some((time) => time > (entry.lastModified ?? 0));
  }

  /**
   * Marks the tags revalidated on every instance. Throws when Redis cannot be reached: a
   * revalidation that only one instance heard of must not look done.
   */
  async revalidateTag(tags) {
    const names = (typeof tags === 'string' ? [tags] : (tags ?? [])).filter(Boolean);
    if (names.length === 0) return;
    const now = Date.now();
    const { redis, memory } = this.state;
    await memory.markTags(names, now);
    if (redis) await redis.markTags(names, now);
  }

  resetRequestCache() {}
}
