import { formatUsd, type ContestOverview as Overview, formatLongDate } from '@chorus/core';
import { Spinner, token } from '@chorus/ui';
import { Group } from '@visx/group';
import { Bar } from '@visx/shape';
import { scaleBand, scaleLinear } from 'd3-scale';
import { BarChart3 } from 'lucide-react';
import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Table, TableScroller } from '../../../components/data/data-table.tsx';
import { EmptyPanel } from '../../../components/feedback/empty-panel.tsx';
import { ErrorPanel } from '../../../components/feedback/error-panel.tsx';
import { errorMessages } from '../../../hooks/use-query.ts';
import { useContestOverview } from '../hooks/use-studio.ts';

// The contest's Overview tab (issue 21): totals as tiles, then three bar charts in SVG: visx's React primitives
// (Group, Bar) on d3-scale's band and linear scales, axes drawn here (@visx/scale and @visx/axis cost ~13 KB gzip
// more: docs/design-notes.md). All of it is in the studio's lazy chunk only. Each chart is one image with a summary
// for screen readers, and a "Show as table" disclosure gives the same numbers as a table.

const count = (n: number) => n.toLocaleString('en-US');
const RANKED = { likes: 'Likes', views: 'Views', followers: 'Followers', creativity: 'Creativity score' } as const;
/** '2026-03-01' → 'Mar 1' (the day is UTC: read it as UTC). */
const shortDay = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
/** A calendar day ('2027-03-03'), not an instant: shown as it is, whatever the viewer's zone. */
const longDay = (day: string) => formatLongDate(`${day}T00:00:00Z`, { timeZone: 'UTC' });

const Tiles = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(170px, 1fr));
  gap: 12px;
  margin: 0 0 24px;
  > div {
    padding: 12px 14px;
    border: 1px solid ${token('color-border')};
    border-radius: ${token('radius-lg')};
    background: ${token('color-surface')};
  }
  dt {
    color: ${token('color-text-muted')};
    font-size: 0.8125rem;
  }
  dd {
    margin: 4px 0 0;
    /* A billion views fits a phone's half-width tile; anything longer wraps rather than widen the page. */
    font-size: clamp(1.0625rem, 4.6vw, 1.25rem);
    overflow-wrap: anywhere;
    font-weight: 650;
    font-variant-numeric: tabular-nums;
  }
`;

const Figure = styled.figure`
  margin: 0 0 28px;
  min-width: 0;
  figcaption {
    margin-bottom: 8px;
  }
  h3 {
    margin: 0;
    font-size: 1.0625rem;
  }
  figcaption p {
    margin: 2px 0 0;
    color: ${token('color-text-muted')};
    font-size: 0.875rem;
  }
  svg {
    display: block;
    max-width: 100%;
  }
  details {
    margin-top: 8px;
  }
  summary {
    cursor: pointer;
    width: fit-content;
    color: ${token('color-primary-strong')};
    font-weight: 600;
  }
  summary:focus-visible {
    outline: none;
    box-shadow: ${token('focus-ring')};
    border-radius: 4px;
  }
  details[open] > summary {
    margin-bottom: 8px;
  }
`;

/** Sized by the page, never by the chart inside: it clips rather than widens while a new width is measured. */
const ChartBox = styled.div`
  width: 100%;
  min-width: 0;
  overflow: hidden;
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  margin: 4px 0 0;
  padding: 0;
  list-style: none;
  font-size: 0.875rem;
  li::before {
    content: '';
    display: inline-block;
    width: 10px;
    height: 10px;
    margin-right: 6px;
    border-radius: 2px;
    background: var(--swatch);
  }
