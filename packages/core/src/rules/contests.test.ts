import { describe, expect, it } from 'vitest';
import {
  abbreviate,
  contestEmailError,
  detailPath,
  feePct,
  isHandleContest,
  linkError,
  netCents,
  normalizeHandle,
  findAward,
  parsePrize,
  parsePrizes,
  platformOfLink,
  prizeIcon,
  prizeTotalCents,
  remainingValue,
  ribbons,
  handleError,
  contestMessages,
} from './contests.ts';
import { eligibility, entryMessages, visibleTo } from './eligibility.ts';

describe('prizes', () => {
  it('parses single places, ranges and Top N', () => {
    expect(parsePrize('1st Place $100')).toEqual({ label: '1st Place', amountCents: 10_000, fromPlace: 1, toPlace: 1, award: false });
    expect(parsePrize('2nd-5th Place $50')).toMatchObject({ fromPlace: 2, toPlace: 5, amountCents: 5_000 });
    expect(parsePrize('Top 10 $20')).toMatchObject({ fromPlace: 1, toPlace: 10 });
    expect(parsePrize('Grand prize: $1,250.50')).toMatchObject({ label: 'Grand prize', amountCents: 125_050 });
    expect(parsePrize('A signed vinyl')).toBeNull();
  });
  it("totals: '2nd-5th Place $50' counts 4 places, 'Top 10' counts 10", () => {
    expect(prizeTotalCents(['1st Place $100', '2nd-5th Place $50'])).toBe(100_00 + 4 * 50_00);
    expect(prizeTotalCents(['Top 10 $25'])).toBe(250_00);
    expect(prizeTotalCents([])).toBe(0);
  });
  it('reads a line that names no place as a judged award, never a rank', () => {
    expect(parsePrizes(['1st-10th Place $100', 'Best Dance $25', '11th Place $5']).map((p) => [p.fromPlace, p.toPlace, p.award])).toEqual([
      [1, 10, false],
      [0, 0, true],
      [11, 11, false],
    ]);
    expect(prizeTotalCents(['1st Place $100', 'Best Dance $25'])).toBe(125_00);
    expect(findAward(['Best Dance $25'], ' best dance ')).toMatchObject({ label: 'Best Dance', amountCents: 25_00, award: true });
    expect(findAward(['1st Place $25'], '1st Place')).toBeUndefined();
  });
  it('icons: gold podium, silver podium, medal, then trophies', () => {
    expect([0, 1, 2, 3, 4].map(prizeIcon)).toEqual(['gold-podium', 'silver-podium', 'medal', 'trophy', 'trophy']);
  });
});

describe('fee', () => {
  const base = { kind: 'standard' as const, takePct: null };
  it('is 7.5 % by default, takePct × 100 when set, none when direct', () => {
    expect(feePct(base)).toBe(7.5);
    expect(feePct({ ...base, takePct: 0.12 })).toBe(12);
    expect(feePct({ kind: 'direct', takePct: 0.12 })).toBe(0);
    expect(netCents(10_000, 7.5)).toBe(9_250);
    expect(netCents(333, 7.5)).toBe(308);
  });
});

describe('ordering', () => {
  it('is invoiceAmount (default 1000) / 20 minus posts, at least 1', () => {
    expect(remainingValue(null, 0)).toBe(50);
    expect(remainingValue(2000, 30)).toBe(70);
    expect(remainingValue(100, 30)).toBe(1);
  });
});

