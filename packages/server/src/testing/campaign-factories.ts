import { OFFER_DEADLINE_MS, type OfferState } from '@chorus/core';
import type { Db } from '../db/open.ts';
import { campaignPayments, campaigns, contactPlatforms, files, offers } from '../db/schema.ts';

// Campaign and offer rows for tests, built straight in the database (the organiser API is tested on its own).

let seq = 0;
const HOUR = 60 * 60 * 1000;

export type CampaignInsert = Partial<typeof campaigns.$inferInsert>;
export type OfferInsert = Partial<typeof offers.$inferInsert>;

/** A campaign on TikTok (platform 4) unless told otherwise: no contract, a draft required, no boost code. */
export async function makeCampaign(db: Db, fields: CampaignInsert = {}) {
  const n = ++seq;
  const [row] = await db
    .insert(campaigns)
    .values({
      title: `Campaign ${n}`,
      platformId: 4,
      rateCents: 15_000,
      brandName: `Brand ${n}`,
      contactName: 'Casey Organiser',
      contactEmail: `casey${n}@brand.test`,
      sections: [{ header: 'Creative Direction', fields: [{ name: 'Brief', value: '<p>Dance to the <strong>hook</strong></p>' }] }],
      ...fields,
    })
    .returning();
  return row!;
}

/** A handle of the contact on a platform (unique per platform, so each call makes a new one). */
export async function makeHandle(db: Db, contactId: number, platformId = 4) {
  const [row] = await db
    .insert(contactPlatforms)
    .values({ contactId, platformId, handle: `handle${++seq}_${Math.random().toString(36).slice(2, 7)}`, followers: 1000 })
    .returning();
  return row!;
}

/**
 * An offer of `contactId` on `campaignId` in `state`, with the dates a real one would have at that stage relative
 * to `now` (invited an hour ago, so still open): set `respondBy`/`postBy` in the past to make it stale. A working
 * stage gets its Potential payment row, as `transitionOffer` would have written.
 */
export async function makeOffer(
  db: Db,
  opts: { contactId: number; campaignId: number; state?: OfferState; contactPlatformId?: number; now?: Date } & OfferInsert,
) {
  const { contactId, campaignId, state = 'invited', now = new Date(), ...fields } = opts;
  const contactPlatformId = fields.contactPlatformId ?? (await makeHandle(db, contactId)).id;
  const invitedAt = new Date(now.getTime() - HOUR);
  const working = ['draft', 'review', 'notify', 'boost', 'results', 'verifying'].includes(state);
  const [row] = await db
    .insert(offers)
    .values({
      campaignId,
      contactId,
      contactPlatformId,
      state,
      rateCents: 15_000,
      invitedAt,
      respondBy: new Date(invitedAt.getTime() + OFFER_DEADLINE_MS),
      ...(state !== 'invited' && state !== 'expired' && { respondedAt: now, acceptedAt: working || state === 'completed' ? now : null }),
      ...((state === 'draft' || state === 'notify') && { postBy: new Date(now.getTime() + OFFER_DEADLINE_MS) }),
      ...fields,
    })
    .returning();
  if (working) await db.insert(campaignPayments).values({ offerId: row!.id, contactId, amountCents: row!.rateCents, status: 'Potential' });
  return row!;
}

/** A `files` row with no stored bytes (for access checks that never read the object). */
export async function makeFileRow(db: Db, fields: Partial<typeof files.$inferInsert> & Pick<typeof files.$inferInsert, 'kind'>) {
  const [row] = await db
    .insert(files)
    .values({ storageKey: `${fields.kind}/none-${++seq}`, contentType: 'application/pdf', sizeBytes: 10, originalName: 'file.pdf', ...fields })
    .returning();
  return row!;
}

/** Small valid files of each type, by content (the upload checks sniff the bytes, not the name). */
export const sampleFiles = {
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
  pdf: Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
  txt: Buffer.from('I agree to the terms of this contract.\nSigned, the creator\n'),
  /** A RIFF/WAVE header: a sound by content. */
  wav: Buffer.concat([Buffer.from('RIFF'), Buffer.from([36, 0, 0, 0]), Buffer.from('WAVEfmt '), Buffer.alloc(40)]),
  /** An ELF executable's header: whatever it is named, it is not an image. */
  exe: Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(120, 1)]),
};

/** A multipart body (fields, then at most one file), for `inject`. */
export function multipart(fields: Record<string, string | number>, file?: { name: string; content: Buffer; field?: string; type?: string }) {
  const boundary = `----chorus${Math.random().toString(36).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
