import type { OrgCreatorSearch } from '@chorus/client';
import { countries, creatorSearchSorts, platforms, sortDirections } from '@chorus/core';

// The creator search's filters live in the page's query string (shareable, Back works): these read and write them.

/** The query-string names of the filters, order and page size (the campaign is `campaignId`, read apart). */
export const filterNames = ['platform', 'country', 'minFollowers', 'maxFollowers', 'rateKind', 'maxRate', 'minResponseRate', 'workedWithUs', 'q', 'sort', 'dir', 'pageSize'] as const;
export type FilterName = (typeof filterNames)[number];

export const sortLabels: Record<(typeof creatorSearchSorts)[number], string> = {
  followers: 'Followers',
  rate: 'Rate',
  responseRate: 'Response rate',
  completed: 'Completed campaigns',
};
export const PAGE_SIZES = [10, 25, 50, 100] as const;

const WHOLE = /^\d{1,10}$/;
const DOLLARS = /^\d{1,7}(\.\d{1,2})?$/;

/** Dollars as typed ("150", "99.5") in whole cents, or null when it is not an amount. */
export const dollarsToCents = (s: string): number | null => (DOLLARS.test(s.trim()) ? Math.round(Number(s.trim()) * 100) : null);

/**
 * The search request the query string asks for (no cursor), or what is wrong with it. A rate kind is only sent when
 * the highest rate or the rate order needs it (the server refuses those without one).
 */
export function searchFromParams(params: URLSearchParams, campaignId: number | undefined): { request: OrgCreatorSearch; problems: string[] } {
  const get = (name: FilterName) => params.get(name)?.trim() ?? '';
  const problems: string[] = [];
  const request: OrgCreatorSearch = {};
  const whole = (name: FilterName, label: string, max = 2_147_483_647) => {
    const v = get(name);
    if (!v) return undefined;
    if (!WHOLE.test(v) || Number(v) > max) {
      problems.push(`${label} must be a whole number from 0 to ${max.toLocaleString('en-US')}.`);
      return undefined;
    }
    return Number(v);
  };
  const platform = Number(get('platform'));
  if (platforms.some((p) => p.id === platform)) request.platformId = platform;
  const country = get('country').toUpperCase();
  if (countries.some((c) => c.code === country)) request.country = country;
  request.minFollowers = whole('minFollowers', 'Minimum followers');
  request.maxFollowers = whole('maxFollowers', 'Maximum followers');
  if (request.minFollowers !== undefined && request.maxFollowers !== undefined && request.minFollowers > request.maxFollowers)
    problems.push('Minimum followers must not be above maximum followers.');
  const maxRate = get('maxRate');
  if (maxRate) {
    const cents = dollarsToCents(maxRate);
    if (cents === null) problems.push('Highest rate must be an amount in dollars, like 150 or 99.50.');
    else request.maxRateCents = cents;
  }
  request.minResponseRate = whole('minResponseRate', 'Minimum response rate', 100);
  const worked = get('workedWithUs');
  if (worked === 'yes' || worked === 'no') request.workedWithUs = worked === 'yes';
  const q = get('q');
  if (q) request.q = q;
  const sort = get('sort');
  if ((creatorSearchSorts as readonly string[]).includes(sort)) request.sort = sort as OrgCreatorSearch['sort'];
  const dir = get('dir');
  if ((sortDirections as readonly string[]).includes(dir)) request.dir = dir as OrgCreatorSearch['dir'];
  if (request.maxRateCents !== undefined || request.sort === 'rate') request.rateKind = get('rateKind') === 'brand' ? 'brand' : 'song';
  const size = Number(get('pageSize'));
  if ((PAGE_SIZES as readonly number[]).includes(size)) request.pageSize = size as OrgCreatorSearch['pageSize'];
  if (campaignId) request.campaignId = campaignId;
  // Drop what was not given, so the request (and its cache key) holds only what matters.
  for (const k of Object.keys(request) as (keyof OrgCreatorSearch)[]) if (request[k] === undefined) delete request[k];
  return { request, problems };
}

/** The query string of a submitted filter form: filled fields only, the campaign kept. */
export function paramsFromForm(form: FormData, campaignId: string | null): URLSearchParams {
  const next = new URLSearchParams();
  for (const name of filterNames) {
    const v = String(form.get(name) ?? '').trim();
    if (v) next.set(name, v);
  }
  // The rate kind only matters beside a highest rate or the rate order.
  if (!next.get('maxRate') && next.get('sort') !== 'rate') next.delete('rateKind');
  // The server's defaults stay out of the address: followers, highest first, 25 a page.
  if (next.get('sort') === 'followers') next.delete('sort');
  if (next.get('dir') === 'desc') next.delete('dir');
  if (next.get('pageSize') === '25') next.delete('pageSize');
  if (campaignId) next.set('campaignId', campaignId);
  return next;
}

export const countryName = (code: string | null) => (code ? (countries.find((c) => c.code === code)?.name ?? code) : '—');
