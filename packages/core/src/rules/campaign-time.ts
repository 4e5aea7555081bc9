// Campaign dates and deadlines as the spec shows them: in Chicago time (campaigns.md §9), whatever the viewer's
// zone, formatted on hot reads (the campaign list) through small caches.

export const CAMPAIGN_TIME_ZONE = 'America/Chicago';

const chicago = new Intl.DateTimeFormat('en-US', {
  timeZone: CAMPAIGN_TIME_ZONE,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});
const chicagoDate = new Intl.DateTimeFormat('en-US', { timeZone: CAMPAIGN_TIME_ZONE, month: 'numeric', day: 'numeric', year: '2-digit' });

/**
 * `fn`, remembered: the last 4,096 answers by their number. For formatters on hot reads: an Intl call costs
 * microseconds, a page of the campaign list made ~50 of them (7 % of its CPU), and the same values recur.
 */
export function rememberedBy<T>(fn: (n: number) => T): (n: number) => T {
  const seen = new Map<number, T>();
  return (n) => {
    let v = seen.get(n);
    if (v === undefined) {
      if (seen.size >= 4096) seen.clear();
      seen.set(n, (v = fn(n)));
    }
    return v;
  };
}

// Remembered per slice of time that cannot change the text: the minute for a time to the minute (Intl truncates
// seconds), the UTC hour for a Chicago date (its offset is whole hours, so a UTC hour never straddles its midnight).
const MINUTE = 60_000;
const HOUR = 3_600_000;
const deadlineByMinute = rememberedBy((m) => chicago.format(m * MINUTE));
const dateByHour = rememberedBy((h) => chicagoDate.format(h * HOUR));

/** A campaign deadline as the spec shows it: in Chicago time (campaigns.md §9). */
export const formatCampaignDeadline = (d: Date) => deadlineByMinute(Math.floor(d.getTime() / MINUTE));
export const formatCampaignDate = (d: Date) => dateByHour(Math.floor(d.getTime() / HOUR));
