// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createMemoryBackend, entrySize } from '@/lib/page-cache/memory-backend.mjs';

const entryOf = (bytes: number) => ({ value: { kind: 'APP_PAGE', html: 'x'.repeat(bytes) } });
const HOUR = 60 * 60_000;

describe("pages in one process's memory", () => {
  it('stay within their bytes, dropping the least recently used first', async () => {
    const size = entrySize(entryOf(1000));
    const memory = createMemoryBackend(3 * size);
    for (const key of ['a', 'b', 'c']) await memory.set(key, entryOf(1000), HOUR);
    expect(await memory.get('a')).not.toBeNull();
    await memory.set('d', entryOf(1000), HOUR);
    expect(await memory.get('b')).toBeNull();
    for (const key of ['a', 'c', 'd']) expect(await memory.get(key)).not.toBeNull();
  });

  it('keep no entry larger than the whole budget, and forget one on request', async () => {
    const memory = createMemoryBackend(entrySize(entryOf(1000)));
    await memory.set('huge', entryOf(5000), HOUR);
    expect(await memory.get('huge')).toBeNull();
    await memory.set('page', entryOf(1000), HOUR);
    await memory.delete('page');
    expect(await memory.get('page')).toBeNull();
  });
});
