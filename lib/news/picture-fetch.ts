import 'server-only';
import axios, { type LookupAddressEntry } from 'axios';
import { lookup as dnsLookup } from 'node:dns';
import { isPrivateAddress, literalAddress } from './private-address';
import { declaredRasterType, RASTER_TYPES, sniffRasterType, type RasterType } from './raster';

/** Pictures larger than this are refused: an article picture is a few hundred kilobytes. */
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;
export const PICTURE_MAX_REDIRECTS = 3;

export interface Picture {
  bytes: Buffer;
  /** The type the bytes were recognised as, not what the other server claimed. */
  contentType: RasterType;
}

export interface PictureFetchOptions {
  /** The whole fetch, redirects and body included, must finish within this time. */
  timeoutMs: number;
  /** Only for tests whose fake news site runs on this machine. */
  allowPrivateHosts: boolean;
  maxBytes?: number;
  maxRedirects?: number;
}

/** Why a picture could not be passed on: 404 when the other site has no such picture, else 502. */
export class PictureFetchError extends Error {
  constructor(
    message: string,
    readonly status: 404 | 502,
  ) {
    super(message);
    this.name = 'PictureFetchError';
  }
}

type LookupCallback = (error: Error | null, addresses: LookupAddressEntry[]) => void;

/**
 * Fetches a news site's picture on the server, so the reader's browser never contacts that site.
 * Every address the host name resolves to is checked at connection time (redirects included), so
 * a name that points, or later re-points, at this machine or the local network is refused.
 */
export async function fetchPicture(url: string, options: PictureFetchOptions): Promise<Picture> {
  const { timeoutMs, allowPrivateHosts, maxBytes = PICTURE_MAX_BYTES, maxRedirects = PICTURE_MAX_REDIRECTS } = options;
  let refusedHost: string | null = null;

  const refuseLiteralPrivate = (candidate: URL | { protocol?: string; hostname?: string }) => {
    if (candidate.protocol !== 'http:' && candidate.protocol !== 'https:') {
      throw new PictureFetchError('Only http and https pictures are fetched', 502);
    }
    const literal = literalAddress(candidate.hostname ?? '');
    if (!allowPrivateHosts && literal && isPrivateAddress(literal)) {
      refusedHost = literal;
      throw new PictureFetchError('Picture host is a private address', 502);
    }
  };

  const guardedLookup = (hostname: string, _options: object, callback: LookupCallback) => {
    dnsLookup(hostname, { all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      if (!allowPrivateHosts && (addresses.length === 0 || addresses.some((a) => isPrivateAddress(a.address)))) {
        refusedHost = hostname;
        return callback(new PictureFetchError('Picture host resolves to a private address', 502), []);
      }
      callback(
        null,
        addresses.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 })),
      );
    });
  };

  let target: URL;
  try {
    target = new URL(url);
  } catch {
    throw new PictureFetchError('Picture URL is not valid', 502);
  }
  refuseLiteralPrivate(target);

  try {
    const response = await axios.get<ArrayBuffer>(target.href, {
      responseType: 'arraybuffer',
      timeout: timeoutMs,
      signal: AbortSignal.timeout(timeoutMs),
      maxContentLength: maxBytes,
      maxRedirects,
      // A proxy would resolve the host itself, out of reach of the address check.
      proxy: false,
      lookup: guardedLookup,
      beforeRedirect: (redirect) => refuseLiteralPrivate(redirect),
      headers: { Accept: RASTER_TYPES.join(',') },
    });
    const declared = declaredRasterType(String(response.headers['content-type'] ?? ''));
    if (!declared) throw new PictureFetchError('Not a raster picture', 502);
    const bytes = Buffer.from(response.data);
    if (bytes.length > maxBytes) throw new PictureFetchError('Picture is too large', 502);
    const contentType = sniffRasterType(bytes);
    if (!contentType) throw new PictureFetchError('Not a raster picture', 502);
    return { bytes, contentType };
  } catch (error) {
    if (error instanceof PictureFetchError) throw error;
    if (refusedHost) throw new PictureFetchError('Picture host is a private address', 502);
    const status = axios.isAxiosError(error) ? error.response?.status : undefined;
    if (status === 404 || status === 410) throw new PictureFetchError('No such picture', 404);
    throw new PictureFetchError('Picture could not be fetched', 502);
  }
}
