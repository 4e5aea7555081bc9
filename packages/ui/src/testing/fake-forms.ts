import type { RequestOptions } from '@chorus/client';
import { homeMessages, pageMessages, type EntryHandle, type HelpWantedItem } from '@chorus/core';

// The help-wanted, contact-form and entry-handle calls of the fake API (fake-transport.ts): a signed-in creator with two handles.

export const helpWantedFixtures: HelpWantedItem[] = [
  {
    id: 1,
    ExploreSurveyID: 1,
    ExploreSurveyTitle_ExternalPublic: 'Dance challenge for a summer single',
    ExploreSurvey_HeaderOrListShortDescription: 'We want TikTok dancers for a new single out in June.',
    ExploreSurvey_ImageURLLocation: null,
    SocialMedia_ImageURL: null,
    PrimaryLogoURL: null,
    ConnectedPartnerName: 'Neon Heart Records',
    PlatformID: 4,
    ExploreSurveyEndDate: null,
    Applied: false,
    fields: [
      { ExploreSurveyFieldID: 1, FieldLabel: 'Why are you a fit?', FieldName: 'fit' },
      { ExploreSurveyFieldID: 2, FieldLabel: 'Your best video link', FieldName: 'video' },
    ],
  },
  {
    id: 2,
    ExploreSurveyID: 2,
    ExploreSurveyTitle_ExternalPublic: 'Lyric video reactions',
    ExploreSurvey_HeaderOrListShortDescription: 'React to the lyric video on YouTube Shorts.',
    ExploreSurvey_ImageURLLocation: null,
    SocialMedia_ImageURL: null,
    PrimaryLogoURL: null,
    ConnectedPartnerName: null,
    PlatformID: 7,
    ExploreSurveyEndDate: null,
    Applied: true,
    fields: [],
  },
];

const ok = (body: object, status = 200) => ({ status, body: { results: { success: true, ...body } } });
const fail = (status: number, messages: string[]) => ({ status, body: { error: true, messages } });
const handle = (id: number, Platform: string, Handle: string) => ({
  ContactPlatformID: id,
  UID: `u${id}`,
  PlatformID: 4,
  Platform,
  PlatformName: Platform,
  Handle,
  Followers: 1200,
  SongRate: '$10.00',
  BrandRate: '$20.00',
  IsEditable: true,
  Score_ResponseRate_Invite: null,
});

/** The handles the signed-in creator may enter contests with (`GET /creatorapi/entry-handles`). */
export const entryHandleFixtures: EntryHandle[] = [
  { handle: 'kai', platform: 'tiktok', creatorName: 'Kai Moves' },
  { handle: 'kai.ig', platform: 'instagram', creatorName: 'Kai Moves' },
];

/** The answer to a help-wanted, contact-form or entry-handles call, or undefined for any other path. */
export function answerForms(
  req: RequestOptions & { headers: Record<string, string> },
  items: HelpWantedItem[],
  applied: Set<number>,
  handles: EntryHandle[] = entryHandleFixtures,
) {
  const { method, path } = req;
  const signedIn = Boolean(req.headers['x-api-key']);
  if (path === '/publicapi/send-contact-form' && method === 'POST') return ok({ message: pageMessages.sent });
  if (!path.startsWith('/creatorapi/') || path.startsWith('/creatorapi/contests')) return undefined;
  if (!signedIn) return fail(401, ['Your session has expired. Please log in again.']);
  if (path === '/creatorapi/check')
    return ok({ contactDetail: { contactID: 7, contactType: 'creator', contactName: 'Kai', contactImageUrl: null, talkJsId: 't7', logInUsername: 'kai@example.com' } });
  if (path === '/creatorapi/entry-handles') return ok({ data: handles });
  if (path === '/creatorapi/helpwanted') return ok({ data: items.map((i) => ({ ...i, Applied: i.Applied || applied.has(i.ExploreSurveyID) })) });
  if (path === '/creatorapi/profiles') return ok({ ContactPlatforms: [handle(11, 'TikTok', 'kai'), handle(12, 'Instagram', 'kai.ig')], Platforms: [] });
  if (path === '/creatorapi/apply-to-help-wanted' && method === 'POST') {
    const id = Number((req.body as { ExploreSurveyID: number }).ExploreSurveyID);
    if (applied.has(id)) return fail(409, [homeMessages.alreadyApplied]);
    applied.add(id);
    return ok({ message: homeMessages.applied }, 201);
  }
  return fail(404, ['Not found.']);
}
