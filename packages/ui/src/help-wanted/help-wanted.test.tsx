// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { homeMessages } from '@chorus/core';
import { seriousViolations } from '../testing/a11y.ts';
import { fakeApi } from '../testing/index.ts';
import { HelpWanted } from './help-wanted.tsx';

afterEach(cleanup);

describe('HelpWanted', () => {
  it('asks visitors without a token to log in, and calls nothing', () => {
    const api = fakeApi();
    const onNavigate = vi.fn();
    render(<HelpWanted transport={api.transport} onNavigate={onNavigate} />);
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(onNavigate).toHaveBeenCalledWith('/login?returnTo=%2Fdashboard');
    expect(api.calls).toEqual([]);
  });

  it('lists the open opportunities; Apply Now takes one handle and every field, then shows Applied', async () => {
    const api = fakeApi();
    const onSubmitted = vi.fn();
    render(<HelpWanted transport={api.transport} token="t0ken" onSubmitted={onSubmitted} />);
    expect(await screen.findByRole('heading', { name: 'Dance challenge for a summer single' })).toBeTruthy();
    expect(screen.getByText('By Neon Heart Records')).toBeTruthy();
    expect(screen.getAllByText('Applied')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Apply Now: Dance challenge for a summer single' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply: Dance challenge for a summer single' });
    await within(dialog).findByLabelText('Handle');
    expect((within(dialog).getByLabelText('Email') as HTMLInputElement).value).toBe('kai@example.com');
    fireEvent.change(within(dialog).getByLabelText('Why are you a fit?'), { target: { value: 'I dance every day' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByText(homeMessages.fillEveryField)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Your best video link'), { target: { value: 'https://www.tiktok.com/@kai/video/1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText(homeMessages.applied)).toBeTruthy();
    expect(onSubmitted).toHaveBeenCalledWith({ opportunityId: 1, title: 'Dance challenge for a summer single', message: homeMessages.applied });
    const apply = api.calls.find((c) => c.path === '/creatorapi/apply-to-help-wanted')!;
    expect(apply.headers['x-api-key']).toBe('t0ken');
    expect(apply.body).toMatchObject({ ExploreSurveyID: 1, ContactID: 7, ContactPlatformID: 11, EmailAddress: 'kai@example.com' });
    expect(JSON.parse((apply.body as { ExploreSurveyResponseJSON: string }).ExploreSurveyResponseJSON)).toEqual({ fit: 'I dance every day', video: 'https://www.tiktok.com/@kai/video/1' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.getAllByText('Applied')).toHaveLength(2);
  });

  it("shows 'Nothing Here — For Now' when nothing is open", async () => {
    render(<HelpWanted transport={fakeApi({ helpWanted: [] }).transport} token="t0ken" />);
    expect(await screen.findByText(homeMessages.nothingHere)).toBeTruthy();
  });

  it('announces a failed load with a retry', async () => {
    const onError = vi.fn();
    render(<HelpWanted transport={fakeApi({ fail: { status: 401, messages: ['Your session has expired. Please log in again.'] } }).transport} token="old" onError={onError} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Your session has expired. Please log in again.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(onError).toHaveBeenCalled();
  });

  it('has no serious accessibility violations', async () => {
    const { container } = render(<HelpWanted transport={fakeApi().transport} token="t0ken" />);
    await screen.findByRole('heading', { name: 'Lyric video reactions' });
    expect(await seriousViolations(container)).toEqual([]);
  });
});
