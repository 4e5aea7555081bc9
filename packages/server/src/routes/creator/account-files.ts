import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { accountMessages as am, accountOkResponse, fileUidParams, messages, photoResponse, taxResponse } from '@chorus/core';
import type { Db, Tx } from '../../db/open.ts';
import { contacts, files } from '../../db/schema.ts';
import { badRequest, notFound, route } from '../../lib/http.ts';
import { resizePhoto } from '../../lib/photos.ts';
import { sendFile } from '../../lib/file-serving.ts';
import type { FileRow } from '../../lib/file-rules.ts';
import { retireFiles, swapFiles } from '../../lib/stored-files.ts';
import { receiveUpload } from '../../lib/uploads.ts';
import { switchableContactIds } from '../../repositories/contacts.ts';

const anyBody = z.unknown();
/** Upload forms carry the file only. */
const noFields = z.object({});

export const photoUrl = (uid: string) => `/creatorapi/photo/${uid}`;
export const taxUrl = (uid: string) => `/creatorapi/tax-file/${uid}`;

async function currentFiles(db: Db, ownerId: number, kind: 'tax' | 'photo'): Promise<FileRow[]> {
  return db
    .select()
    .from(files)
    .where(and(eq(files.ownerContactId, ownerId), eq(files.kind, kind), isNull(files.deletedAt)))
    .orderBy(desc(files.id));
}

/** The contact row, locked: it owns the account's tax form and photo, so their swaps queue on it. */
async function lockContact(tx: Tx, id: number) {
  const [row] = await tx.select({ imageUrl: contacts.imageUrl }).from(contacts).where(eq(contacts.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

/** The account's tax form is its live tax row: retired under the contact's lock (a new one is inserted under it). */
const liveTax = (ownerId: number) => and(eq(files.ownerContactId, ownerId), eq(files.kind, 'tax'));

/** The photo `imageUrl` points at (null for none, or an address that is not one of our photos). */
const photoUidOf = (imageUrl: string | null) => /^\/creatorapi\/photo\/([0-9a-f-]{36})$/.exec(imageUrl ?? '')?.[1] ?? null;

/**
 * Tax documents and the profile photo (accounts.md §2, §4, §5, §7, §8): one tax form per account (pdf, jpeg or
 * png by content, 'Invalid File' otherwise), readable by its owner only; one photo (jpg or png by content, 100 MB)
 * that becomes the contact's image, readable by whoever may see the account (itself, its managers, logins it
 * granted access, an admin). Uploads act on the session's acting contact. A photo is stored as its avatar
 * (lib/photos.ts: a 512 px square, metadata dropped), not as sent.
 */
export function accountFileRoutes(app: FastifyInstance, { db }: { db: Db }) {
  route(
    app,
    {
      method: 'GET',
      url: '/creatorapi/tax',
      summary: "The acting contact's tax form: whether one is uploaded and where to view it",
      access: 'user',
      response: taxResponse,
    },
    async ({ session }) => {
      const [file] = await currentFiles(db, session.acting.id, 'tax');
      return {
        results: {
          success: true,
          TaxForm_IsUploaded: !!file,
          TaxForm_URL: file ? taxUrl(file.uid) : null,
          TaxForm_FileName: file?.originalName ?? null,
          TaxFormInformationHTMLMessage: am.taxInformation,
        },
      };
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/creatorapi/tax-save',
      summary: 'Uploads the tax form (multipart `file`: pdf, jpeg or png), replacing the previous one',
      access: 'user',
      response: accountOkResponse,
    },
    async ({ session, req }) => {
      const owner = session.acting.id;
      // Inserted and swapped in one transaction under the contact's lock: parallel uploads (a double click, a retry)
      // each replace the one committed before them, and the last to commit stays.
      const { file } = await receiveUpload(req, {
        kind: 'tax',
        ownerContactId: owner,
        fields: noFields,
        badTypeMessage: messages.uploads.invalidFile,
        link: async (tx, insert) => {
          await lockContact(tx, owner);
          const row = await insert();
          return retireFiles(tx, and(liveTax(owner), ne(files.id, row.id)));
        },
      });
      if (!file) throw badRequest(am.fileRequired);
      return { results: { success: true, message: am.taxSaved } };
    },
  );

  route(
    app,
    {
      method: 'DELETE',
      url: '/creatorapi/tax-delete',
      summary: "Deletes the acting contact's tax form",
      access: 'user',
      response: accountOkResponse,
    },
    async ({ session, req }) => {
      await swapFiles(db, app.storage, req.log, async (tx) => {
        await lockContact(tx, session.acting.id);
        const retired = await retireFiles(tx, liveTax(session.acting.id));
        if (!retired.length) throw notFound(am.taxNone);
        return { result: null, retired };
      });
      return { results: { success: true, message: am.taxDeleted } };
    },
  );

  route(
    app,
    {
      method: 'GET',
      url: '/creatorapi/tax-file/:uid',
      summary: 'The tax form itself, for its owner only',
      access: 'user',
      params: fileUidParams,
      response: anyBody,
    },
    async ({ session, params, reply }) => {
      const [file] = await db.select().from(files).where(and(eq(files.uid, params.uid), eq(files.kind, 'tax')));
      if (!file || file.deletedAt || file.ownerContactId !== session.acting.id) throw notFound();
      return sendFile(reply, app.storage, file);
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/creatorapi/photo',
      summary: 'Uploads the profile photo (multipart `file`: jpg or png, at most 100 MB); it becomes the contact image',
      access: 'user',
      response: photoResponse,
    },
    async ({ session, req }) => {
      const { file: sent } = await receiveUpload(req, { kind: 'photo', ownerContactId: session.acting.id, fields: noFields, badTypeMessage: messages.uploads.invalidPhoto });
      if (!sent) throw badRequest(am.fileRequired);
      const file = await resizePhoto(db, app.storage, sent);
      const url = photoUrl(file.uid);
      // The contact's image is the reference: swapped under the contact's lock, and only the photo it pointed at is
      // retired, never another upload's still being resized (the last swap to commit stays).
      await swapFiles(db, app.storage, req.log, async (tx) => {
        const owner = session.acting.id;
        const before = photoUidOf((await lockContact(tx, owner)).imageUrl);
        await tx.update(contacts).set({ imageUrl: url, updatedAt: new Date() }).where(eq(contacts.id, owner));
        const retired = before ? await retireFiles(tx, and(eq(files.uid, before), eq(files.kind, 'photo'), eq(files.ownerContactId, owner))) : [];
        return { result: null, retired };
      });
      return { results: { success: true, message: am.photoSaved, Contact_ImageURLLocation: url } };
    },
  );

  route(
    app,
    {
      method: 'GET',
      url: '/creatorapi/photo/:uid',
      summary: "A profile photo, for the account itself, its managers and logins it granted access, and admins",
      access: 'user',
      params: fileUidParams,
      response: anyBody,
    },
    async ({ session, params, reply }) => {
      const [file] = await db.select().from(files).where(and(eq(files.uid, params.uid), eq(files.kind, 'photo')));
      if (!file || file.deletedAt || file.ownerContactId === null) throw notFound();
      const owner = file.ownerContactId;
      const allowed =
        session.acting.contactType === 'admin' ||
        owner === session.acting.id ||
        (await switchableContactIds(db, session.actor.id)).includes(owner);
      if (!allowed) throw notFound();
      return sendFile(reply, app.storage, file);
    },
  );
}
