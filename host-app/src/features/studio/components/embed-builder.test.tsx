// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmbedBuilder } from './embed-builder.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderBuilder = () =>
  render(<EmbedBuilder contestId={7} organizer="Nightshade Records" origin="https://chorus.example" allowedOrigins={['https://nightshade.example']} />);
const code = (label: string) => screen.getByLabelText(`${label} code`).textContent;

describe('the embed builder', () => {
  it('shows the contest page snippet, previews it with the real SDK loaded once, and lists the allowed sites', async () => {
    const { container } = renderBuilder();
    expect(code('Script tag')).toBe('<script src="https://chorus.example/sdk/chorus.iife.js" defer></script>\n<chorus-contest contest-id="7" page-size="25"></chorus-contest>');
    const preview = screen.getByTestId('embed-preview');
    expect(preview.innerHTML).toBe('<chorus-contest contest-id="7" page-size="25"></chorus-contest>');
    expect(document.querySelectorAll('script[src="/sdk/chorus.js"]')).toHaveLength(1);
    expect(within(screen.getByRole('list', { name: 'Allowed sites' })).getByText('https://nightshade.example')).toBeTruthy();
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });

  it('writes the chosen element and look into every snippet and the preview', () => {
    renderBuilder();
    fireEvent.change(screen.getByLabelText('Element'), { target: { value: 'chorus-leaderboard' } });
    fireEvent.change(screen.getByLabelText('Theme'), { target: { value: 'dark' } });
    fireEvent.click(screen.getByLabelText('Own accent colour'));
    fireEvent.change(screen.getByLabelText('Accent'), { target: { value: '#c2410c' } });
    fireEvent.change(screen.getByLabelText('Leaderboard rows per page'), { target: { value: '100' } });
    const tag = '<chorus-leaderboard contest-id="7" page-size="100" theme="dark" style="--chorus-accent: #c2410c"></chorus-leaderboard>';
    expect(code('Script tag')).toContain(tag);
    const el = screen.getByTestId('embed-preview').firstElementChild as HTMLElement;
    expect(el.tagName.toLowerCase()).toBe('chorus-leaderboard');
    expect(el.getAttribute('theme')).toBe('dark');
    expect(el.style.getPropertyValue('--chorus-accent')).toBe('#c2410c');
    fireEvent.click(screen.getByRole('tab', { name: 'React' }));
    expect(code('React')).toContain('<ChorusLeaderboard apiBase="https://chorus.example" contestId={7} pageSize={100} theme="dark"');
  });

  it('copies the snippet and says so, or says how when the browser refuses', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderBuilder();
    fireEvent.click(screen.getByRole('button', { name: 'Copy Script tag code' }));
    expect(await screen.findByText('Copied.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(code('Script tag'));
    writeText.mockRejectedValueOnce(new Error('denied'));
    fireEvent.click(screen.getByRole('button', { name: 'Copy Script tag code' }));
    expect(await screen.findByText('Your browser blocked copying: select the code and copy it.')).toBeTruthy();
  });
});
