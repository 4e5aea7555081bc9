// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import type { AdminCampaign, CampaignPatch } from '@chorus/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api.ts';
import { adminCampaign, data } from '../../../testing/studio-campaign-fixtures.ts';
import { patchCampaign, postOrgCampaign } from '../api/studio-campaigns.ts';
import { CampaignForm } from './campaign-form.tsx';
import type { CampaignRequest } from './campaign-draft.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const noUpload = async (): Promise<AdminCampaign> => {
  throw new Error('no upload in this test');
};
const change = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the campaign form', () => {
  it('edits a campaign: sends only what changed, the budget in cents; accessible', async () => {
    const saved = adminCampaign();
    const { calls } = fakeApi({ 'PATCH /orgapi/campaigns/31': (c) => data({ ...saved, ...(c.body as object) }) });
    const done = vi.fn();
    const { container } = render(<CampaignForm campaign={saved} onSubmit={async (_r, changed) => (await patchCampaign(31, changed)).results.data} onUploadContract={noUpload} onDone={done} />);
    expect((screen.getByLabelText(/^Rate per creator/) as HTMLInputElement).value).toBe('250');
    expect((screen.getByLabelText(/^Budget/) as HTMLInputElement).value).toBe('5000');
    expect((screen.getByLabelText('Live date (optional)') as HTMLInputElement).value).toBe('2026-12-01');
    change(/^Budget/, '$6,250.50');
    change('Section 1, field 1 value', '<p>Show the glow at dawn.</p>');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['PATCH', '/orgapi/campaigns/31', { budgetCents: 625_050, sections: [{ header: 'The brief', fields: [{ name: 'Direction', value: '<p>Show the glow at dawn.</p>' }] }] }],
    ]);
    expect(done).toHaveBeenCalledTimes(1);
    // Saved: nothing left to send.
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Nothing has changed.')).toBeTruthy();
    expect(calls).toHaveLength(1);
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });

  it('clears the budget to none, and shows the server’s refusal of a budget below what is committed at the top and by the budget', async () => {
    const message = 'The budget cannot be less than what the campaign’s offers already commit: $1,250.';
    const { calls } = fakeApi({ 'PATCH /orgapi/campaigns/31': () => ({ status: 409, body: { error: true, messages: [message] } }) });
    render(<CampaignForm campaign={adminCampaign()} onSubmit={async (_r, changed) => (await patchCampaign(31, changed)).results.data} onUploadContract={noUpload} />);
    change(/^Budget/, '1000');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The campaign was not saved')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(screen.getByLabelText(/^Budget/).getAttribute('aria-invalid')).toBe('true');
    expect(calls[0]!.body).toEqual({ budgetCents: 100_000 });
    change(/^Budget/, '');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls[1]?.body).toEqual({ budgetCents: null }));
  });

  it('creates a campaign with every field, dollars as cents; refuses a rate that is not money before sending', async () => {
    const { calls } = fakeApi({ 'POST /orgapi/campaigns': (c) => ({ status: 201, body: { results: { success: true, data: adminCampaign({ id: 40, ...(c.body as object) }) } } }) });
    const submitted: [CampaignRequest, CampaignPatch][] = [];
    const done = vi.fn();
    render(
      <CampaignForm
        onSubmit={async (request, changed) => {
          submitted.push([request, changed]);
          return (await postOrgCampaign(request)).results.data;
        }}
        onUploadContract={noUpload}
        onDone={done}
      />,
    );
    change('Title', 'Winter Glow');
    change(/^Rate per creator/, 'lots');
    fireEvent.click(screen.getByRole('button', { name: 'Create campaign' }));
    expect(await screen.findAllByText('Give the rate in dollars, like 250 or 250.50.')).toHaveLength(2);
    expect(calls).toEqual([]);
    change(/^Rate per creator/, '250.5');
    change(/^Budget/, '2,000');
    change('Platform', '7');
    change('Kind', 'brand');
    fireEvent.click(screen.getByLabelText('A signed contract is required'));
    change('Contract message', 'Sign and upload it.');
    change('Boost code', 'Yes');
    fireEvent.click(screen.getByRole('button', { name: 'Add a section' }));
    change('Section 1 header', 'Brief');
    change('Section 1, field 1 name', 'Tone');
    change('Section 1, field 1 value', '<p>Calm</p>');
    fireEvent.click(screen.getByRole('button', { name: 'Create campaign' }));
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(calls[0]!.body).toEqual({
      title: 'Winter Glow',
      kind: 'brand',
      platformId: 7,
      rateCents: 25_050,
      budgetCents: 200_000,
      sections: [{ header: 'Brief', fields: [{ name: 'Tone', value: '<p>Calm</p>' }] }],
      contractRequired: true,
      contractMessage: 'Sign and upload it.',
      draftRequired: true,
      draftCaptionRequired: false,
      boostCode: 'Yes',
      boostInstruction: null,
      liveDate: null,
      imageUrl: null,
    });
    expect(done.mock.calls[0]![0].id).toBe(40);
  });
});
