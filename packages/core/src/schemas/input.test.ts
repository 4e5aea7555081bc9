import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { messages } from '../messages.ts';
import { prizeTotalCents } from '../rules/contests.ts';
import { cursorMessages, encodeCursor } from './cursor-input.ts';
import { checkUsernameQuery, loginBody, switchBody } from './auth-input.ts';
import {
  bodyId,
  dateInput,
  emailSchema,
  idNumberOrString,
  idParam,
  INT4_MAX,
  inputMessages,
  isHttpUrl,
  MONEY_MAX_CENTS,
  textInput,
} from './common.ts';
import {
  adminEntriesQuery,
  contestIdParams,
  contestInput,
  contestListQuery,
  contestPatch,
  contestPaymentsQuery,
  entriesQuery,
  entryBody,
  leaderboardQuery,
  marketingSignupBody,
  metricsBody,
  moderateBody,
  paymentIdParams,
  prizeMessages,
} from './contest-input.ts';

/** The messages a 400 carries (the server drops repeats, as here). */
const messagesOf = (s: z.ZodType, v: unknown) => [...new Set(s.safeParse(v).error?.issues.map((i) => i.message))];
const refused = (s: z.ZodType, v: unknown) => !s.safeParse(v).success;

const MALFORMED_IDS = [' 1', '1 ', '0x10', '1e3', '1.5', '1.0', '-1', '+1', '0', '01', '2147483648', '99999999999', '', 'abc', '1\u0000', '١'];
const NUL = 'a\u0000b';

describe('ids', () => {
  it('a path or query id is a strict decimal string from 1 to INT4_MAX', () => {
    expect(idParam.parse('1')).toBe(1);
    expect(idParam.parse('16')).toBe(16);
    expect(idParam.parse(String(INT4_MAX))).toBe(2_147_483_647);
    for (const id of MALFORMED_IDS) expect(messagesOf(idParam, id), JSON.stringify(id)).toEqual([inputMessages.id]);
    for (const params of [contestIdParams, paymentIdParams]) {
      expect(params.parse({ id: '42' })).toEqual({ id: 42 });
      for (const id of MALFORMED_IDS) expect(refused(params, { id }), JSON.stringify(id)).toBe(true);
    }
  });

  it('an id in a JSON body is an integer from 1 to INT4_MAX', () => {
    expect(bodyId.parse(7)).toBe(7);
    expect(bodyId.parse(INT4_MAX)).toBe(INT4_MAX);
    for (const id of [0, -1, 1.5, INT4_MAX + 1, 1e20, Number.NaN, Infinity, '7', null])
      expect(messagesOf(bodyId, id), String(id)).toEqual([inputMessages.id]);
    expect(moderateBody.parse({ ids: [1, 2] })).toEqual({ ids: [1, 2] });
    expect(refused(moderateBody, { ids: [1, INT4_MAX + 1] })).toBe(true);
    expect(refused(moderateBody, { ids: ['1'] })).toBe(true);
    expect(refused(moderateBody, { ids: [] })).toBe(true);
    expect(refused(metricsBody, { metrics: [{ id: 2 ** 31 }] })).toBe(true);
  });

  it('an id that may come either way takes a JSON integer or a strict decimal string', () => {
    expect(idNumberOrString.parse(16)).toBe(16);
    expect(idNumberOrString.parse('16')).toBe(16);
    for (const id of [...MALFORMED_IDS, 0, -1, 1.5, INT4_MAX + 1, null, true])
      expect(messagesOf(idNumberOrString, id), JSON.stringify(id)).toEqual([inputMessages.id]);
    expect(switchBody.parse({ contactId: '5' })).toEqual({ contactId: 5 });
    expect(switchBody.parse({ contactId: 5 })).toEqual({ contactId: 5 });
    expect(refused(switchBody, { contactId: '0x10' })).toBe(true);
    const signup = { email: 'A@B.CO', marketingConsent: true };
    expect(marketingSignupBody.parse({ ...signup, preffyID: '3' })).toEqual({ preffyID: 3, email: 'a@b.co', marketingConsent: true });
    expect(marketingSignupBody.parse({ ...signup, preffyID: 3 }).preffyID).toBe(3);
    for (const preffyID of ['1e3', ' 1', '0x10', '1.0', '']) expect(refused(marketingSignupBody, { ...signup, preffyID })).toBe(true);
  });
});

