import { Card, FallbackImage, token } from '@chorus/ui';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';

const Summary = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  gap: 20px;
  align-items: center;
  img {
    width: 176px;
    max-width: 100%;
    aspect-ratio: 16 / 9;
    border-radius: 14px;
    object-fit: cover;
  }
  dl {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(120px, 1fr));
    gap: 8px 20px;
    flex: 1;
    margin: 0;
  }
  dt {
    color: ${token('color-text-muted')};
    font-size: 0.8125rem;
  }
  dd {
    margin: 0;
    font-weight: 700;
  }
  .wide {
    grid-column: 1 / -1;
  }
`;

export interface OfferFact {
  label: string;
  value: ReactNode;
  /** A whole row (the deadline's sentence). */
  wide?: boolean;
}

/** The offer at a glance on its detail page (and the studio's preview of it): the campaign's image and its facts. */
export function OfferSummary({ image, facts }: { image: string | null; facts: OfferFact[] }) {
  return (
    <Summary>
      <FallbackImage src={image} alt="" />
      <dl>
        {facts.map((f) => (
          <div key={f.label} className={f.wide ? 'wide' : undefined}>
            <dt>{f.label}</dt>
            <dd>{f.value}</dd>
          </div>
        ))}
      </dl>
    </Summary>
  );
}
