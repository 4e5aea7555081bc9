// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contestMessages } from '@chorus/core';
import { seriousViolations } from '../testing/a11y.ts';
import { ConfirmationView } from './confirmation-view.tsx';

afterEach(cleanup);

const entry = { id: 1, contestId: 6, contestName: 'Quick Hit', creator: 'kai', platform: 'tiktok', link: 'https://www.tiktok.com/@kai/video/1', status: 'in_review' as const };

describe('ConfirmationView', () => {
  it('focuses its heading, described by the in-review message, and offers Done', async () => {
    const onDone = vi.fn();
    const { container } = render(<ConfirmationView message={contestMessages.confirmation} entry={entry} onDone={onDone} />);
    const heading = screen.getByRole('heading', { name: 'Submission received' });
    expect(document.activeElement).toBe(heading);
    expect(document.getElementById(heading.getAttribute('aria-describedby')!)!.textContent).toBe(contestMessages.confirmation);
    expect(container.textContent).toContain('TikTok');
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onDone).toHaveBeenCalledOnce();
    expect(await seriousViolations(container)).toEqual([]);
  });
});
