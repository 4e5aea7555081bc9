import { contestMessages } from '@chorus/core';
import { mediaUp, token } from '@chorus/ui';
import { BadgeDollarSign } from 'lucide-react';
import { styled } from 'styled-components';

const Banner = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 12px 16px;
  ${mediaUp('sm')} {
    flex-direction: row;
  }
  padding: 20px 22px;
  border-radius: ${token('radius-lg')};
  background: linear-gradient(120deg, #1d1645 0%, #3b1f8f 55%, #5b3df5 100%);
  color: #fff;
  box-shadow: ${token('shadow-md')};
  h2 {
    font-size: clamp(1.125rem, 3vw, 1.375rem);
    font-weight: 750;
  }
  p {
    margin-top: 4px;
    color: rgba(255, 255, 255, 0.86);
    max-width: 64ch;
  }
`;

const Icon = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: 14px;
  background: rgba(255, 255, 255, 0.14);
  color: #ffd56b;
`;

/** The direct-contest bonus (contests.md §2, §9): three approved live-performance entries earn an extra $100. */
export function DirectBonusBanner() {
  return (
    <Banner aria-labelledby="direct-bonus-title">
      <Icon aria-hidden="true">
        <BadgeDollarSign size={28} />
      </Icon>
      <div>
        <h2 id="direct-bonus-title">{contestMessages.directBanner}</h2>
        <p>
          Get 3 entries of live-performance footage approved and we will send an extra $100 to your linked payment address
          by April 30th.
        </p>
      </div>
    </Banner>
  );
}
