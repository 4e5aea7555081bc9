import * as z from 'zod';
import { INT4_MAX } from './common.ts';

// Keyset ("after") cursors for the public pages: an opaque base64url string the server returns as `next` and takes
// back as `?after=`. Inside is a JSON array of the last row's sort key; nothing in it is trusted beyond its shape
// (the server compares it with the page's index key, it never becomes SQL text).

export const cursorMessages = { invalid: 'Invalid cursor.' } as const;

const toBase64Url = (bytes: Uint8Array) => {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

/** The opaque form of a cursor's values (UTF-8 JSON, base64url without padding). */
export const encodeCursor = (values: readonly unknown[]): string => toBase64Url(new TextEncoder().encode(JSON.stringify(values)));

const BASE64URL = /^[A-Za-z0-9_-]{1,512}$/;
const decode = (s: string): unknown => {
  try {
    const bin = atob(s.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(bin, (ch) => ch.charCodeAt(0));
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return undefined;
  }
};

/** A cursor string whose decoded JSON must match `shape`; anything else is refused with `cursorMessages.invalid`. */
const cursorOf = <T extends z.ZodType>(shape: T) =>
  z
    .string(cursorMessages.invalid)
    .regex(BASE64URL, cursorMessages.invalid)
    .transform((s, ctx) => {
      const parsed = shape.safeParse(decode(s));
      if (parsed.success) return parsed.data as z.output<T>;
      ctx.addIssue({ code: 'custom', message: cursorMessages.invalid });
      return z.NEVER;
    });

const count = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
/** A row's position: bounded like any count a response carries, so a forged cursor cannot push ranks past int. */
const position = z.number().int().min(0).max(INT4_MAX);
// Text PostgreSQL can compare: no NUL, no lone surrogate (JSON may escape one; it is no character).
const key = (max: number) =>
  z
    .string()
    .max(max)
    .refine((s) => !s.includes('\u0000') && !/\p{Surrogate}/u.test(s));

/** After a leaderboard row: its rank, its ranking values (one, or two for creative contests), creator and platform. */
export const leaderboardCursor = cursorOf(z.tuple([position, z.array(count).min(1).max(2), key(200), key(64)]));
export type LeaderboardCursor = z.output<typeof leaderboardCursor>;

/** After an approved entry: its position, when it was created (microseconds since 1970, UTC) and its id. */
export const entriesCursor = cursorOf(z.tuple([position, count, z.number().int().min(1).max(INT4_MAX)]));
export type EntriesCursor = z.output<typeof entriesCursor>;

/**
 * After a moderation queue row: its position, whether it is unflagged (0 flagged, 1 not: flagged rows come first),
 * when it was created (microseconds since 1970, UTC) and its id.
 */
export const queueCursor = cursorOf(z.tuple([position, z.union([z.literal(0), z.literal(1)]), count, z.number().int().min(1).max(INT4_MAX)]));
export type QueueCursor = z.output<typeof queueCursor>;

/** The creator search's sorts and directions (GET /orgapi/creators). */
export const creatorSearchSorts = ['followers', 'rate', 'responseRate', 'completed'] as const;
export const sortDirections = ['asc', 'desc'] as const;

/**
 * After a creator search row: the sort and direction it was read in (a cursor of another order is refused), the
 * row's sort key (followers, rate in cents, response rate in tenths of a percent with -1 for none, completed
 * offers) and its handle's id.
 */
export const creatorSearchCursor = cursorOf(
  z.tuple([z.enum(creatorSearchSorts), z.enum(sortDirections), z.number().int().min(-1).max(INT4_MAX), z.number().int().min(1).max(INT4_MAX)]),
);
export type CreatorSearchCursor = z.output<typeof creatorSearchCursor>;
