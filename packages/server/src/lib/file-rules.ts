import type { files, fileKinds } from '../db/schema.ts';
import { messages, organiserMessages } from '@chorus/core';

// What a stored file may be, per kind: the types detected from its content and the sizes allowed (lib/uploads.ts
// receives files by these rules; lib/file-serving.ts serves them by the same type names).
export type FileKind = (typeof fileKinds)[number];
export type FileRow = typeof files.$inferSelect;

export const MB = 1024 * 1024;
export const PDF = 'application/pdf';
export const JPEG = 'image/jpeg';
export const PNG = 'image/png';
export const VIDEO = ['video/mp4', 'video/x-m4v', 'video/quicktime', 'video/webm'];
/** What file-type calls an OLE compound file: a Word 97-2003 `.doc` (also .xls, .msg…: served as a download). */
export const DOC = 'application/x-cfb';
export const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const TEXT = 'text/plain';
export const WEBP = 'image/webp';
/** What file-type detects for the sounds a contest plays (mp3, m4a, aac, wav, ogg). */
export const AUDIO = ['audio/mpeg', 'audio/mp4', 'audio/x-m4a', 'audio/aac', 'audio/wav', 'audio/ogg'];

export interface UploadRule {
  /** Types allowed, as detected from the content (never the client's Content-Type or file name). */
  types: readonly string[];
  maxBytes: number;
  /** The spec's wrong-type message for this kind's screen, when the caller gives none. */
  badTypeMessage: string;
}

/**
 * What each kind accepts (campaigns.md §5, accounts.md §5). A signed contract may come back as a scan or a photo,
 * so contracts also take pdf/jpeg/png besides the picker's .doc, .docx, .txt and .pdf.
 */
export const uploadRules: Record<FileKind, UploadRule> = {
  draft: { types: [PDF, JPEG, PNG, ...VIDEO], maxBytes: 500 * MB, badTypeMessage: messages.uploads.invalidFile },
  contract: { types: [PDF, DOC, DOCX, TEXT, JPEG, PNG], maxBytes: 20 * MB, badTypeMessage: messages.uploads.invalidFile },
  campaign_contract: { types: [PDF, DOC, DOCX, TEXT], maxBytes: 20 * MB, badTypeMessage: messages.uploads.invalidFile },
  results: { types: [PDF, JPEG, PNG], maxBytes: 20 * MB, badTypeMessage: messages.uploads.invalidFileType },
  tax: { types: [PDF, JPEG, PNG], maxBytes: 20 * MB, badTypeMessage: messages.uploads.invalidFile },
  photo: { types: [JPEG, PNG], maxBytes: 100 * MB, badTypeMessage: messages.uploads.invalidPhoto },
  // Shown to every visitor of the contest and its embeds: kept small enough to load on a phone.
  contest_image: { types: [JPEG, PNG, WEBP], maxBytes: 10 * MB, badTypeMessage: organiserMessages.coverType },
  contest_audio: { types: AUDIO, maxBytes: 20 * MB, badTypeMessage: organiserMessages.soundType },
};

/** The largest upload any kind allows: multipart's own file limit sits just above it. */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(uploadRules).map((r) => r.maxBytes));

/**
 * The type of `head` (a file's first bytes) from its content: file-type's signatures, then plain text (valid
 * UTF-8 with no NUL, which file-type cannot recognize). Null when neither.
 */
export async function detectType(head: Uint8Array): Promise<string | null> {
  // file-type is loaded with the first upload, not on every start (issue 13).
  const { fileTypeFromBuffer } = await import('file-type');
  const found = await fileTypeFromBuffer(head);
  if (found) return found.mime;
  if (head.includes(0)) return null;
  try {
    // stream: true leaves a character cut by the end of the sample undecoded instead of calling it invalid.
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return TEXT;
  } catch {
    return null;
  }
}

/** A client's file name made safe to store and show: no path, no control characters, at most 255 characters. */
export function cleanName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const short = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 255);
  // Lone surrogates (invalid UTF-16, or a pair cut by the slice) become U+FFFD, as toWellFormed would (not in our lib).
  const cleaned = short.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
  return cleaned || 'upload';
}
