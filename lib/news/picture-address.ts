import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { pictureSigningKey } from '@/lib/env/picture-signing-key';
import { ARTICLE_PICTURE_PATH, MAX_PICTURE_URL_BYTES, PICTURE_TOKEN_PATTERN } from './presentation';
import { httpUrlOrEmpty } from './transform';

/**
 * Picture addresses any instance can serve: /api/news/image/<base64url(url)>.<base64url(hmac)>,
 * the HMAC-SHA256 of the URL under the server's secret. The picture route fetches only URLs whose
 * signature it can recompute, so nobody can have the server fetch a URL of their own choosing.
 */

/** Keeps a signature made for picture addresses from meaning anything elsewhere the key is used. */
const PURPOSE = 'news-picture\n';

const signatureOf = (url: string, key: string): Buffer =>
  createHmac('sha256', key).update(PURPOSE).update(url, 'utf8').digest();

/** The token for a picture URL, or null for one that is not http(s) or is too long to carry. */
export function signPictureUrl(url: string, key: string): string | null {
  if (!httpUrlOrEmpty(url) || url !== url.trim()) return null;
  const bytes = Buffer.from(url, 'utf8');
  if (bytes.length > MAX_PICTURE_URL_BYTES) return null;
  return `${bytes.toString('base64url')}.${signatureOf(url, key).toString('base64url')}`;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** The URL a token carries when its signature is the key's; null for anything else. */
export function verifyPictureToken(token: string, key: string): string | null {
  if (!PICTURE_TOKEN_PATTERN.test(token)) return null;
  const [encodedUrl = '', encodedSignature = ''] = token.split('.');
  const bytes = Buffer.from(encodedUrl, 'base64url');
  // One spelling per URL: a token whose leftover bits differ is not one we made.
  if (bytes.toString('base64url') !== encodedUrl || bytes.length > MAX_PICTURE_URL_BYTES) return null;
  let url: string;
  try {
    url = strictUtf8.decode(bytes);
  } catch {
    return null;
  }
  const given = Buffer.from(encodedSignature, 'base64url');
  // Likewise for the signature, whose last character has 2 unused bits.
  if (given.toString('base64url') !== encodedSignature) return null;
  const expected = signatureOf(url, key);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  // Only what signPictureUrl would have signed, should the key ever have signed anything else.
  return httpUrlOrEmpty(url) === url ? url : null;
}

/** Our picture route's address for a news site's picture, signed with the server's key; null when it cannot be. */
export function signedPicturePath(url: string, key: string | null = pictureSigningKey()): string | null {
  const token = key ? signPictureUrl(url, key) : null;
  return token ? `${ARTICLE_PICTURE_PATH}/${token}` : null;
}

/** The picture URL a token of our picture route stands for, checked with the server's key. */
export const signedPictureUrl = (token: string, key: string | null = pictureSigningKey()): string | null =>
  key ? verifyPictureToken(token, key) : null;
