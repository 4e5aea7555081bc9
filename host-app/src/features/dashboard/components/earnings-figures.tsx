import { formatUsd, type EarningsSummary } from '@chorus/core';
import { Card, Loading, mediaUp, SkeletonBlock, token, VisuallyHidden } from '@chorus/ui';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  margin: 0;
  ${mediaUp('md')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: 16px;
  }
`;

const Figure = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
  dt,
  .label {
    color: ${token('color-text-muted')};
    font-size: 0.875rem;
    font-weight: 600;
  }
  dd {
    margin: 0;
    min-width: 0;
  }
`;

/** The amount's size and line: the loading figure's placeholder takes the same height. */
const AMOUNT_SIZE = 'clamp(1.125rem, 4.5vw, 1.5rem)';
const AMOUNT_LINE = 1.25;

const Amount = styled(Link)`
  display: block;
  color: ${token('color-text')};
  font-size: ${AMOUNT_SIZE};
  line-height: ${AMOUNT_LINE};
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
  text-decoration: none;
  &:hover {
    color: ${token('color-primary')};
    text-decoration: underline;
  }
`;

const Note = styled.p`
  color: ${token('color-text-muted')};
  font-size: 0.8125rem;
  a {
    color: ${token('color-primary')};
    font-weight: 600;
  }
`;

const Empty = styled.p`
  margin-top: 12px;
  color: ${token('color-text-muted')};
  font-size: 0.9375rem;
`;

/** Where each figure is explained: the Payments page's Campaigns tab with its status filter, or the Contests tab. */
export const earningsLinks = {
  paid: '/payments?payment_status=Paid',
  toBePaid: '/payments?payment_status=Pending',
  possible: '/payments?payment_status=Potential',
  thisMonth: '/payments?payment_status=Paid',
  contests: '/payments?tab=contests',
} as const;

interface FigureDef {
  key: keyof typeof earningsLinks;
  label: string;
  cents: (e: EarningsSummary) => number;
  note: string;
  /** The contests' share, listed on the Contests tab. */
  contests?: (e: EarningsSummary) => number;
}

const figures: FigureDef[] = [
  { key: 'paid', label: 'Earned', cents: (e) => e.Paid, note: 'Paid to your payment email.', contests: (e) => e.ContestsPaid },
  { key: 'toBePaid', label: 'To be paid', cents: (e) => e.ToBePaid, note: 'Verified, payment on its way.', contests: (e) => e.ContestsToBePaid },
  { key: 'possible', label: 'Possible', cents: (e) => e.Possible, note: 'Offers you accepted, once verified.' },
  { key: 'thisMonth', label: 'This month', cents: (e) => e.PaidThisMonth, note: 'Paid since the 1st.' },
];

/**
 * The Earn page's figures (issue 24), from the home call's Earnings (computed by the server): each amount links
 * to the Payments tab that lists what it sums. Skeletons while the call runs; nothing when it failed (the page
 * shows the error).
 */
export function EarningsFigures({ earnings, loading }: { earnings: EarningsSummary | null; loading: boolean }) {
  if (!earnings && !loading) return null;
  const heading = (
    <h2 id="earnings-title" style={{ marginBottom: 14, fontSize: '1.125rem', fontWeight: 700 }}>
      Your earnings
    </h2>
  );
  if (!earnings)
    // The heading, the labels and the notes show while the figures load, each amount a placeholder of its height,
    // so the cards below do not move when they arrive.
    return (
      <section aria-labelledby="earnings-title">
        {heading}
        <Loading label="Loading your earnings">
          <Grid as="div">
            {figures.map((f) => (
              <Figure key={f.key} padding="sm">
                <span className="label">{f.label}</span>
                <div>
                  <SkeletonBlock $w="60%" $h={`calc(${AMOUNT_SIZE} * ${AMOUNT_LINE})`} />
                  <Note>{f.note}</Note>
                </div>
              </Figure>
            ))}
          </Grid>
        </Loading>
      </section>
    );
  const nothing = figures.every((f) => f.cents(earnings) === 0);
  return (
    <section aria-labelledby="earnings-title">
      {heading}
      <Grid data-testid="earnings-figures">
        {figures.map((f) => {
          const share = f.contests?.(earnings) ?? 0;
          return (
            <Figure key={f.key} padding="sm" data-testid={`earnings-${f.key}`}>
              <dt>{f.label}</dt>
              <dd>
                <Amount to={earningsLinks[f.key]}>
                  <VisuallyHidden>{f.label}: </VisuallyHidden>
                  {formatUsd(f.cents(earnings))}
                </Amount>
                <Note>
                  {f.note}
                  {share > 0 ? (
                    <>
                      {' '}
                      <Link to={earningsLinks.contests}>{formatUsd(share)} from contests</Link>
                    </>
                  ) : null}
                </Note>
              </dd>
            </Figure>
          );
        })}
      </Grid>
      {nothing ? <Empty>Nothing earned yet. Accept a campaign invite or enter a contest, and your earnings show here.</Empty> : null}
    </section>
  );
}
