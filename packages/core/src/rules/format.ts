// The one place money and dates are turned into text (issue 24). Money: "$1,234.50" everywhere, always two
// decimals and thousands separators; whole dollars only where the spec says so (a post card drops its price's last
// 3 characters, campaigns.md §3). Dates: the viewer's locale and time zone, except campaign deadlines, which are in
// Chicago time (campaign-time.ts).
import { rememberedBy } from './campaign-time.ts';

/** Built once: a formatter with options costs ~0.1 ms to build, and lists format a figure per row. */
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "$1,234.50" from integer cents: always two decimals, thousands separators; "-$12.50" below zero. */
export const formatUsd = rememberedBy((cents: number) => dollars.format(cents / 100));

/** A money text as a post card shows it (campaigns.md §3): its last 3 characters dropped, "$1,234.50" → "$1,234". */
export const postCardPrice = (price: string) => price.slice(0, -3);

/** A rate typed into a form: "12.50" from cents (no symbol, no separators), '' for none. */
export const centsToInput = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

export interface DateFormatOptions {
  /** For tests and servers: the viewer's locale and zone by default (the runtime's). */
  locale?: string;
  timeZone?: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(kind: 'date' | 'dateTime' | 'longDate', o: DateFormatOptions): Intl.DateTimeFormat {
  const key = `${kind}|${o.locale ?? ''}|${o.timeZone ?? ''}`;
  let f = formatters.get(key);
  if (!f) {
    const style: Intl.DateTimeFormatOptions =
      kind === 'date' ? { dateStyle: 'medium' } : kind === 'longDate' ? { dateStyle: 'long' } : { dateStyle: 'medium', timeStyle: 'short' };
    f = new Intl.DateTimeFormat(o.locale, { ...style, timeZone: o.timeZone });
    formatters.set(key, f);
  }
  return f;
}

function dateOf(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** "Nov 20, 2026" in the viewer's locale and zone; '' for no date or an unreadable one. */
export const formatDate = (value: string | number | Date | null | undefined, o: DateFormatOptions = {}) => {
  const d = dateOf(value);
  return d ? formatter('date', o).format(d) : '';
};

/** "November 20, 2026" in the viewer's locale and zone; '' for none. */
export const formatLongDate = (value: string | number | Date | null | undefined, o: DateFormatOptions = {}) => {
  const d = dateOf(value);
  return d ? formatter('longDate', o).format(d) : '';
};

/** "Nov 20, 2026, 3:04 PM" in the viewer's locale and zone; '' for none. */
export const formatDateTime = (value: string | number | Date | null | undefined, o: DateFormatOptions = {}) => {
  const d = dateOf(value);
  return d ? formatter('dateTime', o).format(d) : '';
};

/**
 * The first instant of the calendar month holding `now` in `timeZone` (an IANA name): "this month" of the viewer.
 * Found from the zone's wall clock at `now` (the offset at the month's start may differ by a DST change, so it is
 * read again there).
 */
export function monthStartIn(timeZone: string, now = new Date()): Date {
  const parts = (d: Date) => {
    const p = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric', hourCycle: 'h23' })
      .formatToParts(d)
      .reduce<Record<string, number>>((acc, x) => (x.type === 'literal' ? acc : { ...acc, [x.type]: Number(x.value) }), {});
    return p as { year: number; month: number; day: number; hour: number; minute: number; second: number };
  };
  const offsetAt = (d: Date) => {
    const p = parts(d);
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(d.getTime() / 1000) * 1000;
  };
  const here = parts(now);
  const wall = Date.UTC(here.year, here.month - 1, 1);
  const guess = new Date(wall - offsetAt(now));
  return new Date(wall - offsetAt(guess));
}

/** The viewer's IANA time zone (the runtime's), 'UTC' when it has none. */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** Whether `timeZone` is an IANA zone this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}
