import type { FastifyInstance } from 'fastify';
import {
  accountMessages as am,
  accountOkResponse,
  DEFAULT_PROFILE,
  formatRate,
  platforms,
  profileRefBody,
  profileResponse,
  profileSaveBody,
  profileSaveResponse,
  profilesResponse,
  subjectQuery,
} from '@chorus/core';
import type { Db } from '../../db/open.ts';
import { route } from '../../lib/http.ts';
import {
  assertCreator,
  deleteProfile,
  findProfile,
  handlePlatforms,
  profilesOf,
  saveProfile,
  subjectOf,
  toContactPlatform,
  type ResponseRateOf,
} from '../../repositories/account.ts';
import { responseRate as offersResponseRate } from '../../repositories/offers.ts';

/** The form's starting point for a new profile (accounts.md §9): TikTok, $10.00 song, $20.00 brand. */
const newProfile = () => {
  const name = platforms.find((p) => p.id === DEFAULT_PROFILE.platformId)!.name;
  return {
    ContactPlatformID: 0,
    UID: 'New',
    PlatformID: DEFAULT_PROFILE.platformId,
    Platform: name,
    PlatformName: name,
    Handle: '',
    Followers: 0,
    SongRate: formatRate(DEFAULT_PROFILE.songRateCents),
    BrandRate: formatRate(DEFAULT_PROFILE.brandRateCents),
    IsEditable: true,
    Score_ResponseRate_Invite: null,
  };
};

/**
 * Social media profiles (accounts.md §2, §4, §5, §7): list, one, add/update, delete, for the acting creator or a
 * creator on the acting manager's roster (the Admin page). Score_ResponseRate_Invite is the campaigns' response
 * rate of the handle (campaigns.md §4), null until it has had an invitation with a known outcome.
 */
export function accountProfileRoutes(app: FastifyInstance, { db, responseRate = offersResponseRate }: { db: Db; responseRate?: ResponseRateOf }) {
  route(
    app,
    {
      method: 'GET',
      url: '/creatorapi/profiles',
      summary: "The creator's social profiles with their rates, and the platforms a handle may be on",
      access: 'user',
      query: subjectQuery,
      response: profilesResponse,
    },
    async ({ session, query }) => {
      const subject = await subjectOf(db, session.acting, query);
      const rows = subject.contactType === 'creator' ? await profilesOf(db, subject.id) : [];
      const list = [];
      for (const row of rows) list.push(await toContactPlatform(db, row, responseRate));
      return { results: { success: true, ContactPlatforms: list, Platforms: handlePlatforms() } };
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/creatorapi/profile',
      keepsSession: true,
      summary: 'One social profile, or the defaults of a new one (ContactPlatformID 0)',
      access: 'user',
      body: profileRefBody,
      response: profileResponse,
    },
    async ({ session, body }) => {
      const subject = await subjectOf(db, session.acting, body);
      assertCreator(subject);
      const profile = body.ContactPlatformID
        ? await toContactPlatform(db, await findProfile(db, subject.id, body.ContactPlatformID, body.UID), responseRate)
        : newProfile();
      return { results: { success: true, ContactPlatform: profile, Platforms: handlePlatforms() } };
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/creatorapi/profile-save',
      summary: 'Adds a social profile, or updates its followers and rates (the handle stays)',
      access: 'user',
      body: profileSaveBody,
      response: profileSaveResponse,
    },
    async ({ session, body }) => {
      const subject = await subjectOf(db, session.acting, body);
      assertCreator(subject);
      const row = await saveProfile(db, subject.id, body);
      return { results: { success: true, message: am.profileSaved, ContactPlatform: await toContactPlatform(db, row, responseRate) } };
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/creatorapi/profile-delete',
      summary: 'Deletes a social profile; refused while it has campaign offers',
      access: 'user',
      body: profileRefBody,
      response: accountOkResponse,
    },
    async ({ session, body }) => {
      const subject = await subjectOf(db, session.acting, body);
      assertCreator(subject);
      await deleteProfile(db, subject.id, body.ContactPlatformID, body.UID);
      return { results: { success: true, message: am.profileDeleted } };
    },
  );
}
