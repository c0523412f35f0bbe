import { lookup as lookupEach } from 'node:dns';
import { lookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, buildConnector } from 'undici';
import { ApiError } from '../../lib/errors.ts';

/**
 * The server fetches an EHR's addresses (its smart-configuration, token endpoint and FHIR base),
 * which a team admin types in. None of them may lead into the server's own network: an address
 * is refused unless every IP its host name resolves to is public unicast — not loopback, private
 * (RFC 1918), link-local (169.254/16, where cloud metadata lives), unique-local (fc00::/7),
 * unspecified, multicast, carrier-grade NAT or another reserved range (ipaddr.js names the ranges).
 * Checked when a connection is registered and again before every request, as DNS answers change
 * (a clear error before anything is sent). The enforcement is the connection itself: every request
 * to an EHR goes through `ehrFetch`, whose connections judge the very addresses they connect to, so
 * a DNS server cannot answer "public" to the check and "internal" to the request (DNS rebinding).
 */

/** How the server may reach EHRs: `allowPrivate` only with EHR_ALLOW_PRIVATE_ADDRESSES (a test EHR on this machine). */
export interface EhrNetwork {
  allowPrivate: boolean;
}

const INTERNAL = 'leads to a loopback, private, link-local or otherwise internal network address';

const notAllowed = (host: string, why: string) =>
  new ApiError(
    'EHR_ADDRESS_NOT_ALLOWED',
    `The EHR address ${host} ${why}. An EHR must be reached over https at a public address.`,
  );

/** Whether an IP address is public unicast (an IPv4-mapped IPv6 address is judged as its IPv4 address). */
export function isPublicAddress(ip: string): boolean {
  if (!ipaddr.isValid(ip)) return false;
  return ipaddr.process(ip).range() === 'unicast';
}

/** Refuses (EHR_ADDRESS_NOT_ALLOWED) a URL the server must not fetch; resolves its host name to check it. */
export async function checkEhrAddress(url: string, net: EhrNetwork): Promise<void> {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new ApiError('EHR_ADDRESS_NOT_ALLOWED', 'The EHR address is not a URL.');
  }
  const host = u.hostname.replace(/^\[|\]$/g, '');
  if (net.allowPrivate) {
    if (u.protocol !== 'https:' && u.protocol !== 'http:') throw notAllowed(u.host, 'is not http(s)');
    return;
  }
  if (u.protocol !== 'https:') throw notAllowed(u.host, 'is not https');
  let addresses: string[];
  if (ipaddr.isValid(host)) addresses = [host];
  else {
    try {
      addresses = (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
    } catch {
      throw new ApiError('EHR_UNAVAILABLE', `The EHR's host name ${u.host} could not be resolved.`);
    }
  }
  if (addresses.length === 0 || !addresses.every(isPublicAddress)) throw notAllowed(u.host, INTERNAL);
}

/** A connection's DNS lookup: with internal addresses refused, any internal address in the answer fails the connection. */
const lookupFor =
  (net: EhrNetwork): LookupFunction =>
  (hostname, options, callback) => {
    lookupEach(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '');
      const first = addresses[0];
      if (!net.allowPrivate && (!first || !addresses.every((a) => isPublicAddress(a.address))))
        return callback(notAllowed(hostname, INTERNAL) as NodeJS.ErrnoException, '');
      if (options.all) callback(null, addresses);
      else if (first) callback(null, first.address, first.family);
      else callback(Object.assign(new Error(`No address for ${hostname}`), { code: 'ENOTFOUND' }), '');
    });
  };

/** A connection's socket: a host name through `lookupFor`, an IP address in the URL judged as it is. */
function connectorFor(net: EhrNetwork): buildConnector.connector {
  const connect = buildConnector({ lookup: lookupFor(net) });
  return (opts, callback) => {
    const host = opts.hostname.replace(/^\[|\]$/g, '');
    if (!net.allowPrivate && ipaddr.isValid(host) && !isPublicAddress(host))
      return callback(notAllowed(host, INTERNAL), null);
    connect(opts, callback);
  };
}

/** One connection pool for each setting of `allowPrivate`. */
const agents = new Map<boolean, Agent>();

/** The ApiError that refused a connection, from a failed fetch's chain of causes. */
function refusal(err: unknown): ApiError | undefined {
  for (let e = err; e instanceof Error; e = e.cause) if (e instanceof ApiError) return e;
  return undefined;
}

/**
 * The fetch for every request to an EHR (discovery, the token endpoint, FHIR reads and writes):
 * its connections refuse internal addresses (EHR_ADDRESS_NOT_ALLOWED) unless `allowPrivate`.
 */
export function ehrFetch(net: EhrNetwork): typeof fetch {
  let dispatcher = agents.get(net.allowPrivate);
  if (!dispatcher) {
    dispatcher = new Agent({ connect: connectorFor(net) });
    agents.set(net.allowPrivate, dispatcher);
  }
  return async (input, init) => {
    try {
      // Node's fetch is undici's: it takes an undici dispatcher of the same major version
      return await fetch(input, { ...init, dispatcher } as RequestInit);
    } catch (err) {
      throw refusal(err) ?? err;
    }
  };
}