describe('links', () => {
  const tiktokOnly = { platforms: ['TikTok'] };
  const all = { platforms: ['TikTok', 'YouTube Short', 'Instagram Reel', 'CapCut'] };
  it('knows each platform by host, subdomains included', () => {
    expect(platformOfLink('https://vm.tiktok.com/ZM123/')).toBe('tiktok');
    expect(platformOfLink('https://youtu.be/x')).toBe('youtube');
    expect(platformOfLink('https://m.youtube.com/shorts/x')).toBe('youtube');
    expect(platformOfLink('https://www.instagram.com/reel/x')).toBe('instagram');
    expect(platformOfLink('https://www.capcut.com/t/x')).toBe('capcut');
    expect(platformOfLink('https://nottiktok.com/x')).toBeNull();
    expect(platformOfLink('https://tiktok.com.evil.example/x')).toBeNull();
  });
  it('applies the rules in order with the spec messages', () => {
    expect(linkError('', tiktokOnly)).toBe('Please enter your post link');
    expect(linkError('tiktok.com/@a', tiktokOnly)).toBe('Invalid Link (Must be http or https)');
    expect(linkError('ftp://tiktok.com/@a', tiktokOnly)).toBe('Invalid Link (Must be http or https)');
    expect(linkError('https://vimeo.com/1', tiktokOnly)).toBe('Must be either a TikTok, YouTube, CapCut, or Instagram post');
    expect(linkError('https://youtube.com/shorts/1', tiktokOnly)).toBe('This contest does not allow YouTube submissions');
    expect(linkError('https://instagram.com/reel/1', tiktokOnly)).toBe('This contest does not allow Instagram submissions');
    expect(linkError('https://www.capcut.com/t/1', tiktokOnly)).toBeNull();
    expect(linkError('https://youtube.com/shorts/1', all)).toBeNull();
  });
});

describe('emails and handles', () => {
  it('uses the form’s message', () => {
    expect(contestEmailError('', 'link')).toBe('Please enter your email');
    expect(contestEmailError('nope', 'link')).toBe('Invalid Email Address');
    expect(contestEmailError('nope', 'handle')).toBe('E-Mail is not valid!');
    expect(contestEmailError(' Fan@Mail.COM ', 'handle')).toBeNull();
  });
  it('lowercases handles and drops a leading @', () => {
    expect(normalizeHandle(' @@MayaMoves ')).toBe('mayamoves');
  });
});

describe('kinds', () => {
  it('handle contests are those ranked by another metric', () => {
    expect(isHandleContest({ metric: 'Likes' })).toBe(false);
    expect(isHandleContest({ metric: 'views' })).toBe(false);
    expect(isHandleContest({ metric: 'followers' })).toBe(true);
  });
  it('routes each kind to its detail page', () => {
    expect(detailPath({ kind: 'standard', isClosed: false }, 5)).toBe('/contestdetail?PostID=5');
    expect(detailPath({ kind: 'standard', isClosed: true }, 5)).toBe('/exclusivedetail?PostID=5');
    expect(detailPath({ kind: 'direct', isClosed: false }, 5)).toBe('/directdetail?PostID=5');
    expect(detailPath({ kind: 'quick', isClosed: false }, 5)).toBe('/quickdetail?PostID=5');
    expect(detailPath({ kind: 'custom', isClosed: false }, 5)).toBe('/customdetail?PostID=5');
  });
  it('ribbons', () => {
    expect(ribbons({ platforms: ['TikTok', 'YouTube Short'], competitionType: 'Creative', metric: 'views' })).toEqual(['YT Shorts', 'Creative', 'Top Views']);
    expect(ribbons({ platforms: ['TikTok'], competitionType: 'Likes', metric: 'likes' })).toEqual([]);
  });
});

describe('abbreviate', () => {
  it('uses K, M and G', () => {
    expect(abbreviate(999)).toBe('999');
    expect(abbreviate(1000)).toBe('1K');
    expect(abbreviate(1234)).toBe('1.2K');
    expect(abbreviate(1_500_000)).toBe('1.5M');
    expect(abbreviate(2_000_000_000)).toBe('2G');
    expect(abbreviate(999_999)).toBe('999.9K');
  });
});

describe('visibility of signed-in lists', () => {
  const creator = { contactType: 'creator' as const, countryCode: 'US', continent: 'North America', approvalStatus: 'Approved' as const };
  it('matches countries and continents, managers as North America, Philippines needs approval, Denied sees none', () => {
    expect(visibleTo({ countries: [], continents: [] }, creator)).toBe(true);
    expect(visibleTo({ countries: ['GB'], continents: [] }, creator)).toBe(false);
    expect(visibleTo({ countries: [], continents: ['Europe'] }, creator)).toBe(false);
    expect(visibleTo({ countries: [], continents: ['North America'] }, { ...creator, contactType: 'manager', continent: 'Europe' })).toBe(true);
    const ph = { ...creator, countryCode: 'PH', continent: 'Asia' };
    expect(visibleTo({ countries: ['PH'], continents: [] }, { ...ph, approvalStatus: 'Pending' })).toBe(false);
    expect(visibleTo({ countries: ['PH'], continents: [] }, ph)).toBe(true);
    expect(visibleTo({ countries: [], continents: [] }, { ...ph, approvalStatus: 'Pending' })).toBe(true);
    expect(visibleTo({ countries: [], continents: [] }, { ...creator, approvalStatus: 'Denied' })).toBe(false);
  });
});

