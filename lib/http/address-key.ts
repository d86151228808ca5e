import ipaddr from 'ipaddr.js';
import { isIP } from 'node:net';

/** The leading groups of an IPv6 address that name one network: 4 groups of 16 bits, a /64. */
const NETWORK_GROUPS = 4;

/**
 * The key an address is counted under by the request and guessing limits.
 * - IPv6: its /64, spelled one way (`2001:db8:1:2::/64`). A home or phone connection is given a
 *   whole /64 and picks addresses in it freely, so counting single addresses would let one visitor
 *   start afresh with every new address.
 * - IPv4, and IPv4 written as IPv6 (`::ffff:1.2.3.4`): the address itself, so both spellings of
 *   one visitor share a count.
 * - Anything else (`unknown`, a malformed header): as given, so it still has a count of its own.
 * Node's `isIP` decides what is an address: ipaddr.js alone would also read shorthand such as
 * `127.1` or `0x7f.0.0.1`, which no proxy writes.
 */
export function limitKeyForAddress(address: string): string {
  if (isIP(address) === 0) return address;
  const parsed = ipaddr.parse(address);
  if (parsed instanceof ipaddr.IPv4) return parsed.toString();
  if (parsed.isIPv4MappedAddress()) return parsed.toIPv4Address().toString();
  // A new address from the network groups alone also drops any zone id (`%eth0`).
  const network = parsed.parts.slice(0, NETWORK_GROUPS).concat([0, 0, 0, 0]);
  return `${new ipaddr.IPv6(network).toString()}/64`;
}
