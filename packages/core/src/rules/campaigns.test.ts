import { describe, expect, it } from 'vitest';
import { campaignResponseSaveBody, resultsFields, resultsQuery } from '../schemas/campaign-input.ts';
import {
  actionLabel,
  buttonTypeFor,
  campaignListStatuses,
  campaignMessages,
  effectiveOfferState,
  failedExplanation,
  isOpenOffer,
  nextOfferState,
  OFFER_DEADLINE_MS,
  offerActions,
  offerStates,
  offerSteps,
  openOfferStates,
  outcomeLabel,
  postDeadline,
  rowButtons,
  stageAfterAcceptance,
  stageAfterPost,
  stageDeadline,
  statesFor,
  statesForListStatus,
  type CampaignRules,
  type OfferAction,
  type OfferState,
} from './campaigns.ts';
import { formatCampaignDate, formatCampaignDeadline } from './campaign-time.ts';
import { boostCodeError, draftLinkAllowed, parseUsdToCents, postUrlError, resultsErrors } from './campaign-input-rules.ts';

// Intl may separate the time from AM/PM with a narrow no-break space; compare with plain spaces.
const plain = (s: string) => s.replace(/\s/g, ' ');

const full: CampaignRules = { contractRequired: true, draftRequired: true, draftCaptionRequired: true, boostCode: 'Yes' };
const bare: CampaignRules = { contractRequired: false, draftRequired: false, draftCaptionRequired: false, boostCode: 'No' };
const optional: CampaignRules = { ...bare, boostCode: 'Optional' };

describe('the offer state machine', () => {
  /** Where each action leads from an allowed state, for a campaign with everything required and one with nothing. */
  const expected: Record<OfferAction, (from: OfferState, c: CampaignRules) => OfferState> = {
    accept: (_, c) => (c.draftRequired ? 'draft' : 'notify'),
    requestChanges: () => 'negotiating',
    decline: () => 'declined',
    counterOffer: () => 'countered',
    answerRequest: () => 'invited',
    acceptCounter: (_, c) => (c.draftRequired ? 'draft' : 'notify'),
    rejectCounter: () => 'declined',
    submitDraft: () => 'review',
    deleteDraft: () => 'draft',
    approveDraft: () => 'notify',
    rejectDraft: () => 'draft',
    submitPostUrl: (_, c) => (c.boostCode === 'Yes' ? 'boost' : 'results'),
    saveBoostCode: (from) => (from === 'boost' ? 'results' : from),
    submitResults: () => 'verifying',
    verify: () => 'completed',
    complete: () => 'completed',
    pull: () => 'pulled',
    expire: () => 'expired',
    fail: () => 'failed',
  };
  const allowed: Record<OfferAction, OfferState[]> = {
    accept: ['invited'],
    requestChanges: ['invited'],
    decline: ['invited', 'negotiating'],
    counterOffer: ['invited', 'negotiating'],
    answerRequest: ['negotiating'],
    acceptCounter: ['countered'],
    rejectCounter: ['countered'],
    submitDraft: ['draft'],
    deleteDraft: ['review'],
    approveDraft: ['review'],
    rejectDraft: ['review'],
    submitPostUrl: ['notify'],
    saveBoostCode: ['boost', 'results', 'verifying'],
    submitResults: ['results'],
    verify: ['verifying'],
    complete: ['notify', 'boost', 'results', 'verifying'],
    pull: ['invited', 'negotiating', 'countered', 'draft', 'review', 'notify', 'boost', 'results', 'verifying'],
    expire: ['invited'],
    fail: ['draft', 'notify'],
  };

  it('declares exactly the from-states of every action', () => {
    expect(Object.keys(offerActions).sort()).toEqual(Object.keys(allowed).sort());
    for (const action of Object.keys(allowed) as OfferAction[]) expect([...statesFor(action)].sort(), action).toEqual([...allowed[action]].sort());
  });

  for (const action of Object.keys(allowed) as OfferAction[]) {
    it(`${action}: allowed from ${allowed[action].join(', ')}, refused from every other state`, () => {
      for (const from of offerStates)
        for (const c of [full, bare, optional]) {
          const got = nextOfferState(action, from, c);
          if (allowed[action].includes(from)) expect(got, `${action} from ${from}`).toBe(expected[action](from, c));
          else expect(got, `${action} from ${from} must be refused`).toBeNull();
        }
    });
  }

  it('says who takes each step', () => {
    const by = (who: string) => (Object.keys(offerActions) as OfferAction[]).filter((a) => offerActions[a].by === who).sort();
    expect(by('creator')).toEqual(['accept', 'counterOffer', 'decline', 'deleteDraft', 'requestChanges', 'saveBoostCode', 'submitDraft', 'submitPostUrl', 'submitResults']);
    expect(by('sweep')).toEqual(['expire', 'fail']);
    expect(by('organiser')).toEqual(['acceptCounter', 'answerRequest', 'approveDraft', 'complete', 'pull', 'rejectCounter', 'rejectDraft', 'verify']);
  });

  it('keeps closed states closed: no action leaves declined, expired, completed, failed or pulled', () => {
    for (const from of ['declined', 'expired', 'completed', 'failed', 'pulled'] as const) {
      expect(isOpenOffer(from)).toBe(false);
      for (const action of Object.keys(offerActions) as OfferAction[]) expect(nextOfferState(action, from, full), `${action} from ${from}`).toBeNull();
    }
    for (const s of openOfferStates) expect(isOpenOffer(s)).toBe(true);
  });

  it('picks the stage after acceptance and after the post by the campaign', () => {
    expect(stageAfterAcceptance(full)).toBe('draft');
    expect(stageAfterAcceptance(bare)).toBe('notify');
    expect(stageAfterPost(full)).toBe('boost');
    expect(stageAfterPost(optional)).toBe('results');
    expect(stageAfterPost(bare)).toBe('results');
  });

  it('maps list filters to states', () => {
    expect(campaignListStatuses).toEqual(['all', 'inprogress', 'completed', 'expired', 'failed', 'pulled']);
    expect(statesForListStatus('all')).toEqual(offerStates);
    expect(statesForListStatus('inprogress')).toEqual(openOfferStates);
    for (const s of ['completed', 'expired', 'failed', 'pulled'] as const) expect(statesForListStatus(s)).toEqual([s]);
  });
});