describe('pages', () => {
  it('page and page size are strict decimal strings; defaults and outputs are unchanged', () => {
    expect(leaderboardQuery.parse({})).toEqual({ page: 1, pageSize: 10 });
    expect(leaderboardQuery.parse({ page: '3', pageSize: '100' })).toEqual({ page: 3, pageSize: 100 });
    expect(adminEntriesQuery.parse({ pageSize: '1000', status: 'approved' })).toEqual({ page: 1, pageSize: 1000, status: 'approved' });
    // The moderation queue's filters: the flag as the query string's 'true' or 'false', a platform by its key.
    expect(adminEntriesQuery.parse({ flagged: 'true', platform: 'instagram' })).toEqual({ page: 1, pageSize: 100, flagged: true, platform: 'instagram' });
    expect(adminEntriesQuery.parse({ flagged: 'false' })).toMatchObject({ flagged: false });
    for (const flagged of ['1', 'yes', 'TRUE', '']) expect(messagesOf(adminEntriesQuery, { flagged }), flagged).toEqual([messages.moderation.flagged]);
    expect(messagesOf(adminEntriesQuery, { platform: 'TikTok' })).toEqual([messages.moderation.platform]);
    const after = encodeCursor([100, 0, 1_767_225_600_000_000, 42]);
    expect(adminEntriesQuery.parse({ after }).after).toEqual([100, 0, 1_767_225_600_000_000, 42]);
    expect(messagesOf(adminEntriesQuery, { after: encodeCursor([100, 2, 1, 42]) })).toEqual([cursorMessages.invalid]);
    expect(contestPaymentsQuery.parse({ page: '1000000' })).toEqual({ page: 1_000_000, pageSize: 10 });
    for (const page of ['0x10', '1e3', ' 1', '1.0', '0', '', '-1', '1000001', '99999999999', 'abc', '1\u0000'])
      expect(messagesOf(entriesQuery, { page }), JSON.stringify(page)).toEqual([inputMessages.page]);
    for (const pageSize of ['0xA', '1e1', ' 10', '10.0', '', '50', '99999999999'])
      expect(messagesOf(leaderboardQuery, { pageSize }), JSON.stringify(pageSize)).toEqual(['Page size must be one of 10, 25, 100']);
  });
});

describe('text', () => {
  it('refuses NUL and text beyond its length, and trims unless told not to', () => {
    expect(textInput(5).parse('  abc  ')).toBe('abc');
    expect(textInput(5, { trim: false }).parse(' ab ')).toBe(' ab ');
    expect(messagesOf(textInput(5), NUL)).toEqual([inputMessages.nul]);
    expect(messagesOf(textInput(5), 'a\ud800b')).toEqual([inputMessages.unicode]);
    expect(z.parse(textInput(5), 'a\u{1F3B5}b')).toBe('a\u{1F3B5}b');
    expect(messagesOf(textInput(5), 'abcdef')).toEqual([inputMessages.tooLong(5)]);
  });

  it('keeps the spec messages word for word', () => {
    expect(messagesOf(loginBody, { username: '', password: '' })).toEqual(['Please enter your email', 'Password is required']);
    expect(messagesOf(checkUsernameQuery, { username: 'x' })).toEqual(['Invalid Email']);
    expect(messagesOf(contestInput, { name: ' ', organizer: '' })).toEqual(['Name is required', 'Organizer is required']);
  });

  it('refuses NUL in every kind of request string', () => {
    const login = { username: 'a@b.co', password: 'pw' };
    expect(loginBody.parse({ ...login, password: ' pw ' }).password).toBe(' pw ');
    expect(messagesOf(loginBody, { ...login, username: NUL })).toEqual([inputMessages.nul]);
    expect(messagesOf(loginBody, { ...login, password: 'pw\u0000' })).toEqual([inputMessages.nul]);
    expect(messagesOf(emailSchema, 'a\u0000@b.co')).toContain(inputMessages.nul);
    expect(messagesOf(checkUsernameQuery, { username: 'a@b.co\u0000' })).toContain(inputMessages.nul);
    expect(messagesOf(contestListQuery, { category: NUL })).toEqual([inputMessages.nul]);
    for (const field of ['link', 'email', 'creator', 'country'])
      expect(messagesOf(entryBody, { [field]: NUL }), field).toContain(inputMessages.nul);
    expect(messagesOf(marketingSignupBody, { preffyID: 1, email: NUL, marketingConsent: true })).toEqual([inputMessages.nul]);

    const contest = { name: 'n', organizer: 'o' };
    const contestNul: Record<string, unknown> = {
      name: NUL,
      organizer: NUL,
      event: NUL,
      category: NUL,
      creativeDirection: `<p>${NUL}</p>`,
      prizes: [`1st Place ${NUL} $5`],
      competitionType: NUL,
      marketingKey: NUL,
      metric: NUL,
      continents: [NUL],
      countries: ['U\u0000'],
      color: '#12345\u0000',
      image: `https://x.test/${NUL}`,
      audio: `/demo/${NUL}`,
      tiktok: `https://tiktok.com/${NUL}`,
      prizeRows: [{ key: NUL, value: 'v' }],
    };
    for (const [field, value] of Object.entries(contestNul)) {
      expect(messagesOf(contestInput, { ...contest, [field]: value }), field).toContain(inputMessages.nul);
      expect(messagesOf(contestPatch, { [field]: value }), field).toContain(inputMessages.nul);
    }
    expect(messagesOf(contestInput, { ...contest, prizeRows: [{ key: 'k', value: NUL }] })).toContain(inputMessages.nul);
  });
});

