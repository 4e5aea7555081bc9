// @vitest-environment jsdom
import { campaignMessages } from '@chorus/core';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { campaignDetail, declineOptionsBody, informationBody, stepOk, UID } from '../../../testing/campaign-fixtures.ts';
import { fakeApi, helpWantedItem, ok, signedInRoutes, type FakeCall } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import type { CampaignDetail } from '@chorus/core';

// Uploads go over axios (the transport with upload progress); the fake stands in for its XHR.
interface AxiosConfig {
  url: string;
  method: string;
  data?: unknown;
  onUploadProgress?: (e: { loaded: number; total?: number }) => void;
}
const axiosRequest = vi.hoisted(() => vi.fn<(config: AxiosConfig) => Promise<{ status: number; data: unknown }>>());
vi.mock('axios', () => ({ default: { request: (config: AxiosConfig) => axiosRequest(config) } }));

// A function returned from beforeEach would run as its teardown: keep the braces.
beforeEach(() => {
  axiosRequest.mockReset();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

async function seriousViolations(node: Element): Promise<string[]> {
  const result = await axe.run(node, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
}

const PATH = `/detail?PostID=41&UID=${UID}`;

/** The detail call answers `states[n]` on its n-th call (the last one repeats): every action reloads it. */
function detailApi(...states: CampaignDetail[]) {
  let n = 0;
  return { 'POST /creatorapi/campaign': () => ok({ results: { success: true, data: states[Math.min(n++, states.length - 1)] } }) };
}

const posts = (calls: FakeCall[], path: string) => calls.filter((c) => c.path === path).map((c) => c.body);

describe('/detail', () => {
  it('shows the banner, the steps with the current one marked, the sections and the brand', async () => {
    fakeApi({ ...signedInRoutes(), ...detailApi(campaignDetail()) });
    const { container } = renderApp(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Summer Anthem' })).toBeTruthy();
    const steps = screen.getByRole('list', { name: 'Campaign steps' });
    expect(steps.tagName).toBe('OL');
    const current = within(steps).getAllByRole('listitem').find((li) => li.getAttribute('aria-current') === 'step');
    expect(current?.textContent).toBe('Invite');
    expect(screen.getByText('Creative Direction').closest('details')?.open).toBe(true);
    expect(screen.getByText('hook').tagName).toBe('STRONG');
    expect(screen.getByText('Northside Records')).toBeTruthy();
    // No open opportunities: the grid's empty state (campaigns.md §2).
    expect(await screen.findByRole('heading', { name: 'Nothing Here — For Now' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Campaign Overview' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'Chat' }));
    expect(await screen.findByRole('heading', { name: 'Summer Anthem · Chorus team' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Campaign Overview' }));
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('shows the brand’s initials when its logo does not load, and the cover’s box without a broken image (issue 24)', async () => {
    const detail = campaignDetail();
    fakeApi({ ...signedInRoutes(), ...detailApi({ ...detail, Image: '/gone/cover.png', Branding: { ...detail.Branding, SecondaryLogoURL: '/gone/logo.png' } }) });
    const { container } = renderApp(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Summer Anthem' })).toBeTruthy();
    const brand = screen.getByRole('region', { name: 'Offered by' });
    fireEvent.error(brand.querySelector('img')!);
    expect(brand.querySelector('img')).toBeNull();
    expect(within(brand).getByText('NR')).toBeTruthy();
    const covers = container.querySelectorAll('img[src="/gone/cover.png"]');
    expect(covers.length).toBeGreaterThan(0);
    for (const img of covers) fireEvent.error(img);
    expect(container.querySelector('img[src="/gone/cover.png"]')).toBeNull();
  });

  it('shows the Help Wanted grid while opportunities are open, and Apply Now opens the application', async () => {
    fakeApi({ ...signedInRoutes(), ...detailApi(campaignDetail()), 'GET /creatorapi/helpwanted': () => ok({ results: { success: true, data: [helpWantedItem()] } }) });
    renderApp(PATH);
    const grid = await screen.findByRole('list', { name: 'Help wanted' });
    expect(within(grid).getByRole('heading', { name: 'Dance testers' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Nothing Here — For Now' })).toBeNull();
    fireEvent.click(within(grid).getByRole('button', { name: 'Apply Now: Dance testers' }));
    expect(await screen.findByRole('dialog', { name: 'Apply: Dance testers' })).toBeTruthy();
  });

  it('accepts the invite after confirming the payment email, and reloads the offer and its steps', async () => {
    const { calls } = fakeApi({
      ...signedInRoutes(),
      ...detailApi(campaignDetail(), campaignDetail({ State: 'draft', Step: { Available: ['Invite', 'Draft', 'Under Review', 'Post', 'Results', 'Completed'], Current: 'Draft' } })),
      'GET /creatorapi/information': () => ok(informationBody('maya.pay@chorus.test')),
      'POST /creatorapi/campaignResponse/campaignResponseSave': () => ok(stepOk('draft')),
    });
    renderApp(PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm your payment email' });
    expect(await within(dialog).findByText('maya.pay@chorus.test')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Update payment email' }).getAttribute('href')).toBe('/account/vendor');
    expect(posts(calls, '/creatorapi/campaignResponse/campaignResponseSave')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm and Accept' }));
    expect(await screen.findByRole('heading', { name: 'Upload your draft' })).toBeTruthy();
    expect(posts(calls, '/creatorapi/campaignResponse/campaignResponseSave')).toEqual([{ postId: 41, uid: UID, response: 'Accept' }]);
    const current = within(screen.getByRole('list', { name: 'Campaign steps' })).getAllByRole('listitem').find((li) => li.getAttribute('aria-current'));
    expect(current?.textContent).toBe('Draft');
  });

  it('says Missing Payment Information in the confirmation when there is no payment email', async () => {
    fakeApi({ ...signedInRoutes(), ...detailApi(campaignDetail()), 'GET /creatorapi/information': () => ok(informationBody(null)) });
    renderApp(PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm your payment email' });
    expect(await within(dialog).findByText(campaignMessages.missingPayment)).toBeTruthy();
  });

  it('declines with a counter offer: a reason first, then a valid USD amount', async () => {
    const { calls } = fakeApi({
      ...signedInRoutes(),
      ...detailApi(campaignDetail(), campaignDetail({ State: 'countered', CounterOfferCents: 25_000 })),
      'POST /creatorapi/campaignResponse/campaignResponseDetail': () => ok(declineOptionsBody),
      'POST /creatorapi/campaignResponse/campaignResponseSave': () => ok(stepOk('countered')),
    });
    renderApp(PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline this offer' });
    const submit = within(dialog).getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
    await within(dialog).findByRole('radio', { name: 'Counter offer' });
    expect(submit.disabled).toBe(true);

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Other' }));
    expect(submit.disabled).toBe(true); // Other requires an explanation
    fireEvent.change(within(dialog).getByLabelText('Tell us more (required)'), { target: { value: 'Busy month' } });
    expect(submit.disabled).toBe(false);

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Counter offer' }));
    const rate = within(dialog).getByLabelText('Your rate (USD)');
    fireEvent.change(rate, { target: { value: 'lots' } });
    fireEvent.blur(rate);
    expect(within(dialog).getByText(campaignMessages.invalidRate)).toBeTruthy();
    expect(submit.disabled).toBe(true);
    fireEvent.change(rate, { target: { value: '$250' } });
    expect(within(dialog).queryByText(campaignMessages.invalidRate)).toBeNull();
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);

    // A pending counter offer waits for the client: it is not a decline.
    expect((await screen.findAllByText('Counter offer sent: waiting for the client')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Declined')).toBeNull();
    expect(posts(calls, '/creatorapi/campaignResponse/campaignResponseSave')).toEqual([
      { postId: 41, uid: UID, response: 'Decline', declineId: 2, reason: '250.00' },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks for a signed contract before accepting when the campaign requires one, with upload progress', async () => {
    const contract = { IsRequired: true, Details: { Link: 'https://example.test/contract.pdf', Message: 'Sign page 3.' }, SignedContractUrl: null };
    fakeApi({
      ...signedInRoutes(),
      ...detailApi(campaignDetail({ Contract: contract }), campaignDetail({ Contract: { ...contract, SignedContractUrl: '/files/9' } })),
    });
    let finish!: () => void;
    axiosRequest.mockImplementation(async (config) => {
      config.onUploadProgress?.({ loaded: 40, total: 100 });
      await new Promise<void>((resolve) => (finish = resolve));
      return { status: 200, data: JSON.stringify(stepOk('invited')) };
    });
    renderApp(PATH);
    expect((await screen.findByRole('button', { name: 'Accept' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'View the contract' }).getAttribute('href')).toBe('https://example.test/contract.pdf');
    const file = new File(['%PDF-1.4'], 'signed.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Signed contract'), { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload signed contract' }));
    const bar = await screen.findByRole('progressbar', { name: 'Uploading contract' });
    await waitFor(() => expect(bar.getAttribute('value')).toBe('40'));
    expect(axiosRequest.mock.calls[0]![0].url).toBe('/creatorapi/campaignResponse/contract-upload');
    await act(async () => finish());
    expect(await screen.findByText('Signed contract uploaded')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Accept' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('uploads a draft with real progress, then shows Draft Upload Success with Delete', async () => {
    const draft = campaignDetail({ State: 'draft', DraftCaptionRequired: true });
    const review = campaignDetail({ State: 'review', DraftSubmitted: true, Draft: { FileUrl: '/files/3', FileName: 'cut.mp4', ContentType: 'video/mp4', Url: null, Caption: 'Summer!' } });
    const { calls } = fakeApi({
      ...signedInRoutes(),
      ...detailApi(draft, review, draft),
      'DELETE /creatorapi/post-approval-delete': () => ok(stepOk('draft')),
    });
    const sent: FormData[] = [];
    let finish!: () => void;
    axiosRequest.mockImplementation(async (config) => {
      sent.push(config.data as FormData);
      config.onUploadProgress?.({ loaded: 25, total: 200 });
      await new Promise<void>((resolve) => (finish = resolve));
      config.onUploadProgress?.({ loaded: 200, total: 200 });
      return { status: 201, data: JSON.stringify(stepOk('review')) };
    });
    renderApp(PATH);
    const submit = (await screen.findByRole('button', { name: 'Submit draft' })) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);

    fireEvent.change(screen.getByLabelText('Draft file'), { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(screen.getByText(campaignMessages.invalidFile)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Draft file'), { target: { files: [new File(['video'], 'cut.mp4', { type: 'video/mp4' })] } });
    expect(submit.disabled).toBe(true); // the caption is required here
    fireEvent.change(screen.getByLabelText('Caption (required)'), { target: { value: 'Summer!' } });
    fireEvent.click(submit);

    const bar = await screen.findByRole('progressbar', { name: 'Uploading draft' });
    await waitFor(() => expect(bar.getAttribute('value')).toBe('13'));
    expect(screen.getByText('13%')).toBeTruthy();
    expect(screen.getByText('Uploaded 0%')).toBeTruthy();
    expect(sent[0]!.get('PostID')).toBe('41');
    expect(sent[0]!.get('UID')).toBe(UID);
    expect(sent[0]!.get('caption')).toBe('Summer!');
    expect((sent[0]!.get('file') as File).name).toBe('cut.mp4');
    await act(async () => finish());

    expect(await screen.findByText(campaignMessages.draftUploaded)).toBeTruthy();
    expect(screen.getByRole('link', { name: /cut\.mp4/ }).getAttribute('href')).toBe('/files/3');
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'Upload your draft' })).toBeTruthy();
    expect(posts(calls, '/creatorapi/post-approval-delete')).toEqual([{ PostID: 41, UID: UID }]);
  });

  it('says why a draft upload failed: the server reason, or the network', async () => {
    fakeApi({ ...signedInRoutes(), ...detailApi(campaignDetail({ State: 'draft' })) });
    axiosRequest.mockResolvedValueOnce({ status: 400, data: JSON.stringify({ error: true, messages: ['File is too large.'] }) });
    axiosRequest.mockRejectedValueOnce(Object.assign(new Error('Network Error'), { name: 'AxiosError' }));
    renderApp(PATH);
    fireEvent.change(await screen.findByLabelText('Draft file'), { target: { files: [new File(['p'], 'a.png', { type: 'image/png' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit draft' }));
    expect(await screen.findByText(campaignMessages.uploadFailed('File is too large.'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit draft' }));
    expect(await screen.findByText(campaignMessages.uploadNetwork)).toBeTruthy();
  });

  it('takes a draft link on YouTube campaigns, and says when the link is refused', async () => {
    let refuse = true;
    const { calls } = fakeApi({
      ...signedInRoutes(),
      ...detailApi(campaignDetail({ State: 'draft', Platform: 'YouTube Shorts' }), campaignDetail({ State: 'review', Platform: 'YouTube Shorts', DraftSubmitted: true })),
      'POST /creatorapi/post-final-url-submit': () =>
        refuse ? { status: 400, body: { error: true, messages: [campaignMessages.draftUrlInvalid] } } : ok(stepOk('review')),
    });
    renderApp(PATH);
    fireEvent.click(await screen.findByRole('radio', { name: 'Paste a link' }));
    const submit = screen.getByRole('button', { name: 'Submit draft' }) as HTMLButtonElement;
    fireEvent.change(screen.getByLabelText('Draft link'), { target: { value: 'youtube dot com' } });
    expect(submit.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Draft link'), { target: { value: 'https://youtube.com/shorts/abc' } });
    fireEvent.click(submit);
    expect(await screen.findByText(campaignMessages.draftUrlFailed)).toBeTruthy();
    refuse = false;
    fireEvent.click(submit);
    expect(await screen.findByText(campaignMessages.draftUploaded)).toBeTruthy();
    expect(posts(calls, '/creatorapi/post-final-url-submit').at(-1)).toEqual({ PostID: 41, UID, draftUrl: 'https://youtube.com/shorts/abc' });
  });

  it('shows Draft Rejected with the feedback notes', async () => {
    fakeApi({ ...signedInRoutes(), ...detailApi(campaignDetail({ State: 'draft', DraftDecision: 'rejected', FeedbackNotes: '<p>Show the <em>logo</em>.</p>' })) });
    renderApp(PATH);
    expect(await screen.findByText(campaignMessages.draftRejected)).toBeTruthy();
    expect(screen.getByText('logo').tagName).toBe('EM');
  });

  it('checks the post URL in the browser and shows the server refusal', async () => {
    const { calls } = fakeApi({
      ...signedInRoutes(),
      ...detailApi(campaignDetail({ State: 'notify', DraftDecision: 'approved' })),
      'POST /creatorapi/campaignNotify': () => ({ status: 409, body: { error: true, messages: [campaignMessages.stale] } }),
    });
    renderApp(PATH);
    expect(await screen.findByText(campaignMessages.draftApproved)).toBeTruthy();
    const field = screen.getByLabelText('Post URL (TikTok)');
    fireEvent.change(field, { target: { value: 'not a link' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit post' }));
    expect(await screen.findByText(campaignMessages.invalidPostUrl)).toBeTruthy();
    fireEvent.change(field, { target: { value: 'https://www.instagram.com/reel/abc' } });
    expect(screen.getByText(campaignMessages.postUrlPlatform('TikTok'))).toBeTruthy();
    fireEvent.change(field, { target: { value: 'https://example.com/page?ref=tiktok' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit post' }));
    expect(await screen.findByText(campaignMessages.postUrlPlatform('TikTok'))).toBeTruthy();
    expect(posts(calls, '/creatorapi/campaignNotify')).toEqual([]);
    fireEvent.change(field, { target: { value: 'https://www.tiktok.com/@maya/video/1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit post' }));
    expect(await screen.findByText(campaignMessages.stale)).toBeTruthy();
    expect(posts(calls, '/creatorapi/campaignNotify')).toEqual([{ postId: 41, uid: UID, postUrl: 'https://www.tiktok.com/@maya/video/1' }]);
  });

  it('takes the boost code with its instructions and links to the results form', async () => {
    const { calls } = fakeApi({
      ...signedInRoutes(),
      ...detailApi(campaignDetail({ State: 'boost', IsPostBoostCodeRequired: 'Yes' }), campaignDetail({ State: 'results', IsPostBoostCodeRequired: 'Yes', SubmittedBoostCode: 'BOOST1' })),
      'POST /creatorapi/boost-code-detail': () =>
        ok({ results: { success: true, BoostDetail: { InstructionText: 'Copy the code from Promote.', SubmittedBoostCode: null, IsPostBoostCodeRequired: 'Yes' } } }),
      'POST /creatorapi/boost-code-save': () => ok(stepOk('results')),
    });
    renderApp(PATH);
    expect(await screen.findByText('Copy the code from Promote.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit boost code' }));
    expect(await screen.findByText(campaignMessages.invalidBoostCode)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Boost code (required)'), { target: { value: 'BOOST1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit boost code' }));
    const report = await screen.findByRole('link', { name: 'Report your results' });
    expect(report.getAttribute('href')).toBe(`/results?PostID=41&UID=${UID}`);
    expect(posts(calls, '/creatorapi/boost-code-save')).toEqual([{ PostID: 41, UID: UID, BoostCode: 'BOOST1' }]);
  });

  it('shows the outcome and the failed explanation', async () => {
    fakeApi({ ...signedInRoutes(), ...detailApi(campaignDetail({ State: 'failed', FailedExplanation: campaignMessages.failedNoPost })) });
    renderApp(PATH);
    expect(await screen.findByText(campaignMessages.failedNoPost)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('sends the contact message to the offer\'s contact and then reads Already Submitted', async () => {
    const { calls } = fakeApi({
      ...signedInRoutes(),
      ...detailApi(campaignDetail()),
      'POST /creatorapi/contact-form': () =>
        ok({ results: { success: true, data: { Email_To: 'team@northside.test', Email_Subject: 'Summer Anthem', Email_Sender_Name: 'Maya Lopez', Email_Sender_Email: 'maya@chorus.test' } } }),
      'POST /creatorapi/send-contact-form': () => ok({ results: { success: true, message: 'Thanks! Your message was sent.' } }),
    });
    renderApp(PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Contact' }));
    const dialog = screen.getByRole('dialog', { name: 'Contact' });
    fireEvent.change(await within(dialog).findByLabelText('Message'), { target: { value: 'When does the product ship?' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Thanks! Your message was sent.')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Already Submitted' }) as HTMLButtonElement).disabled).toBe(true);
    expect(posts(calls, '/creatorapi/send-contact-form')).toEqual([
      { emailTo: 'team@northside.test', emailFrom: 'maya@chorus.test', from: 'Maya Lopez', subject: 'Summer Anthem', message: 'When does the product ship?', PostID: 41, UID },
    ]);
  });

  it('offers a mailto fallback when sending the contact form is not available', async () => {
    fakeApi({
      ...signedInRoutes(),
      ...detailApi(campaignDetail()),
      'POST /creatorapi/contact-form': () =>
        ok({ results: { success: true, data: { Email_To: 'team@northside.test', Email_Subject: 'Summer Anthem', Email_Sender_Name: 'Maya Lopez', Email_Sender_Email: 'maya@chorus.test' } } }),
    });
    renderApp(PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Contact' }));
    const dialog = screen.getByRole('dialog', { name: 'Contact' });
    const name = (await within(dialog).findByLabelText('Name')) as HTMLInputElement;
    expect(name.value).toBe('Maya Lopez');
    expect(name.readOnly).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Message'), { target: { value: 'Hi there' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    const link = await within(dialog).findByRole('link', { name: 'open your email app' });
    expect(link.getAttribute('href')).toBe('mailto:team@northside.test?subject=Summer%20Anthem&body=Hi%20there');
  });

  it("titles a change request 'Awaiting Contract Negotiation' only where a contract is required", async () => {
    const negotiating = (IsRequired: boolean) =>
      campaignDetail({ State: 'negotiating', ChangesRequested: 'A week later, please', Contract: { ...campaignDetail().Contract, IsRequired } });
    fakeApi({ ...signedInRoutes(), ...detailApi(negotiating(false)) });
    renderApp(PATH);
    expect(await screen.findByText('Changes requested: waiting for the client')).toBeTruthy();
    expect(screen.queryByText('Awaiting Contract Negotiation')).toBeNull();
    cleanup();
    fakeApi({ ...signedInRoutes(), ...detailApi(negotiating(true)) });
    renderApp(PATH);
    expect(await screen.findByText('Awaiting Contract Negotiation')).toBeTruthy();
  });

  it('says when the address names no offer', async () => {
    fakeApi(signedInRoutes());
    renderApp('/detail?PostID=abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Campaign not found' })).toBeTruthy();
  });

  it.each([
    [
      'an answered change request, with the client\'s notes',
      campaignDetail({ State: 'invited', ChangesRequested: 'Friday?', LatestAnswer: { Kind: 'answered', Notes: '<p>Friday <strong>works</strong></p>', CounterOfferCents: null } }),
      'The client answered your change request',
      'Friday works',
    ],
    [
      'a declined counter offer (not the creator\'s own decline)',
      campaignDetail({ State: 'declined', LatestAnswer: { Kind: 'counterDeclined', Notes: null, CounterOfferCents: 90_000 } }),
      'Declined: the client did not accept your counter offer',
      'The client did not accept your counter offer of $900.00, and this offer is closed.',
    ],
    [
      'an accepted counter offer until the first draft decision',
      campaignDetail({ State: 'draft', LatestAnswer: { Kind: 'counterAccepted', Notes: null, CounterOfferCents: 27_500 } }),
      'Counter offer accepted',
      'The client accepted your counter offer: you will be paid $275.00.',
    ],
  ])('shows the client\'s latest answer in the status banner: %s', async (_, detail, title, text) => {
    fakeApi({ ...signedInRoutes(), ...detailApi(detail) });
    renderApp(PATH);
    const banner = (await screen.findByText(title)).closest('[role="status"]') as HTMLElement;
    expect(banner).toBeTruthy();
    expect(banner.textContent).toContain(text);
    expect(screen.queryByText('You declined this offer.')).toBeNull();
  });
});