describe('what the screens show', () => {
  const respondBy = new Date('2026-07-04T17:00:00Z');
  const postBy = new Date('2026-01-15T06:30:00Z');
  const offer = (state: OfferState) => ({ state, respondBy, postBy });

  it('formats campaign deadlines in Chicago time, daylight saving included', () => {
    expect(plain(formatCampaignDeadline(respondBy))).toBe('Jul 4, 2026, 12:00 PM CDT');
    expect(plain(formatCampaignDeadline(postBy))).toBe('Jan 15, 2026, 12:30 AM CST');
    // 03:30 UTC on the 15th is still the 14th in Chicago.
    expect(formatCampaignDate(new Date('2026-01-15T03:30:00Z'))).toBe('1/14/26');
  });

  it('formats every instant as Intl does, around midnights and daylight-saving changes too (the answers are remembered)', () => {
    const tz = { timeZone: 'America/Chicago' } as const;
    const deadline = new Intl.DateTimeFormat('en-US', { ...tz, month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
    const date = new Intl.DateTimeFormat('en-US', { ...tz, month: 'numeric', day: 'numeric', year: '2-digit' });
    // Every 7 min 13.5 s over the days around the 2026 changes (8 Mar, 1 Nov), twice: the second pass is remembered.
    for (const start of ['2026-03-07T00:00:00Z', '2026-10-31T00:00:00Z', '2026-03-07T00:00:00Z'])
      for (let t = Date.parse(start); t < Date.parse(start) + 3 * 86_400_000; t += 433_500) {
        const at = new Date(t);
        expect(formatCampaignDeadline(at)).toBe(deadline.format(at));
        expect(formatCampaignDate(at)).toBe(date.format(at));
      }
  });

  it('derives Row_Buttons for every state', () => {
    const types: Record<OfferState, string> = {
      invited: 'AcceptDecline',
      negotiating: '',
      countered: '',
      declined: '',
      expired: '',
      draft: 'Draft',
      review: 'Draft',
      notify: 'Notify',
      boost: 'Report',
      results: 'Report',
      verifying: '',
      completed: '',
      failed: '',
      pulled: '',
    };
    for (const s of offerStates) expect(buttonTypeFor(s), s).toBe(types[s]);
    expect(rowButtons(offer('invited'))).toEqual({ ButtonType: 'AcceptDecline', ButtonSubText: 'Respond by', ButtonDateTime: '2026-07-04T17:00:00.000Z' });
    expect(rowButtons(offer('notify'))).toEqual({ ButtonType: 'Notify', ButtonSubText: 'Submit your post by', ButtonDateTime: '2026-01-15T06:30:00.000Z' });
    expect(rowButtons(offer('review'))).toEqual({ ButtonType: 'Draft', ButtonSubText: 'Draft Under Review', ButtonDateTime: null });
    expect(rowButtons({ ...offer('negotiating'), contractRequired: true })).toMatchObject({ ButtonType: '', ButtonSubText: campaignMessages.awaitingContract });
    expect(rowButtons(offer('failed'))).toEqual({ ButtonType: '', ButtonSubText: 'Failed', ButtonDateTime: null });
  });

  it('derives PostDeadline: what is due and by when, else the outcome', () => {
    expect(plain(postDeadline(offer('invited')).DeadlineText)).toBe('Respond by Jul 4, 2026, 12:00 PM CDT');
    expect(postDeadline(offer('invited'))).toMatchObject({ DeadlineDate: '7/4/26', DeadlineDateTime: '2026-07-04T17:00:00.000Z' });
    expect(plain(postDeadline(offer('draft')).DeadlineText)).toBe('Upload your draft. Post by Jan 15, 2026, 12:30 AM CST');
    expect(plain(postDeadline(offer('notify')).DeadlineText)).toBe('Submit your post by Jan 15, 2026, 12:30 AM CST');
    expect(postDeadline(offer('completed'))).toEqual({ DeadlineText: 'Completed', DeadlineDate: null, DeadlineDateTime: null });
    expect(postDeadline(offer('expired')).DeadlineText).toBe('Expired');
    expect(postDeadline(offer('review')).DeadlineText).toBe('Draft Under Review');
    expect(postDeadline(offer('verifying')).DeadlineText).toBe('Awaiting verification');
    expect(stageDeadline('boost', offer('boost'))).toBeNull();
  });

  it('derives the step tracker from the campaign and the state', () => {
    expect(offerSteps('invited', full)).toEqual({ Available: ['Invite', 'Draft', 'Under Review', 'Post', 'Boost Code', 'Results', 'Completed'], Current: 'Invite' });
    expect(offerSteps('review', full).Current).toBe('Under Review');
    expect(offerSteps('notify', bare)).toEqual({ Available: ['Invite', 'Post', 'Results', 'Completed'], Current: 'Post' });
    expect(offerSteps('verifying', optional)).toEqual({ Available: ['Invite', 'Post', 'Boost Code', 'Results', 'Completed'], Current: 'Results' });
    // A closed offer ends on its outcome instead of Completed.
    expect(offerSteps('failed', bare)).toEqual({ Available: ['Invite', 'Post', 'Results', 'Failed'], Current: 'Failed' });
    expect(offerSteps('declined', bare).Current).toBe('Declined');
  });

  it('labels outcomes, explains failures and names the action', () => {
    const labels: Partial<Record<OfferState, string>> = {
      failed: 'Failed',
      expired: 'Expired',
      pulled: 'Pulled',
      declined: 'Declined',
      countered: 'Counter offer sent: waiting for the client',
      boost: 'Active',
      completed: 'Completed',
    };
    for (const s of offerStates) expect(outcomeLabel(s), s).toBe(labels[s] ?? '');
    // A declined offer that carries a counter offer is the client's refusal of it, and says so.
    expect(outcomeLabel('declined', 12_500)).toBe('Declined: the client did not accept your counter offer');
    expect(outcomeLabel('countered', 12_500)).toBe('Counter offer sent: waiting for the client');
    expect(failedExplanation('failed')).toBe('Invite was accepted but no post notification was submitted within 48 hours of accepting the invite.');
    expect(failedExplanation('expired')).toBe('Invite was sent but was not accepted or declined within 48 hours.');
    expect(failedExplanation('completed')).toBeNull();
    expect(actionLabel('invited')).toBe('Respond to Invite');
    expect(actionLabel('results')).toBe('Report Results');
    expect(actionLabel('verifying')).toBe('No Action Required');
  });

  it("says 'Awaiting Contract Negotiation' only where a contract is required; a pending counter waits for the client", () => {
    const at = { respondBy: new Date('2026-03-01T12:00:00Z'), postBy: null };
    expect(rowButtons({ ...at, state: 'negotiating', contractRequired: true }).ButtonSubText).toBe('Awaiting Contract Negotiation');
    expect(postDeadline({ ...at, state: 'negotiating', contractRequired: true }).DeadlineText).toBe('Awaiting Contract Negotiation');
    for (const o of [{ ...at, state: 'negotiating' as const, contractRequired: false }, { ...at, state: 'negotiating' as const }]) {
      expect(rowButtons(o).ButtonSubText).toBe('Changes requested: waiting for the client');
      expect(postDeadline(o).DeadlineText).toBe('Changes requested: waiting for the client');
    }
    const countered = { ...at, state: 'countered' as const, counterOfferCents: 12_500 };
    expect(rowButtons(countered).ButtonSubText).toBe('Counter offer sent: waiting for the client');
    expect(postDeadline(countered).DeadlineText).toBe('Counter offer sent: waiting for the client');
    const refused = { ...at, state: 'declined' as const, counterOfferCents: 12_500 };
    expect(rowButtons(refused).ButtonSubText).toBe('Declined: the client did not accept your counter offer');
    expect(postDeadline(refused).DeadlineText).toBe('Declined: the client did not accept your counter offer');
    expect(postDeadline({ ...at, state: 'declined', counterOfferCents: null }).DeadlineText).toBe('Declined');
  });

  it('shows a stale invite as expired and a stale draft or post stage as failed, before any sweep', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    const before = new Date(now.getTime() - 1);
    const after = new Date(now.getTime() + OFFER_DEADLINE_MS);
    expect(effectiveOfferState({ state: 'invited', respondBy: before, postBy: null }, now)).toBe('expired');
    expect(effectiveOfferState({ state: 'invited', respondBy: after, postBy: null }, now)).toBe('invited');
    expect(effectiveOfferState({ state: 'draft', respondBy: before, postBy: before }, now)).toBe('failed');
    expect(effectiveOfferState({ state: 'notify', respondBy: before, postBy: before }, now)).toBe('failed');
    expect(effectiveOfferState({ state: 'notify', respondBy: before, postBy: after }, now)).toBe('notify');
    // Stages without a clock stay as they are.
    for (const state of ['review', 'boost', 'results', 'verifying', 'negotiating', 'countered'] as const)
      expect(effectiveOfferState({ state, respondBy: before, postBy: before }, now)).toBe(state);
    // Exactly at the deadline is still in time.
    expect(effectiveOfferState({ state: 'invited', respondBy: now, postBy: null }, now)).toBe('invited');
  });
});

describe('the validation rules of §5, with their messages', () => {
  it('post URL: http(s) naming the campaign platform; reels count as Instagram, shorts as YouTube, Snapchat always', () => {
    expect(postUrlError('', 'TikTok')).toBe('Invalid Post URL');
    expect(postUrlError('tiktok.com/@a/video/1', 'TikTok')).toBe('Invalid Post URL');
    expect(postUrlError('ftp://tiktok.com/@a', 'TikTok')).toBe('Invalid Post URL');
    expect(postUrlError('https://www.tiktok.com/@a/video/1', 'TikTok')).toBeNull();
    expect(postUrlError('https://www.instagram.com/p/1', 'TikTok')).toBe('Must be a valid TikTok link');
    expect(postUrlError('https://www.instagram.com/reel/Cabc/', 'Instagram')).toBeNull();
    expect(postUrlError('https://instagram.com/reels/Cabc', 'Instagram Reels')).toBeNull();
    expect(postUrlError('https://www.tiktok.com/@a/video/1', 'YouTube Shorts')).toBe('Must be a valid YouTube Shorts link');
    expect(postUrlError('https://m.youtube.com/watch?v=abc', 'YouTube Shorts')).toBeNull();
    expect(postUrlError('https://www.youtube.com/shorts/1', 'YouTube Shorts')).toBeNull();
    expect(postUrlError('https://youtu.be/abc', 'YouTube Shorts')).toBeNull();
    expect(postUrlError('https://vimeo.com/1', 'YouTube Shorts')).toBe('Must be a valid YouTube Shorts link');
    expect(postUrlError('https://www.snapchat.com/spotlight/1', 'TikTok')).toBeNull();
    expect(postUrlError('https://story.snapchat.com/s/1', 'Instagram')).toBeNull();
  });

  it('post URL: the host decides, not the platform name anywhere in the link', () => {
    expect(postUrlError('https://example.com/page?ref=tiktok', 'TikTok')).toBe('Must be a valid TikTok link');
    expect(postUrlError('https://tiktok.com.example.com/@a/video/1', 'TikTok')).toBe('Must be a valid TikTok link');
    expect(postUrlError('https://nottiktok.com/@a/video/1', 'TikTok')).toBe('Must be a valid TikTok link');
    expect(postUrlError('https://www.tiktok.com/reels/123', 'Instagram')).toBe('Must be a valid Instagram link');
    expect(postUrlError('https://example.com/reels/1', 'Instagram')).toBe('Must be a valid Instagram link');
    expect(postUrlError('https://example.com/shorts/1', 'YouTube Shorts')).toBe('Must be a valid YouTube Shorts link');
    expect(postUrlError('https://example.com/youtu.be/1', 'YouTube Shorts')).toBe('Must be a valid YouTube Shorts link');
    expect(postUrlError('https://snapchat.com.example.com/s/1', 'TikTok')).toBe('Must be a valid TikTok link');
    expect(postUrlError('https://vm.tiktok.com/ZMabc/', 'TikTok')).toBeNull();
    expect(postUrlError('https://x.com/a/status/1', 'Twitter')).toBeNull();
    expect(postUrlError('https://fb.watch/abc', 'Facebook')).toBeNull();
  });

  it('draft link: YouTube only', () => {
    expect(draftLinkAllowed('YouTube Shorts')).toBe(true);
    expect(draftLinkAllowed('TikTok')).toBe(false);
    expect(draftLinkAllowed('Instagram')).toBe(false);
  });

  it('boost code: non-empty, else Invalid Boost Code', () => {
    expect(boostCodeError('')).toBe('Invalid Boost Code');
    expect(boostCodeError('   ')).toBe('Invalid Boost Code');
    expect(boostCodeError('ABC')).toBeNull();
  });

  it('counter offer: a positive USD amount, a leading $ and thousands commas allowed', () => {
    expect(parseUsdToCents('250')).toBe(25_000);
    expect(parseUsdToCents('$12.50')).toBe(1250);
    expect(parseUsdToCents(' $1,200.5 ')).toBe(120_050);
    for (const bad of ['', 'lots', '0', '-5', '12.345', '$', '1e3', '10000000.01']) expect(parseUsdToCents(bad), bad).toBeNull();
    expect(campaignMessages.invalidRate).toBe('Invalid Brand Promo Rate');
  });

  it('results: Views required and numeric, the rest numeric, each with its message', () => {
    expect(resultsErrors({})).toEqual({ Views: 'Invalid Views' });
    expect(resultsErrors({ Views: '1,000' })).toEqual({});
    expect(resultsErrors({ Views: 'x', Shares: '1.5', Comments: '-1', Swipes: 'a', StickerTaps: '2b' })).toEqual({
      Views: 'Invalid Views',
      Shares: 'Invalid Shares',
      Comments: 'Invalid Comments',
      Swipes: 'Invalid Swipes',
      StickerTaps: 'Invalid Sticker Taps',
    });
    expect(resultsFields.safeParse({ Views: '' }).error?.issues[0]?.message).toBe('Invalid Views');
    expect(resultsFields.parse({ Views: '12,000' })).toEqual({ Views: 12_000 });
    const q = resultsQuery.safeParse({ PostID: '1', UID: '00000000-0000-4000-8000-000000000000', StickerTaps: 'many' });
    expect(q.error?.issues[0]?.message).toBe('Invalid Sticker Taps');
  });

  it('spells every spec message to the letter', () => {
    expect(campaignMessages).toMatchObject({
      invalidFile: 'Invalid File',
      invalidImage: 'Must be a valid png or jpg',
      invalidFileType: 'Invalid File Type',
      invalidPostUrl: 'Invalid Post URL',
      invalidBoostCode: 'Invalid Boost Code',
      boostError: 'An Error Has Occured',
      postUrlError: 'There has been an error',
      uploadNetwork: 'A network error occurred during the upload.',
      draftUrlFailed: 'URL submission failed',
      completeForm: 'Please complete the form',
      noResults: 'No Results Found',
      noAction: 'No Action Required',
      applicationPending: 'Application pending.',
      applicationPendingBody: 'Check back soon! Our team is reviewing your application and will email you once approved.',
      draftUploaded: 'Draft Upload Success',
      draftRejected: 'Draft Rejected',
      draftApproved: 'Draft Approved',
      awaitingContract: 'Awaiting Contract Negotiation',
      missingPayment: 'Missing Payment Information',
    });
    expect(campaignMessages.uploadFailed('too big')).toBe('Upload failed: too big');
    expect(campaignMessages.postUrlPlatform('Instagram')).toBe('Must be a valid Instagram link');
  });

  it('takes the answer of an offer with the spec names', () => {
    const uid = '00000000-0000-4000-8000-000000000000';
    expect(campaignResponseSaveBody.parse({ postId: '7', uid, response: 'Decline', declineId: 2, reason: '$10' })).toMatchObject({ postId: 7, declineId: 2 });
    expect(campaignResponseSaveBody.safeParse({ postId: 7, uid, response: 'Maybe' }).error?.issues[0]?.message).toBe('Response must be Accept, Interested or Decline');
    expect(campaignResponseSaveBody.safeParse({ postId: 7, uid: 'nope', response: 'Accept' }).error?.issues[0]?.message).toBe('Offer not found.');
  });
});
