// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../../testing/fake-api.ts';
import { MetricsUpload } from './metrics-upload.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const choose = (text: string) =>
  fireEvent.change(screen.getByLabelText('Metrics CSV'), { target: { files: [new File([text], 'counts.csv', { type: 'text/csv' })] } });

describe('counts from a CSV', () => {
  it('shows every row with its problem and records nothing while one row has one', async () => {
    const { calls } = fakeApi({});
    render(<MetricsUpload contestId={7} role="editor" ended={false} onRecorded={() => {}} />);
    choose('id,likes,views\n11,10,100\n12,-3,\n');
    expect(await screen.findByText('2 rows in counts.csv; 1 with a problem: nothing is recorded until the file is fixed and chosen again.')).toBeTruthy();
    expect(screen.getByText('Line 3: likes must be a whole number ≥ 0')).toBeTruthy();
    expect(screen.getAllByText('OK')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Record/ })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('records a clean file and says how many entries changed; the server’s refusal is shown as it says it', async () => {
    let refuse = false;
    const recorded = vi.fn();
    const { calls } = fakeApi({
      'POST /orgapi/contests/7/metrics': () => (refuse ? { status: 409, body: { error: true, messages: ['Metrics are frozen once the contest has ended.'] } } : ok({ results: { success: true, data: { updated: 2 } } })),
    });
    render(<MetricsUpload contestId={7} role="owner" ended={false} onRecorded={recorded} />);
    choose('id,likes,views\n11,10,100\n12,,50\n');
    fireEvent.click(await screen.findByRole('button', { name: 'Record 2 rows' }));
    expect(await screen.findByText('Counts recorded for 2 entries.')).toBeTruthy();
    expect(calls[0]!.body).toEqual({ metrics: [{ id: 11, likes: 10, views: 100 }, { id: 12, views: 50 }] });
    expect(recorded).toHaveBeenCalledTimes(1);
    refuse = true;
    choose('id,likes\n11,12\n');
    fireEvent.click(await screen.findByRole('button', { name: 'Record 1 row' }));
    await waitFor(() => expect(screen.getByText('Metrics are frozen once the contest has ended.')).toBeTruthy());
  });

  it('says a file without the header is refused, and an ended contest’s counts are final', async () => {
    fakeApi({});
    render(<MetricsUpload contestId={7} role="editor" ended={false} onRecorded={() => {}} />);
    choose('likes,id\n1,2\n');
    expect(await screen.findByText(/^The CSV must start with a header row/)).toBeTruthy();
    cleanup();
    render(<MetricsUpload contestId={7} role="editor" ended onRecorded={() => {}} />);
    expect(screen.getByText('The contest has ended: its counts are final.')).toBeTruthy();
  });
});
