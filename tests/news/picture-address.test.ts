// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { signedPicturePath, signPictureUrl, verifyPictureToken } from '@/lib/news/picture-address';
import { isPictureAddress, MAX_PICTURE_URL_BYTES, PICTURE_TOKEN_PATTERN } from '@/lib/news/presentation';

vi.mock('server-only', () => ({}));

const KEY = 'k'.repeat(32);
const OTHER_KEY = 'o'.repeat(32);
const URL_OF_PICTURE = 'https://cdn.example.com/photos/river.jpg?w=800&h=400';

const sign = (url: string, key = KEY): string => {
  const token = signPictureUrl(url, key);
  if (!token) throw new Error(`not signed: ${url}`);
  return token;
};
const parts = (token: string): [string, string] => {
  const [url = '', signature = ''] = token.split('.');
  return [url, signature];
};
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

describe('a signed picture token', () => {
  it('carries the URL back when checked with the same key', () => {
    const token = sign(URL_OF_PICTURE);
    expect(token).toMatch(PICTURE_TOKEN_PATTERN);
    expect(verifyPictureToken(token, KEY)).toBe(URL_OF_PICTURE);
  });

  it('round-trips URLs with non-ASCII characters and http', () => {
    for (const url of ['https://cdn.example.com/समाचार.jpg', 'http://images.example.com/k.jpg']) {
      expect(verifyPictureToken(sign(url), KEY)).toBe(url);
    }
  });

  it('is the same for the same URL and key, so caches and every instance agree', () => {
    expect(sign(URL_OF_PICTURE)).toBe(sign(URL_OF_PICTURE));
    expect(sign(URL_OF_PICTURE, OTHER_KEY)).not.toBe(sign(URL_OF_PICTURE));
  });

  it('is refused when its URL was changed', () => {
    const [, signature] = parts(sign(URL_OF_PICTURE));
    expect(verifyPictureToken(`${b64('http://169.254.169.254/latest/meta-data')}.${signature}`, KEY)).toBeNull();
    expect(verifyPictureToken(`${b64(`${URL_OF_PICTURE}x`)}.${signature}`, KEY)).toBeNull();
  });

  it('is refused when its signature was changed', () => {
    const [url, signature] = parts(sign(URL_OF_PICTURE));
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    expect(verifyPictureToken(`${url}.${flipped}`, KEY)).toBeNull();
  });

  it('is refused when only the unused bits of its signature were changed', () => {
    const [url, signature] = parts(sign(URL_OF_PICTURE));
    const last = signature.charCodeAt(signature.length - 1);
    // The last character's value is a multiple of 4 (A, E, I, …); the next three decode the same.
    const sameBytes = `${signature.slice(0, -1)}${String.fromCharCode(last + 1)}`;
    expect(Buffer.from(sameBytes, 'base64url').equals(Buffer.from(signature, 'base64url'))).toBe(true);
    expect(verifyPictureToken(`${url}.${sameBytes}`, KEY)).toBeNull();
  });

  it('is refused when it was signed with another key', () => {
    expect(verifyPictureToken(sign(URL_OF_PICTURE, OTHER_KEY), KEY)).toBeNull();
  });

  it('is refused when truncated or missing its signature', () => {
    const token = sign(URL_OF_PICTURE);
    expect(verifyPictureToken(token.slice(0, -1), KEY)).toBeNull();
    expect(verifyPictureToken(token.slice(1), KEY)).toBeNull();
    expect(verifyPictureToken(parts(token)[0], KEY)).toBeNull();
    expect(verifyPictureToken(`${parts(token)[0]}.`, KEY)).toBeNull();
    expect(verifyPictureToken('', KEY)).toBeNull();
  });

  it('is refused when it is not base64url, or not the one spelling we make', () => {
    const [url, signature] = parts(sign(URL_OF_PICTURE));
    expect(verifyPictureToken(`${url}=.${signature}`, KEY)).toBeNull();
    expect(verifyPictureToken(`${url.replace(/.$/, '+')}.${signature}`, KEY)).toBeNull();
    expect(verifyPictureToken(`not base64!.${signature}`, KEY)).toBeNull();
    // 19 bytes end in a character with 4 unused bits: another character there decodes to the same
    // URL, and is still not a token we made.
    const short = sign('http://a.example/pq');
    const [shortUrl, shortSignature] = parts(short);
    const sameBytes = `${shortUrl.slice(0, -1)}${String.fromCharCode(shortUrl.charCodeAt(shortUrl.length - 1) + 1)}`;
    expect(Buffer.from(sameBytes, 'base64url').toString()).toBe('http://a.example/pq');
    expect(verifyPictureToken(`${sameBytes}.${shortSignature}`, KEY)).toBeNull();
  });

  it('is refused when it carries bytes that are not UTF-8', () => {
    const [, signature] = parts(sign(URL_OF_PICTURE));
    expect(verifyPictureToken(`${Buffer.from([0xff, 0xfe, 0x68]).toString('base64url')}.${signature}`, KEY)).toBeNull();
  });
});

describe('what is signed', () => {
  it('only http(s) URLs that fit the address', () => {
    expect(signPictureUrl('/news/river.jpg', KEY)).toBeNull();
    expect(signPictureUrl('javascript:alert(1)', KEY)).toBeNull();
    expect(signPictureUrl('file:///etc/passwd', KEY)).toBeNull();
    expect(signPictureUrl(' https://cdn.example.com/x.jpg', KEY)).toBeNull();
    const longest = `https://cdn.example.com/${'a'.repeat(MAX_PICTURE_URL_BYTES - 24)}`;
    expect(longest).toHaveLength(MAX_PICTURE_URL_BYTES);
    expect(verifyPictureToken(sign(longest), KEY)).toBe(longest);
    expect(signPictureUrl(`${longest}a`, KEY)).toBeNull();
  });

  it('gives an address of the picture route that pictureSrc accepts', () => {
    const path = signedPicturePath(URL_OF_PICTURE, KEY);
    expect(path).toBe(`/api/news/image/${sign(URL_OF_PICTURE)}`);
    expect(isPictureAddress(path ?? undefined)).toBe(true);
    expect(signedPicturePath('/news/river.jpg', KEY)).toBeNull();
  });
});