describe('eligibility (who may enter, and why not)', () => {
  const creator = { contactType: 'creator' as const, countryCode: 'US', continent: 'North America', approvalStatus: 'Approved' as const };
  const open = { countries: [], continents: [] };
  const no = (reason: string) => ({ canEnter: false, reason });
  const yes = { canEnter: true, reason: null };
  it('says why: country, continent, no country on file, approval pending in the Philippines, denied', () => {
    expect(eligibility(open, creator)).toEqual(yes);
    expect(eligibility({ countries: ['GB'], continents: [] }, creator)).toEqual(no(entryMessages.country));
    expect(eligibility({ countries: [], continents: ['Europe'] }, creator)).toEqual(no(entryMessages.continent));
    expect(eligibility({ countries: ['US'], continents: [] }, { ...creator, countryCode: null, continent: null })).toEqual(no(entryMessages.noCountry));
    expect(eligibility({ countries: [], continents: ['Asia'] }, { ...creator, countryCode: null, continent: null })).toEqual(no(entryMessages.noCountry));
    const ph = { ...creator, countryCode: 'PH', continent: 'Asia', approvalStatus: 'Pending' as const };
    expect(eligibility({ countries: ['PH'], continents: [] }, ph)).toEqual(no(entryMessages.approvalPending));
    // Only country-restricted contests need the approval.
    expect(eligibility({ countries: [], continents: ['Asia'] }, ph)).toEqual(yes);
    expect(eligibility(open, { ...creator, approvalStatus: 'Denied' })).toEqual(no(entryMessages.denied));
    expect(eligibility({ countries: ['GB'], continents: [] }, { ...creator, approvalStatus: 'Denied' })).toEqual(no(entryMessages.denied));
  });
  it('counts managers as North America', () => {
    const manager = { ...creator, contactType: 'manager' as const, countryCode: 'GB', continent: 'Europe' };
    expect(eligibility({ countries: [], continents: ['North America'] }, manager)).toEqual(yes);
    expect(eligibility({ countries: [], continents: ['Europe'] }, manager)).toEqual(no(entryMessages.continent));
  });
  it('asks an anonymous visitor to log in for any restricted contest', () => {
    expect(eligibility(open, null)).toEqual(yes);
    expect(eligibility({ countries: ['US'], continents: [] }, null)).toEqual(no(entryMessages.signIn));
    expect(eligibility({ countries: [], continents: ['North America'] }, null)).toEqual(no(entryMessages.signIn));
  });
  it('is what the signed-in lists show', () => {
    for (const c of [open, { countries: ['GB'], continents: [] }, { countries: [], continents: ['North America'] }])
      expect(visibleTo(c, creator)).toBe(eligibility(c, creator).canEnter);
  });
});

describe('handles', () => {
  it('are 2-30 letters, digits, dots or underscores once lowercased and stripped of a leading @', () => {
    for (const ok of ['ab', '@Ab', '  @@dot.and_under ', 'x'.repeat(30), '123']) expect(handleError(ok), ok).toBeNull();
    for (const bad of ['a', '@a', 'has space', 'dash-ed', 'émile', 'x'.repeat(31), 'a@b', '<b>'])
      expect(handleError(bad), bad).toBe(entryMessages.handleInvalid);
    expect(handleError('  @ ')).toBe(contestMessages.usernameRequired);
  });
  it("says a taken handle 'already exist's, as the widgets' duplicate dialog expects", () => {
    expect(contestMessages.handleTaken).toContain('already exist');
  });
});
