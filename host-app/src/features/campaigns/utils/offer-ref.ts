import type { OfferRef } from '../api/campaigns.ts';

/** PostID and UID of a detail or results address; null when either is missing or malformed. */
export function parseOfferRef(params: URLSearchParams): OfferRef | null {
  const rawId = params.get('PostID')?.trim() ?? '';
  const uid = params.get('UID')?.trim() ?? '';
  if (!/^\d{1,9}$/.test(rawId) || !uid || uid.length > 64) return null;
  const postId = Number(rawId);
  return postId > 0 ? { postId, uid } : null;
}

const query = (o: OfferRef) => new URLSearchParams({ PostID: String(o.postId), UID: o.uid }).toString();

/** The campaign detail page of an offer (campaigns.md §2). */
export const detailPath = (o: OfferRef) => `/detail?${query(o)}`;
/** The post results form of an offer. */
export const resultsPath = (o: OfferRef) => `/results?${query(o)}`;
