import * as z from 'zod';
import { campaignListStatuses } from '../rules/campaigns.ts';
import { resultFields } from '../rules/campaign-input-rules.ts';
import { bodyId, idNumberOrString, textInput } from './common.ts';

// Campaign requests (campaigns.md §7), with the spec's payload names: some calls send postId/uid, others PostID/UID.

const uid = textInput(64).regex(/^[0-9a-f-]{36}$/i, 'Offer not found.');

export const campaignListBody = z.object({
  status: z.enum(campaignListStatuses, 'Status must be one of all, inprogress, completed, expired, failed, pulled').default('inprogress'),
  page: z.coerce.number('Page must be a whole number').int('Page must be a whole number').min(1, 'Page must be a whole number').max(1_000_000).default(1),
});

/** `postId`/`uid` (campaign, campaignResponseSave, campaignNotify). */
export const offerRefLower = z.object({ postId: idNumberOrString, uid });
/** `PostID`/`UID` (campaignResponseDetail, post-approval-*, boost-code-*, contact-form, campaignResults). */
export const offerRefUpper = z.object({ PostID: idNumberOrString, UID: uid });
/** DELETE post-approval-delete: PostID/UID in the body or the query (either may be absent; the merge is checked). */
export const offerRefUpperLoose = z.object({ PostID: idNumberOrString.optional(), UID: uid.optional() });
/** The multipart signed-contract upload (our addition to §7): its text fields. */
export const contractUploadFields = offerRefUpper;
/** GET /creatorapi/files/:uid: any short text (a uid that is not one answers 404 like any file the caller may not read). */
export const offerFileParams = z.object({ uid: textInput(100) });

export const campaignResponseSaveBody = offerRefLower.extend({
  response: z.enum(['Accept', 'Interested', 'Decline'], 'Response must be Accept, Interested or Decline'),
  /** The explanation, the requested changes, or for a counter offer (declineId 2) the amount in USD. */
  reason: textInput(2000).optional(),
  declineId: z.union([bodyId, z.null()]).optional(),
});

export const draftUrlBody = offerRefUpper.extend({
  draftUrl: textInput(2048),
  caption: textInput(2200).optional(),
});
/** The text fields of the multipart draft upload. */
export const draftUploadFields = offerRefUpper.extend({ caption: textInput(2200).optional() });

export const campaignNotifyBody = offerRefLower.extend({ postUrl: textInput(2048) });
export const boostCodeSaveBody = offerRefUpper.extend({ BoostCode: textInput(200) });

// The message also for a field that is missing or not text (a missing Views says 'Invalid Views', not zod's words).
const metric = (message: string) =>
  z
    .string(message)
    .trim()
    .transform((s) => s.replace(/,/g, ''))
    .refine((s) => s === '' || /^\d{1,15}$/.test(s), message)
    .transform((s) => (s === '' ? null : Number(s)));

/** Results: query PostID, UID and the optional counts; multipart body Views and the screenshot. */
export const resultsQuery = offerRefUpper.extend(
  Object.fromEntries(
    resultFields.filter((f) => !f.required).map((f) => [f.key, metric(f.message).optional()]),
  ) as Record<'Shares' | 'Comments' | 'Swipes' | 'StickerTaps', z.ZodOptional<ReturnType<typeof metric>>>,
).extend({ Likes: metric('Invalid Likes').optional() });
export const resultsFields = z.object({
  Views: metric('Invalid Views').refine((v) => v !== null, 'Invalid Views'),
});
/**
 * The spec's results call (campaigns.md §7, `POST /campaignResults`): a form-encoded body of Views and fileUrl, the
 * address an upload step of Chorus answered for the screenshot (never any other: the server fetches nothing).
 */
export const resultsFormBody = z.object({
  Views: z.string('Invalid Views').pipe(metric('Invalid Views')).refine((v) => v !== null, 'Invalid Views'),
  fileUrl: z.string('Please upload a screenshot of your views.').trim().min(1, 'Please upload a screenshot of your views.').max(2048, 'Please upload a screenshot of your views.'),
});
