// @vitest-environment jsdom
import { ApiError } from '@chorus/client';
import type { ContestInput, ContestPatch, EditableContest } from '@chorus/core';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contestDetail } from '../../../testing/contest-fixtures.ts';
import { ContestForm, type MediaKind } from './contest-form.tsx';

afterEach(cleanup);

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const total = () => screen.getByText(/^Total /).textContent;
const noUpload = vi.fn(async (): Promise<EditableContest> => {
  throw new Error('no upload expected');
});

describe('the new contest form', () => {
  it('shows each prize line after the fee and the total as the organiser types, and sends the contest as a draft by default', async () => {
    const onSubmit = vi.fn(async (_input: ContestInput) => 7);
    const { container } = render(<ContestForm organizer="Nightshade Records" onSubmit={onSubmit} onUpload={noUpload} />);
    expect(total()).toBe('Total $500.00; winners get $462.50 after the 7.5% fee');
    fireEvent.click(screen.getByRole('button', { name: 'Add a prize line' }));
    type('Prize line 2', '2nd-5th Place $50');
    expect(screen.getByText('$46.25 after the fee to each of 4 places')).toBeTruthy();
    expect(total()).toBe('Total $700.00; winners get $647.50 after the 7.5% fee');
    type('Kind', 'direct');
    expect(total()).toBe('Total $700.00; no fee');
    type('Name', 'Midnight Remix');
    type('Only these countries (optional)', 'us, ca');
    fireEvent.click(screen.getByLabelText('Europe'));
    fireEvent.click(screen.getByLabelText('Instagram Reel'));
    fireEvent.click(screen.getByRole('button', { name: 'Create contest' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      name: 'Midnight Remix',
      organizer: 'Nightshade Records',
      kind: 'direct',
      platforms: ['TikTok', 'Instagram Reel'],
      metric: 'likes',
      competitionType: 'Likes',
      prizes: ['1st Place $500', '2nd-5th Place $50'],
      countries: ['US', 'CA'],
      continents: ['Europe'],
      isActive: false,
      endDate: null,
    });
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });

  it('says what is missing before sending, and shows the server’s refusal', async () => {
    const onSubmit = vi.fn(async (): Promise<number> => {
      throw new ApiError(400, ['Countries must be two-letter codes like US.']);
    });
    render(<ContestForm organizer="Nightshade Records" onSubmit={onSubmit} onUpload={noUpload} />);
    type('Prize line 1', 'First place');
    fireEvent.click(screen.getByRole('button', { name: 'Create contest' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Each prize line needs an amount, like "1st Place $500".')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    type('Name', 'Midnight Remix');
    type('Prize line 1', '1st Place $500');
    type('Only these countries (optional)', 'USA');
    fireEvent.click(screen.getByRole('button', { name: 'Create contest' }));
    expect(await screen.findByText('Countries must be two-letter codes like US.')).toBeTruthy();
  });

  it('uploads the chosen cover once the contest is created, with its progress', async () => {
    let report: ((p: { loaded: number; total: number | null }) => void) | undefined;
    let finish: (() => void) | undefined;
    const onUpload = vi.fn((_id: number, _what: MediaKind, _file: File, onProgress: (p: { loaded: number; total: number | null }) => void) => {
      report = onProgress;
      return new Promise<EditableContest>((resolve) => {
        finish = () => resolve({ ...saved, image: '/publicapi/contest-files/0b7e6f6e-1d7e-4f7e-9a57-0c1f1f1f1f1f' });
      });
    });
    const onDone = vi.fn();
    render(<ContestForm organizer="Nightshade Records" onSubmit={async () => 41} onUpload={onUpload} onDone={onDone} />);
    type('Name', 'Midnight Remix');
    const cover = new File([new Uint8Array([137, 80, 78, 71])], 'cover.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Cover image'), { target: { files: [cover] } });
    expect(screen.getByText('cover.png uploads when the contest is created.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create contest' }));
    await waitFor(() => expect(onUpload).toHaveBeenCalledTimes(1));
    expect(onUpload.mock.calls[0]!.slice(0, 3)).toEqual([41, 'cover', cover]);
    act(() => report!({ loaded: 50, total: 100 }));
    expect(screen.getByText('50%')).toBeTruthy();
    act(() => finish!());
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(41, []));
  });
});

const saved: EditableContest = {
  ...contestDetail({
    id: 9,
    name: 'Midnight Remix',
    organizer: 'Nightshade Records',
    startDate: null,
    endDate: '2026-12-24T18:00:00.000Z',
    competitionType: 'Creative',
    metric: 'views',
    platforms: ['TikTok'],
    prizes: ['1st Place $500', 'Best Dance $50'],
    prizeTotalCents: 55_000,
    creativeDirection: '<p>Dance</p>',
    hasMarketingKey: true,
  }),
  countries: ['US'],
  continents: [],
  marketingKey: 'laylo-1',
  prizeRows: [{ key: 'Best Dance', value: 'The judges’ favourite' }],
};

describe('editing a saved contest', () => {
  it('shows every field as saved and sends only what changed', async () => {
    const onSubmit = vi.fn(async (_request: ContestInput, _changed: ContestPatch) => 9);
    const { container } = render(<ContestForm organizer="Nightshade Records" contest={saved} onSubmit={onSubmit} onUpload={noUpload} />);
    expect((screen.getByLabelText('Ranked by') as HTMLSelectElement).value).toBe('views');
    expect((screen.getByLabelText('Type') as HTMLSelectElement).value).toBe('creative');
    expect((screen.getByLabelText('Only these countries (optional)') as HTMLInputElement).value).toBe('US');
    expect((screen.getByLabelText('Marketing key (optional)') as HTMLInputElement).value).toBe('laylo-1');
    expect((screen.getByLabelText('Prize 2 description (optional)') as HTMLInputElement).value).toBe('The judges’ favourite');
    expect(screen.queryByLabelText('Publish now (else it stays a draft nobody sees)')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Nothing has changed.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    type('Only these countries (optional)', 'US, MX');
    type('Prize 2 description (optional)', 'Our favourite dance');
    type('Marketing key (optional)', '');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![1]).toEqual({
      countries: ['US', 'MX'],
      prizeRows: [{ key: 'Best Dance', value: 'Our favourite dance' }],
      marketingKey: null,
    });
    expect(await screen.findByText('Saved.')).toBeTruthy();
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });
});
