import { formatUsd, idParam, prizeTotalCents } from '@chorus/core';
import type { Db } from '../db/open.ts';
import { findContest } from '../repositories/contests.ts';

/** What a link preview (Open Graph, Twitter) shows for a shared page. */
export interface ShareCard {
  title: string;
  description: string;
  /** Absolute. */
  url: string;
  /** Absolute, or null (a card without a picture). */
  image: string | null;
}

/** The contest pages creators and artists share (contests.md §2: every one takes PostID). */
const CONTEST_PAGES = new Set(['/contestdetail', '/directdetail', '/quickdetail', '/customdetail', '/exclusivedetail', '/p-contests']);

const absolute = (link: string, publicUrl: string): string | null => {
  try {
    const url = new URL(link, publicUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
};

/**
 * The card of a shared contest link (`/quickdetail?PostID=7`): the contest's name, organiser, prizes and cover, as
 * the public contest call shows them; null for any other page, or a contest that is not there.
 */
export function shareCards(db: Db, publicUrl: string) {
  return async (pathAndQuery: string): Promise<ShareCard | null> => {
    const url = new URL(pathAndQuery, publicUrl);
    if (!CONTEST_PAGES.has(url.pathname)) return null;
    const id = idParam.safeParse(url.searchParams.get('PostID'));
    if (!id.success) return null;
    const contest = await findContest(db, id.data);
    if (!contest) return null;
    const prizes = prizeTotalCents(contest.prizes);
    const description = [
      contest.organizer ? `A contest by ${contest.organizer} on Chorus.` : 'A contest on Chorus.',
      prizes > 0 ? `${formatUsd(prizes)} in prizes.` : '',
      contest.event ?? '',
    ]
      .filter(Boolean)
      .join(' ');
    return {
      title: contest.name,
      description,
      url: url.href,
      image: contest.image ? absolute(contest.image, publicUrl) : null,
    };
  };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The portal's index.html with the card in its head: `<title>`, the description and the `og:*`/`twitter:*` tags
 * replace the page's defaults; every value escaped (names and events are the organiser's text).
 */
export function withShareCard(html: string, card: ShareCard): string {
  const meta = (attr: 'property' | 'name', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    `<title>${escapeHtml(card.title)} · Chorus</title>`,
    meta('name', 'description', card.description),
    meta('property', 'og:site_name', 'Chorus'),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', card.title),
    meta('property', 'og:description', card.description),
    meta('property', 'og:url', card.url),
    ...(card.image ? [meta('property', 'og:image', card.image)] : []),
    meta('name', 'twitter:card', card.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', card.title),
    meta('name', 'twitter:description', card.description),
    ...(card.image ? [meta('name', 'twitter:image', card.image)] : []),
  ].join('\n    ');
  // The defaults go (one of each tag in the page), the card goes where the title was.
  const stripped = html
    .replace(/\s*<meta (?:property="og:[^"]*"|name="twitter:[^"]*"|name="description")[^>]*>/g, '')
    .replace(/<title>[^<]*<\/title>/, '\u0000');
  return stripped.includes('\u0000') ? stripped.replace('\u0000', tags) : stripped.replace('</head>', `    ${tags}\n  </head>`);
}
