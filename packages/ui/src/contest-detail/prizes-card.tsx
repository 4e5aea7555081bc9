import { useId } from 'react';
import { formatUsd, prizeIcon, type ContestDetail } from '@chorus/core';
import { PrizeIcon } from '../widget-kit/icons.tsx';
import { Muted, PrizeAmount, PrizeHead, PrizeLabel, PrizeList, Section, SectionTitle } from './contest-detail.styles.ts';

// contests.md §9: up to five prize lines are described.
const DESCRIBED = 5;

/** Prize lines with podium, medal and trophy icons; amounts net of the platform fee, which is named when charged. */
export function PrizesCard({ contest }: { contest: ContestDetail }) {
  const id = useId();
  if (!contest.prizeLines.length) return null;
  const fee = contest.feePct > 0;
  return (
    <Section part="prizes" aria-labelledby={id}>
      <SectionTitle id={id}>Prizes</SectionTitle>
      <PrizeList>
        {contest.prizeLines.map((p, i) => {
          const places = p.toPlace - p.fromPlace + 1;
          return (
            <li key={`${p.label}-${i}`}>
              <PrizeIcon kind={prizeIcon(i)} size={40} />
              <div>
                <PrizeHead>
                  <PrizeLabel>{p.label}</PrizeLabel>
                  <PrizeAmount>
                    {formatUsd(p.netCents)}
                    {places > 1 ? <Muted as="span"> each</Muted> : null}
                  </PrizeAmount>
                </PrizeHead>
                {i < DESCRIBED ? <Muted>{p.description}</Muted> : null}
              </div>
            </li>
          );
        })}
      </PrizeList>
      {fee ? (
        <Muted part="fee-note">
          Amounts are shown after the {contest.feePct}% {contest.feeLabel ?? 'platform fee'}.
        </Muted>
      ) : null}
    </Section>
  );
}