describe('dates', () => {
  it('takes ISO 8601 strings and Dates from 2000-01-01 to 2100-12-31', () => {
    expect(dateInput.parse('2026-05-31')).toEqual(new Date('2026-05-31T00:00:00Z'));
    expect(dateInput.parse('2026-05-31T18:00:00Z')).toEqual(new Date('2026-05-31T18:00:00Z'));
    expect(dateInput.parse('2026-05-31T18:00:00.123-05:00')).toEqual(new Date('2026-05-31T23:00:00.123Z'));
    expect(dateInput.parse('2024-02-29')).toEqual(new Date('2024-02-29T00:00:00Z'));
    expect(dateInput.parse('2000-01-01T00:00:00Z')).toEqual(new Date('2000-01-01T00:00:00Z'));
    expect(dateInput.parse('2100-12-31T23:59:59.999Z')).toEqual(new Date('2100-12-31T23:59:59.999Z'));
    const d = new Date('2030-01-02T03:04:05Z');
    expect(dateInput.parse(d)).toEqual(d);
  });

  it('refuses numbers, other formats, impossible days and dates out of range', () => {
    for (const v of [
      0,
      1_700_000_000_000,
      '0',
      '1700000000000',
      '',
      'tomorrow',
      'May 31, 2026',
      '31/05/2026',
      '2026-5-31',
      '2026-02-29',
      '2026-02-30',
      '2026-13-01',
      '2026-05-31T24:00:00Z',
      '2026-05-31T18:60Z',
      '+275760-09-13T00:00:00.000Z',
      '275760-09-13',
      '1999-12-31T23:59:59Z',
      '1970-01-01',
      '2101-01-01',
      new Date(-1),
      new Date(8.64e15),
      new Date('nope'),
      null,
      true,
      '2026-05-31\u0000',
    ])
      expect(messagesOf(dateInput, v), String(v)).toEqual([inputMessages.date]);
    expect(messagesOf(contestPatch, { startDate: '0', endDate: 275760 })).toEqual([inputMessages.date]);
    expect(contestPatch.parse({ endDate: null })).toEqual({ endDate: null });
  });
});

describe('money and metrics', () => {
  const contest = { name: 'n', organizer: 'o' };
  it('promotions are integer cents up to MONEY_MAX_CENTS', () => {
    expect(contestInput.parse({ ...contest, promotions: [{ isActive: true, amountCents: MONEY_MAX_CENTS }] }).promotions).toEqual([
      { isActive: true, amountCents: 1_000_000_000 },
    ]);
    for (const amountCents of [MONEY_MAX_CENTS + 1, -1, 1.5, 1e20, '100'])
      expect(messagesOf(contestInput, { ...contest, promotions: [{ isActive: true, amountCents }] }), String(amountCents)).toEqual([inputMessages.money]);
  });

  it('invoiceAmount is whole dollars up to $10,000,000', () => {
    expect(contestPatch.parse({ invoiceAmount: 10_000_000 })).toEqual({ invoiceAmount: 10_000_000 });
    expect(refused(contestPatch, { invoiceAmount: 10_000_001 })).toBe(true);
    expect(refused(contestPatch, { invoiceAmount: INT4_MAX + 1 })).toBe(true);
    expect(refused(contestPatch, { invoiceAmount: -1 })).toBe(true);
  });

  it('likes and views go up to Number.MAX_SAFE_INTEGER; creativity 0 to 100', () => {
    const ok = { id: 1, likes: Number.MAX_SAFE_INTEGER, views: 0, creativityScore: 100 };
    expect(metricsBody.parse({ metrics: [ok] })).toEqual({ metrics: [ok] });
    for (const bad of [{ likes: Number.MAX_SAFE_INTEGER + 2 }, { views: -1 }, { likes: 1.5 }, { creativityScore: 101 }, { creativityScore: -1 }])
      expect(refused(metricsBody, { metrics: [{ id: 1, ...bad }] }), JSON.stringify(bad)).toBe(true);
  });
});

