// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveDataForRequest } from '@/lib/save-data/server';

const request = vi.hoisted(() => ({ cookie: undefined as string | undefined, saveDataHeader: null as string | null }));

vi.mock('server-only', () => ({}));
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) =>
      name === 'save_data' && request.cookie !== undefined ? { value: request.cookie } : undefined,
  }),
  headers: async () => new Headers(request.saveDataHeader === null ? {} : { 'Save-Data': request.saveDataHeader }),
}));

describe('Save data on the server', () => {
  beforeEach(() => {
    request.cookie = undefined;
    request.saveDataHeader = null;
  });

  it('is off for a plain request', async () => {
    expect(await saveDataForRequest()).toBe(false);
  });

  it('is on when the request sends Save-Data: on and no choice is stored', async () => {
    request.saveDataHeader = 'on';
    expect(await saveDataForRequest()).toBe(true);
  });

  it('follows the stored choice over the header', async () => {
    request.saveDataHeader = 'on';
    request.cookie = 'off';
    expect(await saveDataForRequest()).toBe(false);
    request.saveDataHeader = null;
    request.cookie = 'on';
    expect(await saveDataForRequest()).toBe(true);
  });

  it('ignores a bad cookie and falls back to the header', async () => {
    request.cookie = 'sometimes';
    expect(await saveDataForRequest()).toBe(false);
    request.saveDataHeader = 'on';
    expect(await saveDataForRequest()).toBe(true);
  });
});
