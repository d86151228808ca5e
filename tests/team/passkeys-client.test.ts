import { afterEach, describe, expect, it, vi } from 'vitest';
import { addPasskey, passkeysSupported, signInWithPasskey } from '@/lib/team/passkeys-client';

const browser = vi.hoisted(() => ({ startRegistration: vi.fn(), startAuthentication: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => browser);

const answers: [number, unknown][] = [];
const fetchMock = vi.fn(async () => {
  const [status, body] = answers.shift() ?? [500, {}];
  return new Response(JSON.stringify(body), { status });
});
vi.stubGlobal('fetch', fetchMock);

const domError = (name: string) => Object.assign(new Error(name), { name });
const member = { memberId: 'RYF001', name: 'Priya', role: 'Coordinator' };

afterEach(() => {
  answers.length = 0;
  vi.clearAllMocks();
});

describe('signing in with a passkey, in the browser', () => {
  it('hands the options to the browser and the browser’s answer to the server', async () => {
    answers.push([200, { ok: true, challengeId: 'c1', options: { challenge: 'abc' } }]);
    answers.push([200, { ok: true, token: 'tok', member }]);
    browser.startAuthentication.mockResolvedValue({ id: 'cred' });
    expect(await signInWithPasskey()).toEqual({ ok: true, token: 'tok', member });
    expect(browser.startAuthentication).toHaveBeenCalledWith({ optionsJSON: { challenge: 'abc' } });
    expect(fetchMock).toHaveBeenLastCalledWith(
      '/api/team/passkeys/sign-in',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ challengeId: 'c1', response: { id: 'cred' } }),
      }),
    );
  });

  it('says the member cancelled when the prompt was closed, and asks the server nothing more', async () => {
    answers.push([200, { ok: true, challengeId: 'c1', options: {} }]);
    browser.startAuthentication.mockRejectedValue(domError('NotAllowedError'));
    expect(await signInWithPasskey()).toMatchObject({ ok: false, code: 'cancelled' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('passes on the refusals the form can say, and reads anything else as a failure', async () => {
    answers.push([429, { ok: false, code: 'tooManyAttempts', retryAfterMinutes: 1 }]);
    expect(await signInWithPasskey()).toEqual({ ok: false, code: 'tooManyAttempts', retryAfterMinutes: 1 });
    answers.push([403, { ok: false, code: 'wrongOrigin' }]);
    expect(await signInWithPasskey()).toMatchObject({ ok: false, code: 'failed' });
    answers.push([200, { ok: true, challengeId: 'c1', options: {} }], [401, { ok: false, code: 'passkeyUnknown' }]);
    browser.startAuthentication.mockResolvedValue({ id: 'cred' });
    expect(await signInWithPasskey()).toMatchObject({ ok: false, code: 'passkeyUnknown' });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await signInWithPasskey()).toMatchObject({ ok: false, code: 'failed' });
  });
});

describe('adding a passkey, in the browser', () => {
  it('sends the new passkey with its name and the member’s token', async () => {
    answers.push([200, { ok: true, challengeId: 'c2', options: { challenge: 'xyz' } }], [201, { ok: true }]);
    browser.startRegistration.mockResolvedValue({ id: 'new' });
    expect(await addPasskey('id-token', 'My phone')).toEqual({ ok: true });
    expect(fetchMock).toHaveBeenLastCalledWith(
      '/api/team/passkeys',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ challengeId: 'c2', name: 'My phone', response: { id: 'new' } }),
        headers: expect.objectContaining({ Authorization: 'Bearer id-token' }),
      }),
    );
  });

  it('reads a device that already holds the passkey, or a closed prompt, as cancelled', async () => {
    for (const name of ['InvalidStateError', 'NotAllowedError']) {
      answers.push([200, { ok: true, challengeId: 'c2', options: {} }]);
      browser.startRegistration.mockRejectedValueOnce(domError(name));
      expect(await addPasskey('id-token', 'Phone')).toEqual({ ok: false, code: 'cancelled' });
    }
  });

  it('passes on why the server refused it', async () => {
    answers.push([200, { ok: true, challengeId: 'c2', options: {} }], [409, { ok: false, code: 'tooMany' }]);
    browser.startRegistration.mockResolvedValue({ id: 'new' });
    expect(await addPasskey('id-token', 'Phone')).toEqual({ ok: false, code: 'tooMany' });
  });
});

describe('passkeysSupported', () => {
  it('follows window.PublicKeyCredential', () => {
    expect(passkeysSupported()).toBe(false);
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    expect(passkeysSupported()).toBe(true);
    vi.unstubAllGlobals();
    vi.stubGlobal('fetch', fetchMock);
  });
});
