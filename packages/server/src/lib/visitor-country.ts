import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyRequest } from 'fastify';
import { Reader } from 'mmdb-lib';
import proxyAddr from 'proxy-addr';

/**
 * A visitor's country (contests.md §3-4: the visitor's country decides which restricted direct and quick contests
 * they may enter), found by the server and never taken from the request body:
 *
 * 1. from the CDN's country header (`COUNTRY_HEADER`, e.g. `cf-ipcountry`), only when the request reached us from
 *    a peer `TRUST_PROXY` trusts (anyone else could send the header);
 * 2. else from a GeoIP lookup of the client address (`req.ip`, which honours X-Forwarded-For by the same trust) in
 *    the country database `@ip-location-db/geo-whois-asn-country-mmdb` ships (CC0, IPv4 and IPv6, read once).
 *
 * Null when neither knows (a loopback or private address, CDN placeholders such as `XX` and Tor's `T1`): the visitor
 * is then treated as before, with restricted contests asking them to log in.
 */
export interface VisitorCountryOptions {
  /** A lowercase header name, or undefined for none. */
  header?: string;
  trustProxy: boolean | string[];
  /** Off: no GeoIP lookup (the header alone). */
  geoip: boolean;
}

type Lookup = (ip: string) => string | null;
let reader: Lookup | null = null;

function geoipLookup(): Lookup {
  if (reader) return reader;
  const require = createRequire(import.meta.url);
  const file = require.resolve('@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb');
  const db = new Reader(readFileSync(file));
  reader = (ip) => {
    try {
      return (db.get(ip) as { country_code?: string } | null)?.country_code ?? null;
    } catch {
      return null; // not an address the database can read
    }
  };
  return reader;
}

const COUNTRY = /^[A-Z]{2}$/;
/** Codes CDNs send for "unknown" or "not a country" (Cloudflare: XX, T1 for Tor; EU for a European range). */
const NOT_A_COUNTRY = new Set(['XX', 'T1', 'EU', 'AP', 'ZZ']);
const clean = (v: string | null | undefined) => {
  const code = (v ?? '').trim().toUpperCase();
  return COUNTRY.test(code) && !NOT_A_COUNTRY.has(code) ? code : null;
};

export function visitorCountryResolver(opts: VisitorCountryOptions): (req: FastifyRequest) => string | null {
  const of = visitorCountrySource(opts);
  return (req) => of(req).country;
}

/**
 * The visitor's country and what it came from: the header (a shared cache can key on it: Vary), the client's
 * address (no shared cache can), or nothing (the same for every visitor).
 */
export function visitorCountrySource(opts: VisitorCountryOptions): (req: FastifyRequest) => { country: string | null; from: 'header' | 'address' | null } {
  const trusted =
    opts.trustProxy === true ? () => true : opts.trustProxy === false ? () => false : proxyAddr.compile(opts.trustProxy);
  return (req) => {
    if (opts.header) {
      const peer = req.socket?.remoteAddress;
      const value = req.headers[opts.header];
      if (peer && value !== undefined && trusted(peer, 0)) {
        const fromCdn = clean(Array.isArray(value) ? value[0] : value);
        if (fromCdn) return { country: fromCdn, from: 'header' };
      }
    }
    return opts.geoip ? { country: clean(geoipLookup()(req.ip)), from: 'address' } : { country: null, from: null };
  };
}
