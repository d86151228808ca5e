// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MAX_JSON_BODY_BYTES, readJsonBody } from '@/lib/http/json-body';

const schema = z.object({ name: z.string().max(10) });
const post = (body: string, type = 'application/json') =>
  new Request('http://site.test/api', { method: 'POST', headers: { 'content-type': type }, body });

describe('readJsonBody', () => {
  it('returns the parsed value', async () => {
    expect(await readJsonBody(post('{"name":"Priya"}'), schema)).toEqual({ ok: true, value: { name: 'Priya' } });
  });

  it.each([
    ['not JSON', post('{name'), 400],
    ['the wrong shape', post('{"name":5}'), 400],
    ['too long a field', post('{"name":"abcdefghijk"}'), 400],
    ['another content type', post('name=x', 'application/x-www-form-urlencoded'), 415],
    ['more than the limit', post(JSON.stringify({ name: 'x'.repeat(MAX_JSON_BODY_BYTES) })), 413],
  ])('refuses %s', async (_, request, status) => {
    expect(await readJsonBody(request, schema)).toEqual({ ok: false, status });
  });
});
