import { BlockList, isIP } from 'node:net';

/**
 * Addresses a picture fetch must never reach: this machine, the local network, link-local
 * (cloud metadata services live at 169.254.169.254), carrier-grade NAT, multicast and the
 * reserved ranges. The IPv4 ranges also cover their IPv4-mapped IPv6 forms (::ffff:10.0.0.1),
 * which BlockList checks against them; NAT64 (64:ff9b::/96, which a NAT64 gateway turns into any
 * IPv4 address, private ones too, and its local-use range), 6to4 and Teredo (2001::/32, which
 * embeds an IPv4 address) are refused whole.
 */
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  // Unspecified, loopback and the old IPv4-compatible forms (::127.0.0.1).
  ['::', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 32],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** True for an address in a private, loopback, link-local or otherwise non-public range; and for anything that is not an IP address. */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const version = isIP(bare);
  if (version === 4) return blocked.check(bare, 'ipv4');
  if (version === 6) return blocked.check(bare, 'ipv6');
  return true;
}

/** The host of a URL when it is an IP address written out (which is connected to without a DNS lookup), else null. */
export function literalAddress(hostname: string): string | null {
  const bare = hostname.replace(/^\[|\]$/g, '');
  return isIP(bare) ? bare : null;
}
