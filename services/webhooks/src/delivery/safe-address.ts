// Where a webhook may be sent (issue: safe by default). A URL must be https (unless allowHttp) and
// every address its host resolves to must be public unicast (unless allowPrivate): loopback,
// private, link-local (169.254.169.254, cloud metadata), carrier-grade NAT (100.100.100.200),
// multicast, unique-local IPv6 (fd00:ec2::254) and IPv4 mapped into IPv6 are refused. The check runs
// inside the connection's own DNS lookup (safeLookup), so the address checked is the address
// connected to: a name that resolves to a public address at the check and to 127.0.0.1 a moment
// later (DNS rebinding) has no second resolution to slip through.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { invalid } from '@venue/platform';

export interface AddressPolicy {
  allowHttp: boolean;
  allowPrivate: boolean;
}

/** Why an address may not be called, or null when it may (a public unicast address). */
export function refusedAddress(address: string): string | null {
  if (!ipaddr.isValid(address)) return `${address} is not an IP address`;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  const range = parsed.range();
  return range === 'unicast' ? null : `${address} is a ${range} address`;
}

export class RefusedAddressError extends Error {
  override name = 'RefusedAddressError';
}

type Resolver = (hostname: string, callback: (error: Error | null, addresses: LookupAddress[]) => void) => void;

const systemResolver: Resolver = (hostname, callback) => dnsLookup(hostname, { all: true, verbatim: true }, callback);

/**
 * A `lookup` for http.request that resolves the host and fails the connection when any address it
 * resolves to is refused (a name mixing public and private addresses is refused whole).
 */
export function safeLookup(policy: AddressPolicy, resolve: Resolver = systemResolver): LookupFunction {
  return ((hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    resolve(hostname, (error, addresses) => {
      if (error) return callback(error);
      if (!policy.allowPrivate) {
        const refusals = addresses.map((a) => refusedAddress(a.address)).filter((why) => why !== null);
        if (refusals.length > 0 || addresses.length === 0)
          return callback(new RefusedAddressError(`${hostname} resolves to a refused address: ${refusals.join('; ') || 'none'}`));
      }
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      return callback(null, first!.address, first!.family);
    });
  }) as LookupFunction;
}

/** The URL's host without the brackets of an IPv6 literal. */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/**
 * Checks a URL before it is stored or called: its scheme, and an IP literal host (a literal is
 * connected to without a lookup, so safeLookup never sees it). A name is checked at each connection.
 */
export function checkUrl(text: string, policy: AddressPolicy): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw invalid('url is not a valid URL');
  }
  if (url.protocol !== 'https:' && !(policy.allowHttp && url.protocol === 'http:')) throw invalid('url must be an https:// URL');
  if (url.username || url.password) throw invalid('url must not carry a user name or password');
  if (text.length > 2000) throw invalid('url is longer than 2000 characters');
  const host = hostOf(url);
  if (!policy.allowPrivate && isIP(host)) {
    const why = refusedAddress(host);
    if (why) throw invalid(`url is refused: ${why}`);
  }
  return url;
}

/**
 * Resolves a name as a delivery would and refuses it the same way (webhook_add answers 400 for it).
 * A name that does not resolve (yet) is accepted: each delivery resolves and checks it again, and
 * until it resolves its attempts fail with the resolver's error (webhook_deliveries shows it).
 */
export async function checkResolvedHost(url: URL, policy: AddressPolicy, resolve: Resolver = systemResolver): Promise<void> {
  const host = hostOf(url);
  if (policy.allowPrivate || isIP(host)) return;
  const lookup = safeLookup(policy, resolve);
  await new Promise<void>((done, fail) =>
    lookup(host, { all: true }, (error: NodeJS.ErrnoException | null) => {
      if (error instanceof RefusedAddressError) fail(invalid(`url is refused: ${error.message}`));
      else done();
    }),
  );
}
