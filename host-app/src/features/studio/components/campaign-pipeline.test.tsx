// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { formatCampaignDeadline, offerStates, type AdminOffer } from '@chorus/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type FakeCall } from '../../../testing/fake-api.ts';
import { adminOffer, data, offerDetail } from '../../../testing/studio-campaign-fixtures.ts';
import { CampaignPipeline } from './campaign-pipeline.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function seriousViolations(node: Element) {
  const result = await axe.run(node, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

const invited = adminOffer({ id: 502, handle: '@benbeats', name: 'Ben Ortiz', state: 'invited', deadline: '2026-11-05T15:00:00.000Z', nextStep: 'Waiting for the creator to answer the invite', draftFileId: null });
const review = adminOffer();

function pipelineApi(extra: Record<string, (c: FakeCall) => { status: number; body?: unknown }> = {}, rows: AdminOffer[] = [review, invited]) {
  return fakeApi({
    'GET /orgapi/offers': () => data({ rows, page: 1, pageSize: 25, total: rows.length, totalPages: 1 }),
    'GET /orgapi/offers/501': () => data(offerDetail()),
    'POST /orgapi/offers/501/approve-draft': () => data(adminOffer({ state: 'notify', draftDecision: 'approved' })),
    'POST /orgapi/offers/501/reject-draft': () => data(adminOffer({ state: 'draft', draftDecision: 'rejected' })),
    ...extra,
  });
}
const posts = (calls: FakeCall[]) => calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body]);

async function openReview(handle = '@mayadances') {
  fireEvent.click(await screen.findByRole('button', { name: handle }));
  return screen.findByRole('dialog', { name: `Offer to ${handle}` });
}

