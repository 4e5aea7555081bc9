import { and, eq, ne, or } from 'drizzle-orm';
import { contestMessages } from '@chorus/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../db/open.ts';
import { competitions, files } from '../db/schema.ts';
import type { FileRow } from '../lib/file-rules.ts';
import { notFound, type Scope } from '../lib/http.ts';
import { publicChanged } from '../lib/public-cache.ts';
import { retireFiles, swapFiles } from '../lib/stored-files.ts';
import type { Storage } from '../plugins/storage.ts';
import { lockContests } from './contests.ts';
import { inScope } from './tenancy.ts';

// A contest's cover and sound uploaded in the studio (issue 21): stored as files of kind contest_image and
// contest_audio, served to everyone at /publicapi/contest-files/:uid (an address that never changes its bytes), and
// referenced by the contest's `image` and `audio` like any other address.

export type MediaField = 'image' | 'audio';
export const mediaKind = { image: 'contest_image', audio: 'contest_audio' } as const satisfies Record<MediaField, FileRow['kind']>;

const PREFIX = '/publicapi/contest-files/';
export const contestFileUrl = (uid: string) => `${PREFIX}${uid}`;
const uidOf = (url: string | null | undefined) => (url?.startsWith(PREFIX) ? url.slice(PREFIX.length) : null);

/**
 * Retires the uploaded file a contest's `field` pointed at before it changed to `next`, unless another contest
 * still shows it (an address copied into a second contest). Its object is removed after the commit by the caller,
 * or by the scheduled files clean-up.
 */
export async function retireReplacedMedia(tx: Tx, contestId: number, field: MediaField, before: string | null, next: string | null | undefined): Promise<FileRow[]> {
  const uid = uidOf(before);
  if (!uid || next === undefined || next === before) return [];
  const column = field === 'image' ? competitions.image : competitions.audio;
  const [shared] = await tx
    .select({ id: competitions.id })
    .from(competitions)
    .where(and(ne(competitions.id, contestId), eq(column, before!)))
    .limit(1);
  if (shared) return [];
  return retireFiles(tx, and(eq(files.uid, uid), eq(files.kind, mediaKind[field])));
}

/** Makes an uploaded file the contest's cover or sound, under the contest's lock; the one it replaces is retired. */
export function setContestMedia(db: Db, storage: Storage, log: FastifyBaseLogger, scope: Scope, contestId: number, field: MediaField, file: FileRow) {
  return swapFiles(db, storage, log, async (tx) => {
    const [current] = await lockContests(tx, [contestId]);
    if (!current || current.deletedAt || !inScope(scope, current.organisationId)) throw notFound(contestMessages.notFound);
    const url = contestFileUrl(file.uid);
    const [row] = await tx.update(competitions).set({ [field]: url, updatedAt: new Date() }).where(eq(competitions.id, contestId)).returning();
    publicChanged(tx, [contestId]);
    return { result: row!, retired: await retireReplacedMedia(tx, contestId, field, current[field], url) };
  });
}

/** A contest's cover or sound for anyone (null when there is no such live file). */
export async function findContestFile(db: Db, uid: string): Promise<FileRow | null> {
  const [file] = await db
    .select()
    .from(files)
    .where(and(eq(files.uid, uid), or(eq(files.kind, 'contest_image'), eq(files.kind, 'contest_audio'))));
  return file && !file.deletedAt ? file : null;
}