describe('links', () => {
  const contest = { name: 'n', organizer: 'o' };
  const fields = ['tiktokSound', 'instagramSound', 'tiktok', 'instagram', 'spotify'] as const;
  it('contest links are http(s) addresses only', () => {
    for (const field of fields) {
      expect(contestPatch.parse({ [field]: 'https://www.tiktok.com/music/x-1' })).toEqual({ [field]: 'https://www.tiktok.com/music/x-1' });
      expect(contestPatch.parse({ [field]: 'http://open.spotify.com/track/1' })).toEqual({ [field]: 'http://open.spotify.com/track/1' });
      for (const bad of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,<script>1</script>', 'ftp://x.test/a', 'mailto:a@b.co', '/relative', '//evil.test/x', 'https://', 'https://a b.test', ''])
        expect(messagesOf(contestInput, { ...contest, [field]: bad }), `${field} ${bad}`).toContain(inputMessages.url);
    }
  });

  it('media are http(s) addresses or paths on this site', () => {
    expect(contestPatch.parse({ image: '/demo/covers/a.svg', audio: 'https://cdn.test/a.mp3' })).toEqual({ image: '/demo/covers/a.svg', audio: 'https://cdn.test/a.mp3' });
    for (const bad of ['javascript:alert(1)', '//evil.test/a.png', 'data:image/png;base64,AA', 'a.png'])
      expect(refused(contestPatch, { image: bad }), bad).toBe(true);
  });

  it('isHttpUrl', () => {
    expect(isHttpUrl('https://x.test')).toBe(true);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('http://[::1')).toBe(false);
  });
});

describe('prizes', () => {
  const contest = { name: 'n', organizer: 'o' };
  it('valid prize lists are kept as sent', () => {
    const prizes = ['1st Place $500', '2nd-5th Place $50', 'Top 10 $10', '1st Place €-equivalent $300', 'Bragging rights'];
    expect(contestInput.parse({ ...contest, prizes }).prizes).toEqual(prizes);
    expect(contestPatch.parse({ prizes: ['1st Place $10,000,000'] })).toEqual({ prizes: ['1st Place $10,000,000'] });
    expect(contestPatch.parse({ prizes: ['Top 1000 $10000'] })).toEqual({ prizes: ['Top 1000 $10000'] });
  });

  it('refuses a prize above the money bound, places beyond 1000, or a total above the bound', () => {
    const huge = '1st Place $99999999999999999';
    expect(messagesOf(contestInput, { ...contest, prizes: [huge] })).toEqual([prizeMessages.amount(huge)]);
    expect(messagesOf(contestPatch, { prizes: ['1st Place $10,000,000.01'] })).toEqual([prizeMessages.amount('1st Place $10,000,000.01')]);
    for (const line of ['Top 100000 $1', '1001st Place $1', '2nd-99999th Place $1', 'Top 99999999999999999999 $1'])
      expect(messagesOf(contestPatch, { prizes: [line] }), line).toEqual([prizeMessages.places(line)]);
    expect(messagesOf(contestPatch, { prizes: ['Top 1000 $10001'] })).toEqual([prizeMessages.total]);
    expect(messagesOf(contestInput, { ...contest, prizes: ['1st Place $6,000,000', '2nd Place $4,000,001'] })).toEqual([prizeMessages.total]);
    // A line without places is a judged award (issue 23): it takes no place, so it cannot pass the last one.
    expect(messagesOf(contestPatch, { prizes: ['Top 1000 $1', 'Bonus $1'] })).toEqual([]);
  });

  it('whatever is accepted has a prize total that fits the int contract', () => {
    const lists = [['1st Place $10,000,000'], ['Top 1000 $10000'], ['1st Place $5,000,000', '2nd Place $5,000,000'], ['1st-1000th Place $9999.99']];
    for (const prizes of lists) expect(prizeTotalCents(contestPatch.parse({ prizes }).prizes!)).toBeLessThanOrEqual(MONEY_MAX_CENTS);
  });
});

