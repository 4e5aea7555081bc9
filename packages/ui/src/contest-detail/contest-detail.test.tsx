// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Transport } from '@chorus/client';
import { contestMessages, entryMessages, POST_GUIDELINES } from '@chorus/core';
import { seriousViolations } from '../testing/a11y.ts';
import { fakeApi, fixtures } from '../testing/index.ts';
import { formatEndDate } from '../widget-kit/format.ts';
import { ContestDetail } from './contest-detail.tsx';
import { loadEntryForms } from './entry-dialog-forms.ts';

afterEach(cleanup);

const section = (name: string) => screen.getByRole('region', { name });

describe('ContestDetail', () => {
  // The entry dialog's forms load apart (entry-dialog-forms.ts); here they are there before the first click.
  beforeAll(() => loadEntryForms());
  it('loads the contest and shows its cards', async () => {
    const api = fakeApi();
    render(<ContestDetail contestId={1} transport={api.transport} />);
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    expect(await screen.findByRole('heading', { level: 2, name: 'Midnight Drive' })).toBeTruthy();
    expect(screen.getByText('by Luna Vale · Nightshade Records')).toBeTruthy();
    const overview = section('Overview');
    expect(overview.textContent).toContain('1st Place $500');
    expect(overview.textContent).toContain(formatEndDate(fixtures.standard.endDate)!);
    expect(section('How To Enter').textContent).toContain('Submit the post link on this page.');
    expect(section('Earnings').textContent).toContain('$1,150');
    expect(screen.queryByRole('region', { name: 'Milestone' })).toBeNull();
    await screen.findByRole('table', { name: 'Leaderboard, ranked by likes' });
    await within(section('Approved Entries')).findByText('1–10 of 42');
    expect(api.calls.map((c) => c.path)).toEqual([
      '/publicapi/contests/1',
      '/publicapi/contests/1/leaderboard',
      '/publicapi/contests/1/entries',
    ]);
  });

  it('renders sound, post and media addresses from the API only when they are http(s) (or same-site media)', async () => {
    const contest = {
      ...fixtures.standard,
      tiktokSound: 'javascript:alert(1)',
      instagramSound: 'https://www.instagram.com/reels/audio/1',
      spotify: 'data:text/html,<script>alert(2)</script>',
      audio: 'javascript:alert(3)',
      image: 'javascript:alert(4)',
    };
    const api = fakeApi();
    // The first approved entry arrives with a javascript: link.
    const transport: Transport = async (req) => {
      const answer = await api.transport(req);
      if (req.path.endsWith('/entries')) (answer.body as { results: { data: { rows: { link: string | null }[] } } }).results.data.rows[0]!.link = 'javascript:alert(5)';
      return answer;
    };
    render(<ContestDetail contestId={1} contest={contest} transport={transport} />);
    expect(within(section('How To Enter')).getAllByRole('link').map((a) => a.textContent)).toEqual(['Instagram audio']);
    expect(screen.queryByRole('link', { name: /Play the sound/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Play the sound/ })).toBeNull();
    const entries = section('Approved Entries');
    await within(entries).findByText('1–10 of 42');
    const [first, second] = within(within(entries).getAllByRole('list')[0]!).getAllByRole('listitem');
    expect(within(first!).queryByRole('link')).toBeNull();
    expect(within(second!).getByRole('link').getAttribute('href')).toMatch(/^https:\/\//);
    expect(document.querySelector('[href^="javascript"], [src^="javascript"], [href^="data"]')).toBeNull();
  });

  it('shows the whole cover (contained) over a blurred copy of it, never cropped', () => {
    render(<ContestDetail contestId={fixtures.standard.id} contest={fixtures.standard} />);
    const images = [...document.querySelectorAll<HTMLImageElement>('[part="cover"] img')];
    expect(images.map((i) => [i.hasAttribute('data-backdrop'), i.getAttribute('aria-hidden'), i.alt])).toEqual([
      [true, 'true', ''],
      [false, null, ''],
    ]);
    expect(new Set(images.map((i) => i.getAttribute('src')))).toEqual(new Set([fixtures.standard.image]));
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('');
    expect(css).toMatch(/>img\{[^}]*object-fit:contain;/);
    expect(css).toMatch(/>img\[data-backdrop\]\{[^}]*object-fit:cover;[^}]*filter:blur/);
  });

  it('shows net prizes with podium, medal and trophy icons and names the fee', () => {
    render(<ContestDetail contestId={3} contest={fixtures.creative} />);
    const prizes = section('Prizes');
    const items = within(prizes).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    // 7.5 % off $300.
    expect(items[0]!.textContent).toContain('$277.50');
    expect(items[0]!.textContent).toContain('The top creator by combined likes');
    expect(prizes.textContent).toContain('Amounts are shown after the 7.5% transaction fee for payment processing.');
  });

  it('direct contests carry no fee note; exclusive ones show the pill and their own fee', () => {
    const { rerender } = render(<ContestDetail contestId={5} contest={fixtures.direct} />);
    expect(section('Prizes').textContent).not.toContain('fee');
    expect(section('Overview').textContent).toContain('Stagecoach Festival · Indio, CA');
    expect(screen.queryByText('Exclusive')).toBeNull();
    rerender(<ContestDetail contestId={8} contest={fixtures.exclusive} />);
    expect(screen.getByText('Exclusive')).toBeTruthy();
    expect(section('Prizes').textContent).toContain('after the 5% transaction fee');
  });

  it('shows milestone progress as a progressbar', () => {
    render(<ContestDetail contestId={4} contest={fixtures.milestone} />);
    const bar = screen.getByRole('progressbar', { name: 'Milestone progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('488');
    expect(bar.getAttribute('aria-valuemax')).toBe('500');
    expect(section('Milestone').textContent).toContain('488 / 500');
  });

  it('makes Submit look disabled and say why when the contest has ended or is inactive', () => {
    const { rerender } = render(<ContestDetail contestId={11} contest={fixtures.ended} />);
    const button = screen.getByRole('button', { name: 'Submit Your Post' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(button.getAttribute('aria-describedby')!)!.textContent).toBe(contestMessages.closed);
    fireEvent.click(button);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<ContestDetail contestId={12} contest={fixtures.inactive} />);
    expect(screen.getByRole('button', { name: 'Submit Your Post' }).getAttribute('aria-disabled')).toBe('true');
  });

  it("says why a creator may not enter (the server's eligibility) instead of offering the form", () => {
    const contest = { ...fixtures.standard, eligibility: { canEnter: false, reason: entryMessages.country } };
    render(<ContestDetail contestId={1} contest={contest} signedIn />);
    const button = screen.getByRole('button', { name: 'Submit Your Post' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(button.getAttribute('aria-describedby')!)!.textContent).toBe(entryMessages.country);
    fireEvent.click(button);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks a visitor to log in for a quick contest limited to some countries', () => {
    const onNavigate = vi.fn();
    const contest = { ...fixtures.quick, eligibility: { canEnter: false, reason: entryMessages.signIn } };
    render(<ContestDetail contestId={6} contest={contest} onNavigate={onNavigate} />);
    fireEvent.click(screen.getByRole('button', { name: 'Submit Your Post' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onNavigate).toHaveBeenCalledWith('/login?returnTo=%2Fquickdetail%3FPostID%3D6');
  });

  it("tells a visitor why a restricted contest will not take their entry (their country or region), beside the way to log in", () => {
    const onNavigate = vi.fn();
    for (const reason of [entryMessages.country, entryMessages.continent, entryMessages.signIn]) {
      const { unmount } = render(<ContestDetail contestId={6} contest={{ ...fixtures.quick, eligibility: { canEnter: false, reason } }} onNavigate={onNavigate} />);
      const button = screen.getByRole('button', { name: 'Submit Your Post' });
      expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toBe(reason);
      fireEvent.click(button);
      expect(onNavigate).toHaveBeenLastCalledWith('/login?returnTo=%2Fquickdetail%3FPostID%3D6');
      unmount();
    }
    // Nothing to say when the visitor may enter.
    render(<ContestDetail contestId={6} contest={{ ...fixtures.quick, eligibility: { canEnter: true, reason: null } }} />);
    expect(screen.getByRole('button', { name: 'Submit Your Post' }).getAttribute('aria-describedby')).toBeNull();
  });

  it('sends visitors of login-only contests to /login with returnTo', () => {
    const onNavigate = vi.fn();
    render(<ContestDetail contestId={1} contest={fixtures.standard} onNavigate={onNavigate} />);
    fireEvent.click(screen.getByRole('button', { name: 'Submit Your Post' }));
    expect(onNavigate).toHaveBeenCalledWith('/login?returnTo=%2Fcontestdetail%3FPostID%3D1');
  });

  it('signIn="inline" (embeds): a login-only contest opens its dialog on the sign-in step instead of leaving the page', async () => {
    const onNavigate = vi.fn();
    const signIns: string[] = [];
    const inner = fakeApi();
    const transport: Transport = async (req) => {
      if (req.path !== '/publicapi/embed/sign-in') return inner.transport(req);
      signIns.push((req.body as { username: string }).username);
      return { status: 200, body: { results: { success: true, data: { token: 'entry.t', username: 'fan@example.com', expiresAt: '2030-01-01T00:00:00.000Z', handles: [] } } } };
    };
    for (const contest of [fixtures.standard, { ...fixtures.handle, kind: 'standard' as const }]) {
      const { unmount } = render(<ContestDetail contestId={contest.id} contest={contest} transport={transport} onNavigate={onNavigate} signIn="inline" />);
      const button = screen.getByRole('button', { name: contest.metric === 'followers' ? 'Submit Your Handle' : 'Submit Your Post' });
      expect(button.getAttribute('aria-haspopup')).toBe('dialog');
      fireEvent.click(button);
      const dialog = await screen.findByRole('dialog');
      expect(await within(dialog).findByRole('heading', { name: 'Log in to enter' })).toBeTruthy();
      fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'fan@example.com' } });
      fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'pw' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Log In' }));
      expect(await within(dialog).findByText('Signed in as fan@example.com')).toBeTruthy();
      unmount();
    }
    expect(signIns).toEqual(['fan@example.com', 'fan@example.com']);
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('opens the entry form in a dialog; Done after the confirmation closes it and reloads the page (contests.md entry flow)', async () => {
    const api = fakeApi();
    const onSubmitted = vi.fn();
    const onDone = vi.fn();
    render(<ContestDetail contestId={6} contest={fixtures.quick} transport={api.transport} onSubmitted={onSubmitted} onDone={onDone} />);
    const boards = () => api.calls.filter((c) => c.path === '/publicapi/contests/6/leaderboard').length;
    await waitFor(() => expect(boards()).toBe(1));
    const opener = screen.getByRole('button', { name: 'Submit Your Post' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Submit Your Post' });
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Post link'));
    fireEvent.change(within(dialog).getByLabelText('Post link'), { target: { value: 'https://www.tiktok.com/@kai/video/1' } });
    fireEvent.change(within(dialog).getByLabelText('Creator handle'), { target: { value: 'kai' } });
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'kai@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText(contestMessages.confirmationPost)).toBeTruthy();
    expect(onSubmitted).toHaveBeenCalledOnce();
    expect(onDone).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    // The page reloads what it shows: the host its contest and rank, the widget its leaderboard.
    expect(onDone).toHaveBeenCalledOnce();
    await waitFor(() => expect(boards()).toBe(2));
  });

  it('takes handles for other metrics and returns a creator to the detail with a notice', async () => {
    render(<ContestDetail contestId={10} contest={fixtures.handle} token="tok" transport={fakeApi().transport} />);
    fireEvent.click(screen.getByRole('button', { name: 'Submit Your Handle' }));
    const dialog = screen.getByRole('dialog', { name: 'Submit Your Handle' });
    // Signed in: one of the entrant's own handles, read by the form.
    await waitFor(() => expect((within(dialog).getByLabelText('Username') as HTMLSelectElement).value).toBe('kai'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText(contestMessages.confirmation)).toBeTruthy();
  });

  it("offers a visitor's handle entry the payment-setup step, every time", async () => {
    const onNavigate = vi.fn();
    render(<ContestDetail contestId={10} contest={fixtures.handle} transport={fakeApi().transport} onNavigate={onNavigate} />);
    fireEvent.click(screen.getByRole('button', { name: 'Submit Your Handle' }));
    const dialog = screen.getByRole('dialog', { name: 'Submit Your Handle' });
    fireEvent.change(within(dialog).getByLabelText('Username'), { target: { value: 'fan' } });
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'fan@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/updatePayment?email=fan%40example.com'));
  });

  it('lists the post guidelines in a dialog', () => {
    render(<ContestDetail contestId={1} contest={fixtures.standard} />);
    fireEvent.click(screen.getAllByRole('button', { name: 'Post Guidelines' })[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Post Guidelines' });
    expect(within(dialog).getAllByRole('listitem').map((li) => li.textContent)).toEqual([...POST_GUIDELINES]);
  });

  it('uses a custom contest colour as the accent', () => {
    const { container } = render(<ContestDetail contestId={7} contest={fixtures.custom} />);
    expect((container.firstElementChild as HTMLElement).style.getPropertyValue('--chorus-accent')).toBe('#7c3aed');
  });

  it('announces a failed load with role=alert', async () => {
    const onError = vi.fn();
    render(<ContestDetail contestId={404} transport={fakeApi().transport} onError={onError} />);
    expect((await screen.findByRole('alert')).textContent).toContain(contestMessages.notFound);
    expect(onError).toHaveBeenCalledWith([contestMessages.notFound]);
  });

  it('has no serious accessibility violations', async () => {
    const { container } = render(<ContestDetail contestId={4} contest={fixtures.milestone} transport={fakeApi().transport} />);
    await screen.findByRole('table');
    expect(await seriousViolations(container)).toEqual([]);
  });
});