`;

const colors = { entries: token('color-primary'), approved: token('color-success'), owed: token('color-warning'), paid: token('color-success') };

/**
 * The width the chart has: its container's, followed as it changes (a phone's 390 px, a rotated tablet). Nothing is
 * drawn before the first measure, so a chart never widens the page it is measured in; where ResizeObserver is
 * missing (jsdom) charts are drawn 640 px wide.
 */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number | null>(typeof ResizeObserver === 'undefined' ? 640 : null);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const seen = new ResizeObserver(([entry]) => {
      const w = Math.floor(entry?.contentRect.width ?? 0);
      if (w > 0) setWidth(w);
    });
    seen.observe(el);
    return () => seen.disconnect();
  }, []);
  return [ref, width] as const;
}

/** A chart: its heading, an SVG image named by `summary`, and the same numbers as a table behind "Show as table". */
function Chart({ id, title, note, summary, legend, table, children }: { id: string; title: string; note?: string; summary: string; legend?: ReactNode; table: ReactNode; children: (width: number) => ReactNode }) {
  const [ref, width] = useWidth();
  return (
    <Figure aria-labelledby={`${id}-title`}>
      <figcaption>
        <h3 id={`${id}-title`}>{title}</h3>
        {note ? <p>{note}</p> : null}
        {legend}
      </figcaption>
      <ChartBox ref={ref} role="img" aria-label={summary}>
        {width === null ? null : children(width)}
      </ChartBox>
      <details>
        <summary>Show as table</summary>
        <TableScroller tabIndex={0} role="region" aria-label={`${title}, as a table`}>
          {table}
        </TableScroller>
      </details>
    </Figure>
  );
}

/** Entries and approvals per UTC day: grouped bars, a day's label every few bars so they never overlap. */
function DaysChart({ days, width }: { days: Overview['days']; width: number }) {
  const height = 220;
  const margin = { top: 8, right: 8, bottom: 28, left: 44 };
  const innerW = Math.max(0, width - margin.left - margin.right);
  const innerH = height - margin.top - margin.bottom;
  const x = scaleBand<string>().domain(days.map((d) => d.day)).range([0, innerW]).padding(0.2);
  const inner = scaleBand<string>().domain(['entries', 'approved']).range([0, x.bandwidth()]).padding(0.08);
  const y = scaleLinear().domain([0, Math.max(1, ...days.map((d) => d.entries))]).range([innerH, 0]).nice(4);
  const every = Math.max(1, Math.ceil(days.length / Math.max(1, Math.floor(innerW / 56))));
  const yTicks = y.ticks(4).filter(Number.isInteger);
  return (
    <svg width={width} height={height} aria-hidden="true" focusable="false" fontSize={11}>
      <Group left={margin.left} top={margin.top}>
        {yTicks.map((t) => (
          <g key={t} transform={`translate(0, ${y(t)})`}>
            <line x1={0} x2={innerW} stroke="currentColor" strokeOpacity={0.15} />
            <text x={-6} dy="0.32em" textAnchor="end" fill="currentColor">
              {count(t)}
            </text>
          </g>
        ))}
        {days.map((d) => (
          <Group key={d.day} left={x(d.day) ?? 0}>
            <Bar x={inner('entries') ?? 0} y={y(d.entries)} width={inner.bandwidth()} height={innerH - y(d.entries)} style={{ fill: colors.entries }} />
            <Bar x={inner('approved') ?? 0} y={y(d.approved)} width={inner.bandwidth()} height={innerH - y(d.approved)} style={{ fill: colors.approved }} />
          </Group>
        ))}
        <line x1={0} x2={innerW} y1={innerH} y2={innerH} stroke="currentColor" />
        {days
          .filter((_, i) => i % every === 0)
          .map((d) => (
            <text key={d.day} x={(x(d.day) ?? 0) + x.bandwidth() / 2} y={innerH + 18} textAnchor="middle" fill="currentColor">
              {shortDay(d.day)}
            </text>
          ))}
      </Group>
    </svg>
  );
}

/** Horizontal bars with the label above each bar: fits a phone without rotating text. */
function HBars({ rows, width, format }: { rows: { key: string; label: string; value: number; color: string }[]; width: number; format: (n: number) => string }) {
  const rowH = 40;
  const x = scaleLinear().domain([0, Math.max(1, ...rows.map((r) => r.value))]).range([0, Math.max(0, width - 8)]);
  return (
    <svg width={width} height={rows.length * rowH} aria-hidden="true" focusable="false">
      {rows.map((r, i) => (
        <Group key={r.key} top={i * rowH}>
          <text x={0} y={14} fontSize={13} fill="currentColor">
            {r.label}: {format(r.value)}
          </text>
          <Bar x={0} y={20} height={14} width={Math.max(r.value ? 2 : 0, x(r.value))} rx={3} style={{ fill: r.color }} />
        </Group>
      ))}
    </svg>
  );
}

/** The overview as it reads once loaded (exported for its test). */
export function OverviewView({ overview }: { overview: Overview }) {
  const { totals, days, topCreators, money, rankedBy } = overview;
  const ranked = RANKED[rankedBy];
  const busiest = days.reduce<Overview['days'][number] | null>((m, d) => (!m || d.entries > m.entries ? d : m), null);
  const tiles: [string, string][] = [
    ['Entries', count(totals.entries)],
    ['Approved', count(totals.approved)],
    ['Awaiting review', count(totals.pending)],
    ['Rejected', count(totals.rejected)],
    ['Views', count(totals.views)],
    ['Likes', count(totals.likes)],
    ['Prize money owed', formatUsd(money.owedCents)],
    ['Prize money paid', formatUsd(money.paidCents)],
  ];
  return (
    <section aria-labelledby="overview-heading">
      <h2 id="overview-heading">Overview</h2>
      <Tiles>
        {tiles.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Tiles>

      <Chart
        id="overview-days"
        title="Entries and approvals per day"
        note="Days in UTC. Entries by the day they came in, approvals by the day they were made."
        summary={`Bar chart of entries and approvals over ${days.length} ${days.length === 1 ? 'day' : 'days'}, from ${longDay(days[0]!.day)} to ${longDay(days.at(-1)!.day)}; busiest day ${longDay(busiest!.day)} with ${count(busiest!.entries)} entries.`}
        legend={
          <Legend>
            <li style={{ '--swatch': colors.entries } as CSSProperties}>Entries</li>
            <li style={{ '--swatch': colors.approved } as CSSProperties}>Approved</li>
          </Legend>
        }
        table={
          <Table>
            <caption>Entries and approvals per day (UTC)</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col" data-num="">Entries</th>
                <th scope="col" data-num="">Approved</th>
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.day}>
                  <th scope="row">{longDay(d.day)}</th>
                  <td data-num="">{count(d.entries)}</td>
                  <td data-num="">{count(d.approved)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        }
      >
        {(width) => <DaysChart days={days} width={width} />}
      </Chart>

      <Chart
        id="overview-top"
        title="Top creators"
        note={`By ${ranked.toLowerCase()}, as the leaderboard ranks them.`}
        summary={
          topCreators.length
            ? `Bar chart of the top ${topCreators.length} creators by ${ranked.toLowerCase()}: first ${topCreators[0]!.creator} on ${topCreators[0]!.platform} with ${count(topCreators[0]!.value)}.`
            : 'No approved entries yet: nobody is ranked.'
        }
        table={
          <Table>
            <caption>Top creators by {ranked.toLowerCase()}</caption>
            <thead>
              <tr>
                <th scope="col">Creator</th>
                <th scope="col">Platform</th>
                {rankedBy === 'views' || rankedBy === 'likes' ? null : (
                  <th scope="col" data-num="">
                    {ranked}
                  </th>
                )}
                <th scope="col" data-num="">Views</th>
                <th scope="col" data-num="">Likes</th>
              </tr>
            </thead>
            <tbody>
              {topCreators.map((c) => (
                <tr key={`${c.creator}|${c.platform}`}>
                  <th scope="row">{c.creator}</th>
                  <td>{c.platform}</td>
                  {rankedBy === 'views' || rankedBy === 'likes' ? null : <td data-num="">{count(c.value)}</td>}
                  <td data-num="">{count(c.views)}</td>
                  <td data-num="">{count(c.likes)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        }
      >
        {(width) =>
          topCreators.length ? (
            <HBars width={width} format={count} rows={topCreators.map((c) => ({ key: `${c.creator}|${c.platform}`, label: `${c.creator} (${c.platform})`, value: c.value, color: colors.entries }))} />
          ) : (
            <p>No approved entries yet.</p>
          )
        }
      </Chart>

      <Chart
        id="overview-money"
        title="Prize money"
        note="After Chorus's fee, as the payouts pay it."
        summary={`Bar chart of prize money: ${formatUsd(money.owedCents)} owed to ${money.owedCount} ${money.owedCount === 1 ? 'winner' : 'winners'}, ${formatUsd(money.paidCents)} paid to ${money.paidCount}.`}
        table={
          <Table>
            <caption>Prize money owed and paid</caption>
            <thead>
              <tr>
                <th scope="col">Status</th>
                <th scope="col" data-num="">Payments</th>
                <th scope="col" data-num="">Amount</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">Owed (To Be Paid)</th>
                <td data-num="">{count(money.owedCount)}</td>
                <td data-num="">{formatUsd(money.owedCents)}</td>
              </tr>
              <tr>
                <th scope="row">Paid</th>
                <td data-num="">{count(money.paidCount)}</td>
                <td data-num="">{formatUsd(money.paidCents)}</td>
              </tr>
            </tbody>
          </Table>
        }
      >
        {(width) => (
          <HBars
            width={width}
            format={formatUsd}
            rows={[
              { key: 'owed', label: 'Owed', value: money.owedCents, color: colors.owed },
              { key: 'paid', label: 'Paid', value: money.paidCents, color: colors.paid },
            ]}
          />
        )}
      </Chart>
    </section>
  );
}

/** The Overview tab: loading, an error with a retry, "No entries yet", else the tiles and charts. */
export function ContestOverview({ orgId, contestId }: { orgId: number; contestId: number }) {
  const overview = useContestOverview(orgId, contestId);
  if (overview.error) return <ErrorPanel messages={errorMessages(overview.error)} onRetry={overview.reload} />;
  if (!overview.data) return <Spinner label="Loading the overview" />;
  const data = overview.data.results.data;
  if (!data.totals.entries)
    return (
      <EmptyPanel icon={BarChart3} title="No entries yet">
        Entries, approvals, top creators and prize money show here once creators enter.
      </EmptyPanel>
    );
  return <OverviewView overview={data} />;
}
