// @vitest-environment jsdom
import { campaignMessages } from '@chorus/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { campaignDetail, stepOk, UID } from '../../../testing/campaign-fixtures.ts';
import { fakeApi, ok, signedInRoutes } from '../../../testing/fake-api.ts';
import { currentUrl, renderApp } from '../../../testing/render-app.tsx';

interface AxiosConfig {
  url: string;
  data?: unknown;
  onUploadProgress?: (e: { loaded: number; total?: number }) => void;
}
const axiosRequest = vi.hoisted(() => vi.fn<(config: AxiosConfig) => Promise<{ status: number; data: unknown }>>());
vi.mock('axios', () => ({ default: { request: (config: AxiosConfig) => axiosRequest(config) } }));

beforeEach(() => {
  axiosRequest.mockReset();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

const PATH = `/results?PostID=41&UID=${UID}`;
const fields = [
  { InputLabel: 'Views', Name: 'Views', Type: 'number', Required: true },
  { InputLabel: 'Shares', Name: 'Shares', Type: 'number', Required: false },
  { InputLabel: 'Comments', Name: 'Comments', Type: 'number', Required: false },
  { InputLabel: 'Swipes', Name: 'Swipes', Type: 'number', Required: false },
  { InputLabel: 'StickerTaps', Name: 'StickerTaps', Type: 'number', Required: false },
  { InputLabel: 'Screenshot of Views', Name: 'file', Type: 'file', Required: true },
];
const formApi = {
  'GET /creatorapi/campaignResults': () => ok({ results: { success: true, data: { Header: 'Post Results', Fields: fields, Submitted: false } } }),
  'POST /creatorapi/campaign': () => ok({ results: { success: true, data: campaignDetail({ State: 'verifying' }) } }),
};
const png = () => new File(['png'], 'views.png', { type: 'image/png' });

describe('/results', () => {
  it('builds the form from its definition, with a Back link to the detail page', async () => {
    fakeApi({ ...signedInRoutes(), ...formApi });
    const { container } = renderApp(PATH);
    expect(await screen.findByLabelText('Views (required)')).toBeTruthy();
    for (const label of ['Shares', 'Comments', 'Swipes', 'StickerTaps', 'Screenshot of Views']) expect(screen.getByLabelText(label)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe(`/detail?PostID=41&UID=${UID}`);
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });

  it('keeps Submit disabled until a valid file is chosen, and checks the counts', async () => {
    fakeApi({ ...signedInRoutes(), ...formApi });
    renderApp(PATH);
    const submit = (await screen.findByRole('button', { name: 'Submit' })) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(screen.getByText(campaignMessages.completeForm)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Screenshot of Views'), { target: { files: [new File(['gif'], 'v.gif', { type: 'image/gif' })] } });
    expect(screen.getByText(campaignMessages.invalidFileType)).toBeTruthy();
    expect(submit.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Screenshot of Views'), { target: { files: [png()] } });
    expect(submit.disabled).toBe(false);
    fireEvent.change(screen.getByLabelText('Shares'), { target: { value: 'many' } });
    fireEvent.click(submit);
    expect(await screen.findByText(campaignMessages.invalidViews)).toBeTruthy();
    expect(screen.getByText(campaignMessages.invalidShares)).toBeTruthy();
    expect(axiosRequest).not.toHaveBeenCalled();
  });

  it('shows the first server message, then returns to the detail page on success', async () => {
    fakeApi({ ...signedInRoutes(), ...formApi });
    axiosRequest.mockResolvedValueOnce({ status: 400, data: JSON.stringify({ error: true, messages: ['Please upload a screenshot of your views.', 'x'] }) });
    axiosRequest.mockResolvedValueOnce({ status: 503, data: JSON.stringify({ error: true, messages: ['The service is busy. Please try again shortly.'] }) });
    axiosRequest.mockResolvedValueOnce({ status: 500, data: '' });
    axiosRequest.mockResolvedValueOnce({ status: 200, data: JSON.stringify(stepOk('verifying')) });
    const { router } = renderApp(PATH);
    fireEvent.change(await screen.findByLabelText('Views (required)'), { target: { value: '12,000' } });
    fireEvent.change(screen.getByLabelText('Comments'), { target: { value: '40' } });
    fireEvent.change(screen.getByLabelText('Screenshot of Views'), { target: { files: [png()] } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please upload a screenshot of your views.')).toBeTruthy();
    // A server error with a message says it too; only one without a message says 'An Error Has Occured'.
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The service is busy. Please try again shortly.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(campaignMessages.resultsError)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(currentUrl(router)).toBe(`/detail?PostID=41&UID=${UID}`));

    const config = axiosRequest.mock.calls[3]![0];
    const url = new URL(config.url, 'http://localhost');
    expect(url.pathname).toBe('/creatorapi/campaignResults');
    expect(Object.fromEntries(url.searchParams)).toEqual({ PostID: '41', UID, Comments: '40' });
    const form = config.data as FormData;
    expect(form.get('Views')).toBe('12,000');
    expect((form.get('file') as File).name).toBe('views.png');
  });
});
