import { describe, expect, it } from 'vitest';
import { CONFIRM_INFO_EVERY_MS, MS_PER_MONTH, confirmInfoDue } from './home.ts';

const DAY = 86_400_000;

describe('confirmInfoDue (campaigns.md §4: confirmed more than 12 months ago)', () => {
  const now = Date.parse('2026-11-20T12:00:00.000Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();

  it('takes a month to be about 30.4 days, so 12 of them are a year', () => {
    expect(MS_PER_MONTH).toBe(2_629_800_000);
    expect(CONFIRM_INFO_EVERY_MS / DAY).toBeCloseTo(365.25, 2);
  });

  it('is due when never confirmed, or confirmed more than 12 months ago', () => {
    expect(confirmInfoDue(null, now)).toBe(true);
    expect(confirmInfoDue(ago(366 * DAY), now)).toBe(true);
    expect(confirmInfoDue('not a date', now)).toBe(true);
  });

  it('is not due days, weeks or months after a confirmation (it once came back every ~4 days)', () => {
    for (const days of [0, 4, 5, 30, 90, 200, 364]) expect(confirmInfoDue(ago(days * DAY), now), `${days} days`).toBe(false);
  });
});