describe('request objects', () => {
  it('strip unknown fields', () => {
    expect(loginBody.parse({ username: 'a@b.co', password: 'x', isAdmin: true })).toEqual({ username: 'a@b.co', password: 'x' });
    expect(contestPatch.parse({ name: 'n', id: 5, deletedAt: null })).toEqual({ name: 'n' });
    expect(entryBody.parse({ email: 'a@b.co', status: 'approved' })).toEqual({ email: 'a@b.co', creator: '' });
  });

  it('parse a full contest to the same values as before', () => {
    const end = new Date('2026-06-01T05:00:00Z');
    expect(
      contestInput.parse({
        name: ' Midnight Drive ',
        organizer: 'Luna Vale',
        category: 'Stagecoach',
        prizes: ['1st Place $500', '3rd-10th Place $50'],
        platforms: ['TikTok', 'Instagram Reel'],
        tiktokSound: 'https://www.tiktok.com/music/Midnight-Drive-7301',
        invoiceAmount: 4000,
        endDate: end.toISOString(),
        startDate: end,
        countries: ['us', 'PH'],
        continents: [' europe '],
        color: '#7c3aed',
        metric: 'Views',
        prizeRows: [{ key: '1st Place', value: 'Headline prize' }],
        promotions: [{ isActive: true, amountCents: 5_000 }],
        takePct: 0.05,
      }),
    ).toEqual({
      name: 'Midnight Drive',
      organizer: 'Luna Vale',
      kind: 'standard',
      isActive: true,
      isClosed: false,
      category: 'stagecoach',
      prizes: ['1st Place $500', '3rd-10th Place $50'],
      platforms: ['TikTok', 'Instagram Reel'],
      tiktokSound: 'https://www.tiktok.com/music/Midnight-Drive-7301',
      invoiceAmount: 4000,
      endDate: end,
      startDate: end,
      countries: ['US', 'PH'],
      continents: ['Europe'],
      color: '#7c3aed',
      competitionType: 'Likes',
      metric: 'views',
      prizeRows: [{ key: '1st Place', value: 'Headline prize' }],
      promotions: [{ isActive: true, amountCents: 5_000 }],
      takePct: 0.05,
    });
  });

  it('limits a contest to continents by the names the countries carry, and refuses any other name', () => {
    expect(contestPatch.parse({ continents: ['NORTH AMERICA', 'Antarctica'] }).continents).toEqual(['North America', 'Antarctica']);
    for (const name of ['Europa', 'Americas', ''])
      expect(messagesOf(contestPatch, { continents: [name] }), name).toEqual(['Continents must be among North America, South America, Europe, Asia, Africa, Oceania, Antarctica.']);
  });

  it('all generate an OpenAPI input schema', () => {
    const schemas = [
      loginBody,
      switchBody,
      checkUsernameQuery,
      contestListQuery,
      contestIdParams,
      leaderboardQuery,
      entriesQuery,
      entryBody,
      contestPaymentsQuery,
      marketingSignupBody,
      contestInput,
      contestPatch,
      adminEntriesQuery,
      metricsBody,
      paymentIdParams,
      moderateBody,
    ];
    for (const s of schemas) expect(() => z.toJSONSchema(s, { io: 'input', unrepresentable: 'any', target: 'openapi-3.0' })).not.toThrow();
    const params = z.toJSONSchema(contestIdParams, { io: 'input', target: 'openapi-3.0' });
    expect(params.properties?.id).toMatchObject({ type: 'string', pattern: '^[1-9][0-9]{0,9}$' });
  });

  it('response modules never load classic zod (the SDK bundle must not)', () => {
    for (const file of ['contests.ts', 'auth.ts', 'wire.ts']) {
      const source = fs.readFileSync(new URL(`./${file}`, import.meta.url), 'utf8');
      expect(source, file).not.toMatch(/from '(zod|\.\/common\.ts|\.\/[\w-]+-input\.ts)'/);
    }
  });
});
