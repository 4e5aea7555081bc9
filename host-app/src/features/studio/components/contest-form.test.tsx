// @vitest-environment jsdom
import { ApiError } from '@chorus/client';
import type { ContestInput } from '@chorus/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContestForm } from './contest-form.tsx';

afterEach(cleanup);

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the new contest form', () => {
  it('shows each prize line after the fee and the total as the organiser types, and sends the contest as a draft by default', async () => {
    const onSubmit = vi.fn(async (_input: ContestInput) => {});
    const { container } = render(<ContestForm organizer="Nightshade Records" onSubmit={onSubmit} />);
    expect(screen.getByRole('status').textContent).toBe('Total $500; winners get $462.50 after the 7.5% fee');
    fireEvent.click(screen.getByRole('button', { name: 'Add a prize line' }));
    type('Prize line 2', '2nd-5th Place $50');
    expect(screen.getByText('$46.25 after the fee to each of 4 places')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Total $700; winners get $647.50 after the 7.5% fee');
    type('Kind', 'direct');
    expect(screen.getByRole('status').textContent).toBe('Total $700; no fee');
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
    const onSubmit = vi.fn(async () => {
      throw new ApiError(400, ['Countries must be two-letter codes like US.']);
    });
    render(<ContestForm organizer="Nightshade Records" onSubmit={onSubmit} />);
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
});