describe('the campaign pipeline', () => {
  it('lists the offers with state, rate, the deadline in Chicago time and the next step; filters by every state and handle; accessible', async () => {
    const { calls } = pipelineApi();
    const { container } = render(<CampaignPipeline orgId={1} campaignId={31} role="editor" />);
    const ben = (await screen.findByRole('button', { name: '@benbeats' })).closest('tr')!;
    expect(within(ben).getByText('Invited')).toBeTruthy();
    expect(within(ben).getByText('$250.00')).toBeTruthy();
    expect(within(ben).getByText(formatCampaignDeadline(new Date('2026-11-05T15:00:00.000Z')))).toBeTruthy();
    expect(formatCampaignDeadline(new Date('2026-11-05T15:00:00.000Z'))).toMatch(/9:00\sAM CST/);
    expect(within(ben).getByText('Waiting for the creator to answer the invite')).toBeTruthy();
    const maya = screen.getByRole('button', { name: '@mayadances' }).closest('tr')!;
    expect(within(maya).getByText('Draft to review')).toBeTruthy();
    expect(within(maya).getByText('Review the draft')).toBeTruthy();
    const state = screen.getByLabelText('State') as HTMLSelectElement;
    expect([...state.options].map((o) => o.value)).toEqual(['all', ...offerStates]);
    expect(calls[0]!.query).toEqual({ campaignId: '31', page: '1', pageSize: '25' });
    fireEvent.change(state, { target: { value: 'negotiating' } });
    fireEvent.change(screen.getByLabelText('Handle'), { target: { value: 'ben' } });
    await waitFor(() => expect(calls.at(-1)!.query).toEqual({ campaignId: '31', state: 'negotiating', q: 'ben', page: '1', pageSize: '25' }));
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('reviews an offer: the creator, the draft playing in the page, its caption and the log; approves with notes and reloads', async () => {
    const { calls } = pipelineApi();
    const changed = vi.fn();
    render(<CampaignPipeline orgId={1} campaignId={31} role="owner" onChanged={changed} />);
    const dialog = await openReview();
    expect(within(dialog).getByText('@mayadances · Maya Lopez')).toBeTruthy();
    expect(dialog.querySelector('video')!.getAttribute('src')).toBe('/orgapi/offers/501/files/draft');
    expect(within(dialog).getByRole('link', { name: 'Open the draft file (opens in a new tab)' }).getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(dialog).getByText('Glow up with Lumen #ad')).toBeTruthy();
    const history = within(within(dialog).getByRole('region', { name: 'History' })).getAllByRole('listitem');
    expect(history.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/Your organisation sent the invite/),
      expect.stringMatching(/@mayadances accepted the offer \(Making the draft\)/),
      expect.stringMatching(/@mayadances submitted a draft \(Draft to review\)/),
    ]);
    expect(await seriousViolations(dialog)).toEqual([]);
    const offerLoads = () => calls.filter((c) => c.path === '/orgapi/offers/501' && c.method === 'GET').length;
    const listLoads = () => calls.filter((c) => c.path === '/orgapi/offers').length;
    const [offersBefore, listBefore] = [offerLoads(), listLoads()];
    fireEvent.change(within(dialog).getByLabelText('Feedback for the creator'), { target: { value: '<p>Lovely light.</p>' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve draft' }));
    expect(await within(dialog).findByText('Draft approved. The creator was told to post it.')).toBeTruthy();
    expect(posts(calls)).toEqual([['/orgapi/offers/501/approve-draft', { feedbackNotes: '<p>Lovely light.</p>' }]]);
    await waitFor(() => expect([offerLoads(), listLoads()]).toEqual([offersBefore + 1, listBefore + 1]));
    expect(changed).toHaveBeenCalled();
  });

  it('asks for the feedback before it requests changes, then sends it', async () => {
    const { calls } = pipelineApi();
    render(<CampaignPipeline orgId={1} campaignId={31} role="editor" />);
    const dialog = await openReview();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Request changes' }));
    expect(within(dialog).getByText('Please write the feedback for the creator.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Feedback for the creator').getAttribute('aria-invalid')).toBe('true');
    expect(posts(calls)).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Feedback for the creator'), { target: { value: 'Brighter, please.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Request changes' }));
    expect(await within(dialog).findByText('Changes requested. The creator was sent your feedback.')).toBeTruthy();
    expect(posts(calls)).toEqual([['/orgapi/offers/501/reject-draft', { feedbackNotes: 'Brighter, please.' }]]);
  });

  it('shows the server’s words when it refuses a step', async () => {
    pipelineApi({ 'POST /orgapi/offers/501/approve-draft': () => ({ status: 409, body: { error: true, messages: ['This offer changed since you opened it: reload it.'] } }) });
    render(<CampaignPipeline orgId={1} campaignId={31} role="editor" />);
    const dialog = await openReview();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve draft' }));
    expect(await within(dialog).findByText('This offer changed since you opened it: reload it.')).toBeTruthy();
  });

  it('asks once more before a counter offer is accepted, and accepts it', async () => {
    const countered = offerDetail({ id: 503, handle: '@cleo', state: 'countered', counterOfferCents: 40_000, nextStep: 'Accept or reject the counter offer', draftFileId: null, draftCaption: null });
    const { calls } = pipelineApi(
      { 'GET /orgapi/offers/503': () => data(countered), 'POST /orgapi/offers/503/accept-counter': () => data(adminOffer({ ...countered, state: 'draft', rateCents: 40_000 })) },
      [countered],
    );
    render(<CampaignPipeline orgId={1} campaignId={31} role="editor" />);
    const dialog = await openReview('@cleo');
    expect(within(dialog).getByText('The creator asks $400.00 instead of $250.00.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept counter' }));
    expect(within(dialog).getByText('Accept the counter offer?')).toBeTruthy();
    expect(posts(calls)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, accept counter' }));
    expect(await within(dialog).findByText('Counter offer accepted: the offer now pays the new rate.')).toBeTruthy();
    expect(posts(calls)).toEqual([['/orgapi/offers/503/accept-counter', undefined]]);
  });

  it('shows a viewer the offer without any step to take', async () => {
    pipelineApi();
    render(<CampaignPipeline orgId={1} campaignId={31} role="viewer" />);
    const dialog = await openReview();
    expect(within(dialog).getByText(/an editor or owner of the organisation takes its steps/)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /Approve|Request changes|Pull|Complete|Verify/ })).toBeNull();
    expect(within(dialog).queryByLabelText('Feedback for the creator')).toBeNull();
  });
});

describe('a change request', () => {
  it('shows what the creator asks and needs an answer before it is sent', async () => {
    const asked = offerDetail({ id: 504, handle: '@dee', state: 'negotiating', changesRequested: 'Can I post on Friday instead?', nextStep: 'Answer the change request', draftFileId: null, draftCaption: null });
    const { calls } = pipelineApi({ 'GET /orgapi/offers/504': () => data(asked), 'POST /orgapi/offers/504/answer-request': () => data(adminOffer({ ...asked, state: 'invited' })) }, [asked]);
    render(<CampaignPipeline orgId={1} campaignId={31} role="editor" />);
    const dialog = await openReview('@dee');
    expect(within(within(dialog).getByRole('region', { name: 'Change request' })).getByText('Can I post on Friday instead?')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Complete offer' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    expect(within(dialog).getByText('Please write the feedback for the creator.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Your answer to the change request'), { target: { value: 'Friday works.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    expect(await within(dialog).findByText('Answer sent. The offer is open to the creator again.')).toBeTruthy();
    expect(posts(calls)).toEqual([['/orgapi/offers/504/answer-request', { feedbackNotes: 'Friday works.' }]]);
  });

  it('verifies results shown beside their screenshot, with the post and boost code', async () => {
    const done = offerDetail({ id: 505, handle: '@eli', state: 'verifying', nextStep: 'Verify the results', draftFileId: null, draftCaption: null, postUrl: 'https://www.tiktok.com/@eli/video/1', boostCode: 'BOOST-77', results: { views: 12_000, likes: 900, stickerTaps: 14 }, resultsFileId: 77 });
    const { calls } = pipelineApi({ 'GET /orgapi/offers/505': () => data(done), 'POST /orgapi/offers/505/verify': () => data(adminOffer({ ...done, state: 'completed' })) }, [done]);
    render(<CampaignPipeline orgId={1} campaignId={31} role="owner" />);
    const dialog = await openReview('@eli');
    const results = within(dialog).getByRole('region', { name: 'Results' });
    expect(within(results).getByText('Sticker taps').nextElementSibling!.textContent).toBe('14');
    expect(within(results).getByText('12,000')).toBeTruthy();
    expect(within(results).getByRole('img', { name: /results screenshot/ }).getAttribute('src')).toBe('/orgapi/offers/505/files/results');
    const post = within(dialog).getByRole('link', { name: /tiktok\.com\/@eli/ });
    expect([post.getAttribute('target'), post.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer']);
    expect(within(dialog).getByText('BOOST-77')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Complete offer' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify results' }));
    expect(await within(dialog).findByText('Results verified: the payment is To Be Paid.')).toBeTruthy();
    expect(posts(calls)).toEqual([['/orgapi/offers/505/verify', undefined]]);
  });
});
