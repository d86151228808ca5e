/** The site a passkey belongs to: its RP ID (a host name) and the one page origin it is used from. */
export interface RelyingParty {
  rpID: string;
  origin: string;
}

/** Only this name may stand for a whole machine: WebAuthn accepts no IP address as an RP ID. */
const LOOPBACK_HOST = 'localhost';

/**
 * The relying party for a request whose page origin (the browser's `Origin` header) is
 * `requestOrigin`, or null when that origin is not this site. The configured public address
 * (NEXT_PUBLIC_SITE_URL) decides: a passkey made for a name the visitor's request chose would let
 * any host that forwards to this server (a look-alike domain) ask for one. The one exception is a
 * copy running on this machine (`localhost` configured): any port of localhost is the same machine,
 * so the demo copy and the e2e server, each on its own port, can use passkeys.
 */
export function relyingParty(requestOrigin: string | null, siteUrl: string): RelyingParty | null {
  const site = new URL(siteUrl);
  if (!requestOrigin) return null;
  let request: URL;
  try {
    request = new URL(requestOrigin);
  } catch {
    return null;
  }
  if (request.origin === site.origin) return { rpID: site.hostname, origin: site.origin };
  const onThisMachine = site.hostname === LOOPBACK_HOST && request.hostname === LOOPBACK_HOST;
  const web = request.protocol === 'http:' || request.protocol === 'https:';
  return onThisMachine && web ? { rpID: LOOPBACK_HOST, origin: request.origin } : null;
}
