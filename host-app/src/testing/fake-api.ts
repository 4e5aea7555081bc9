import type { ContactDetail, EarningsSummary, HelpWantedItem, LinkedAccount } from '@chorus/core';
import { vi } from 'vitest';

export interface FakeCall {
  method: string;
  path: string;
  /** The query string, decoded. */
  query: Record<string, string>;
  body: unknown;
  headers: Record<string, string>;
}

type Reply = { status: number; body?: unknown };
type Handler = (call: FakeCall) => Reply | Promise<Reply>;

/**
 * Replaces global fetch with a tiny router keyed by "METHOD /path"; unknown calls answer 404.
 * Returns the recorded calls so tests can assert what was sent.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>));
    const call: FakeCall = {
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers,
    };
    calls.push(call);
    const handler = routes[`${method} ${url.pathname}`];
    const reply = handler ? await handler(call) : { status: 404, body: { error: true, messages: ['Not found.'] } };
    return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export const contact = (over: Partial<ContactDetail> = {}): ContactDetail => ({
  contactID: 1,
  contactType: 'creator',
  contactName: 'Maya Lopez',
  contactImageUrl: null,
  talkJsId: 'talk-1',
  logInUsername: 'creator@chorus.test',
  ...over,
});

export const linkedAccount = (over: Partial<LinkedAccount> = {}): LinkedAccount => ({
  ContactID: 1,
  LogInUsername: 'creator@chorus.test',
  DisplayName: 'Maya Lopez',
  ProfileImageUrl: null,
  UnreadMessageCount: 0,
  InviteCount: 0,
  AccountType: 'Creator',
  IsCurrent: true,
  ...over,
});

/** The session call for a visitor: nobody signed in (a 200, not an error). */
export const visitor: Record<string, Handler> = {
  'GET /creatorapi/session': () => ({ status: 200, body: { results: { success: true, contactDetail: null } } }),
};

export const unauthorized: Reply = { status: 401, body: { error: true, messages: ['Please log in to continue.'] } };

/** The calls every signed-in screen makes: the session check and the linked accounts. */
export const signedInRoutes = (c: ContactDetail = contact(), accounts: LinkedAccount[] = [linkedAccount()]): Record<string, Handler> => ({
  'GET /creatorapi/session': () => ({ status: 200, body: { results: { success: true, contactDetail: c } } }),
  'GET /creatorapi/switch': () => ({
    status: 200,
    body: { results: { success: true, LinkedAccounts: accounts }, contactDetail: c },
  }),
  // The dashboard's home call: nothing to accept or confirm, no actions.
  'GET /creatorapi/home': () => ({ status: 200, body: homeBody(c) }),
  // The creator's profiles (the dashboard asks, to point a creator with none to onboarding): one TikTok handle.
  'GET /creatorapi/profiles': () => ({ status: 200, body: { results: { success: true, ContactPlatforms: [socialProfile()], Platforms: [] } } }),
});

/** One of a creator's social profiles as GET /creatorapi/profiles lists it. */
export const socialProfile = (over: Record<string, unknown> = {}) => ({
  ContactPlatformID: 5,
  UID: 'p-5',
  PlatformID: 4,
  Platform: 'TikTok',
  PlatformName: 'TikTok',
  Handle: 'mayamoves',
  Followers: 1,
  SongRate: '$10.00',
  BrandRate: '$20.00',
  IsEditable: true,
  Score_ResponseRate_Invite: null,
  ...over,
});

/** A GET /creatorapi/home answer: terms accepted, details complete and confirmed just now, unless overridden. */
export const homeBody = (c: ContactDetail = contact(), over: { legal?: boolean[]; missing?: string[]; confirmedAt?: string | null; rows?: unknown[]; earnings?: Partial<EarningsSummary> } = {}) => ({
  results: {
    success: true,
    TotalEarnings: 0,
    PossibleEarnings: 0,
    Earnings: { Paid: 0, ToBePaid: 0, Possible: 0, PaidThisMonth: 0, ContestsPaid: 0, ContestsToBePaid: 0, TimeZone: 'UTC', ...over.earnings },
    ContactId: c.contactID,
    LegalApprovalStatus: (['Terms of Service', 'Privacy Policy'] as const).map((Type, i) => ({
      Type,
      LegalID: i + 1,
      Version: 1,
      NeedsApproval: over.legal?.[i] ?? false,
      AcceptedAt: over.legal?.[i] ? null : '2026-01-01T00:00:00.000Z',
    })),
    Actions: [{ Row_Campaigns: over.rows ?? [] }],
    MissingInformation: over.missing ?? [],
  },
  contactDetail: { ...c, informationConfirmedDateTime: over.confirmedAt === undefined ? new Date().toISOString() : over.confirmedAt },
});

/** A JSON 200 answer. */
export const ok = (body: unknown): Reply => ({ status: 200, body });

/** A help-wanted opportunity (GET /creatorapi/helpwanted) the creator has not applied to, with two fields. */
export const helpWantedItem = (over: Partial<HelpWantedItem> = {}): HelpWantedItem => ({
  id: 7,
  ExploreSurveyID: 7,
  ExploreSurveyTitle_ExternalPublic: 'Dance testers',
  ExploreSurvey_HeaderOrListShortDescription: 'Try the hook',
  ExploreSurvey_ImageURLLocation: null,
  SocialMedia_ImageURL: null,
  PrimaryLogoURL: null,
  ConnectedPartnerName: 'Northline',
  PlatformID: 4,
  ExploreSurveyEndDate: null,
  Applied: false,
  fields: [
    { ExploreSurveyFieldID: 1, FieldLabel: 'Why you?', FieldName: 'why' },
    { ExploreSurveyFieldID: 2, FieldLabel: 'Audience', FieldName: 'audience' },
  ],
  ...over,
});
