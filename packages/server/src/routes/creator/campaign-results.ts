import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import {
  campaignMessages,
  offerStepResponse,
  resultFields,
  resultsFormBody,
  resultsFormResponse,
  resultsQuery,
  resultsUploadResponse,
} from '@chorus/core';
import type { Db } from '../../db/open.ts';
import { files, offers } from '../../db/schema.ts';
import { acceptFormBodies, badRequest, route } from '../../lib/http.ts';
import { receiveUpload } from '../../lib/uploads.ts';
import { fileUrl, findOwnOffer } from '../../repositories/offers.ts';
import { submitResults, upper } from './campaign-steps.ts';

// The results call as campaigns.md §7 describes it: `GET /campaignResults?PostID&UID` (the form definition), and
// `POST /campaignResults?PostID&UID&Swipes&StickerTaps&Likes&Shares&Comments` with a form-encoded body of Views and
// fileUrl. The screenshot goes first to Chorus's own upload step, whose answer is the fileUrl to send: the server
// takes only an address it issued, for a results upload of the same account not yet used, and never fetches one.

const FORM_BODY_LIMIT = 16 * 1024;
const FILE_PATH = /^\/creatorapi\/files\/([0-9a-f-]{36})$/i;

/** The id of the unused results upload of `contactId` that `address` names, or null for any other address. */
async function issuedUpload(db: Db, publicUrl: string, contactId: number, address: string): Promise<number | null> {
  let url: URL;
  try {
    url = new URL(address, publicUrl);
  } catch {
    return null;
  }
  const uid = url.origin === new URL(publicUrl).origin && !url.search && !url.hash ? FILE_PATH.exec(url.pathname)?.[1] : undefined;
  if (!uid) return null;
  const [row] = await db
    .select({ id: files.id })
    .from(files)
    .leftJoin(offers, eq(offers.resultsFileId, files.id))
    .where(and(eq(files.uid, uid.toLowerCase()), eq(files.ownerContactId, contactId), eq(files.kind, 'results'), isNull(offers.id)));
  return row?.id ?? null;
}

/** The post results form definition of the acting creator's offer (campaigns.md §3), for both results paths. */
export async function resultsForm(db: Db, contactId: number, query: { PostID: string | number; UID: string }) {
  const { offer, campaign } = await findOwnOffer(db, upper(query), contactId);
  return {
    results: {
      success: true,
      data: {
        Header: `Post Results: ${campaign.title}`,
        Fields: [
          ...resultFields.map((f) => ({ InputLabel: f.key, Name: f.key, Type: 'number' as const, Required: f.required })),
          { InputLabel: 'Screenshot Image', Name: 'file', Type: 'file' as const, Required: true },
        ],
        Submitted: offer.results !== null,
      },
    },
  };
}

export function campaignResultsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  route(
    app,
    {
      method: 'GET',
      url: '/campaignResults',
      summary: 'The post results form definition, at the path campaigns.md §7 gives it',
      access: 'user',
      query: resultsQuery,
      response: resultsFormResponse,
    },
    async ({ session, query }) => resultsForm(db, session.acting.id, query),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/campaignResults/upload',
      summary: "The results screenshot (pdf, jpeg, png) as multipart `file`: answers the fileUrl to send to POST /campaignResults",
      access: 'user',
      query: resultsQuery,
      response: resultsUploadResponse,
    },
    async ({ session, query, req }) => {
      await findOwnOffer(db, upper(query), session.acting.id);
      const { file } = await receiveUpload(req, { kind: 'results', ownerContactId: session.acting.id, fields: z.object({}), badTypeMessage: campaignMessages.invalidFileType });
      if (!file) throw badRequest(campaignMessages.screenshotRequired);
      return { results: { success: true, data: { fileUrl: `${app.mail.publicUrl.replace(/\/$/, '')}${fileUrl(file.uid)}` } } };
    },
  );

  // The form-encoded body is read only here (its own scope): every other route keeps JSON and multipart.
  void app.register(async (scope) => {
    acceptFormBodies(scope, FORM_BODY_LIMIT);
    route(
      scope,
      {
        method: 'POST',
        url: '/campaignResults',
        summary: 'Submit the post results as campaigns.md §7 has it: counts in the query, a form-encoded Views and the fileUrl an upload step answered',
        access: 'user',
        query: resultsQuery,
        body: resultsFormBody,
        response: offerStepResponse,
      },
      async ({ session, query, body }) => {
        // Someone else's offer is not found (404) before anything is said about the file.
        await findOwnOffer(db, upper(query), session.acting.id);
        const fileId = await issuedUpload(db, app.mail.publicUrl, session.acting.id, body.fileUrl);
        if (fileId === null) throw badRequest(campaignMessages.screenshotRequired);
        return submitResults(db, session, query, body.Views!, fileId);
      },
    );
  });
}
