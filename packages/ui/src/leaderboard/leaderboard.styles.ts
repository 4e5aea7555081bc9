import { styled } from 'styled-components';
import { token } from '../theme/theme.ts';

/**
 * Below this width (of the widget, not the window) the board keeps three columns, rank, creator and the ranking
 * metric; platform, posts and the top post move to a line under the handle.
 */
export const NARROW_BOARD_PX = 520;
const narrow = `@container chorus-board (max-width: ${NARROW_BOARD_PX - 1}px)`;

export const Panel = styled.section`
  /* The board's own width decides the layout: an embed in a narrow column collapses like a phone does. */
  container: chorus-board / inline-size;
  display: flex;
  flex-direction: column;
  gap: 14px;
  padding: 20px;
  background: ${token('color-surface')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-lg')};
  box-shadow: ${token('shadow-sm')};
`;

export const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 4px 12px;
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: 1.125rem;
  font-weight: 700;
  letter-spacing: -0.01em;
`;

export const Count = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${token('color-text-muted')};
`;

export const Scroller = styled.div`
  /* Positioned, so the visually hidden link text stays inside the scrolling box instead of widening the page. */
  position: relative;
  overflow-x: auto;
  margin: 0 -20px;
  padding: 0 20px;
  ${narrow} {
    padding: 0 8px;
  }

  &:focus-visible {
    outline: none;
    box-shadow: inset ${token('focus-ring')};
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9375rem;
  font-variant-numeric: tabular-nums;
  transition: opacity ${token('duration-base')} ease;

  &[aria-busy='true'] {
    opacity: 0.55;
  }
  th {
    padding: 8px 10px;
    border-bottom: 1px solid ${token('color-border')};
    font-size: 0.75rem;
    font-weight: 650;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    text-align: start;
    color: ${token('color-text-muted')};
    white-space: nowrap;
  }
  td {
    padding: 10px;
    border-bottom: 1px solid ${token('color-border')};
    white-space: nowrap;
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }
  tbody tr:hover td,
  tbody tr[data-mine] td {
    background: ${token('color-surface-sunken')};
  }
  tbody tr[data-mine] td:first-child {
    box-shadow: inset 3px 0 0 ${token('color-primary-strong')};
  }
  [data-num] {
    text-align: end;
  }
  a {
    color: ${token('color-primary-strong')};
    font-weight: 600;
    text-underline-offset: 2px;
  }
  [data-narrow] {
    display: none;
  }
  /* Phones and narrow embeds: the ranking metric's column always shows; platform, posts and the top post (and, in
     a creative contest, likes/views) collapse into the line under the handle. Fixed columns for rank and metric give
     the creator the rest, so a handle breaks only when it is longer than that (never a short one mid-word). */
  ${narrow} {
    table-layout: fixed;
    [data-collapse] {
      display: none;
    }
    [data-narrow] {
      display: block;
    }
    th,
    td {
      padding-inline: 4px;
    }
    th[data-col='rank'] {
      width: 2.5rem;
      padding-inline: 2px;
      letter-spacing: 0;
    }
    th[data-num],
    th[data-col='creativity'] {
      width: 5.25rem;
    }
    td:nth-child(2) {
      font-size: 0.875rem;
      white-space: normal;
      overflow-wrap: anywhere;
    }
  }
`;

const medals = ['#f5b83d', '#a9b1c2', '#d9822b'];
export const Rank = styled.span<{ $rank: number }>`
  display: inline-grid;
  place-items: center;
  min-width: 28px;
  height: 28px;
  padding: 0 6px;
  border-radius: ${token('radius-pill')};
  font-size: 0.8125rem;
  font-weight: 700;
  background: ${(p) => (p.$rank <= 3 ? medals[p.$rank - 1] : token('color-surface-sunken'))};
  color: ${(p) => (p.$rank <= 3 ? '#16132a' : token('color-text'))};
`;

export const Creator = styled.span`
  font-weight: 600;
`;

export const Score = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;

  meter {
    width: 56px;
    height: 8px;
  }
`;

/** Platform, posts and the top post under the handle, on a narrow board only. */
export const Detail = styled.span`
  margin-top: 2px;
  font-size: 0.8125rem;
  color: ${token('color-text-muted')};
  a {
    white-space: nowrap;
  }
`;

/** Marks the viewer's own rows. */
export const You = styled.span`
  display: inline-block;
  margin-inline-start: 4px;
  padding: 1px 8px;
  border-radius: ${token('radius-pill')};
  font-size: 0.75rem;
  font-weight: 700;
  background: ${token('color-primary-strong')};
  color: ${token('color-on-primary')};
`;

export const FindMe = styled.button`
  margin-inline-start: auto;
  padding: 6px 12px;
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-pill')};
  background: ${token('color-surface')};
  color: ${token('color-primary-strong')};
  font: inherit;
  font-size: 0.875rem;
  font-weight: 650;
  cursor: pointer;

  &:focus-visible {
    outline: none;
    box-shadow: ${token('focus-ring')};
  }
`;
