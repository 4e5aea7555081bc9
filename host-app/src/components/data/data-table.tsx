import { breakpoints, token, visuallyHidden } from '@chorus/ui';
import { styled } from 'styled-components';

/** Scrolls a wide table sideways on small screens; focusable (and named) so keyboard users can scroll it too. */
export const TableScroller = styled.div`
  overflow-x: auto;
  /* The containing block of what its cells position absolutely (visually hidden text): else that text escapes the
     scroller and widens the page on a phone. */
  position: relative;
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-lg')};
  background: ${token('color-surface')};
  box-shadow: ${token('shadow-sm')};
  &:focus-visible {
    outline: none;
    box-shadow: ${token('focus-ring')};
  }
`;

/** The portal's data table: quiet header, roomy rows, right-aligned numbers (`data-num`). */
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9375rem;

  th,
  td {
    padding: 14px 16px;
    text-align: left;
    vertical-align: middle;
    border-bottom: 1px solid ${token('color-border')};
  }
  thead th {
    padding-top: 12px;
    padding-bottom: 12px;
    background: ${token('color-surface-sunken')};
    color: ${token('color-text-muted')};
    font-size: 0.75rem;
    font-weight: 650;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    white-space: nowrap;
  }
  tbody tr:last-child > * {
    border-bottom: 0;
  }
  [data-num] {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  tbody tr[data-clickable] {
    cursor: pointer;
    transition: background-color ${token('duration-fast')} ease;
  }
  tbody tr[data-clickable]:hover,
  tbody tr[data-clickable]:focus-within {
    background: ${token('color-primary-soft')};
  }

  /* data-stack: on a phone each row is a card, its cells one under the other (a cell's data-label, when it has one,
     leads it), instead of a strip that hides its controls off to the side. */
  @media (max-width: ${breakpoints.md - 1}px) {
    /* The column heads are read, not seen; one holding a control (select all) stays on screen. */
    &[data-stack] thead tr {
      display: flex;
    }
    &[data-stack] thead th:not(:has(input, button, select)) {
      ${visuallyHidden}
    }
    &[data-stack] thead th:has(input, button, select) {
      flex: 1;
      background: transparent;
      text-transform: none;
      letter-spacing: 0;
    }
    &[data-stack] tbody tr {
      display: flex;
      flex-direction: column;
      align-items: flex-start;
      gap: 8px;
      padding: 14px 16px;
      border-bottom: 1px solid ${token('color-border')};
    }
    &[data-stack] tbody tr:last-child {
      border-bottom: 0;
    }
    &[data-stack] tbody tr > * {
      padding: 0;
      border: 0;
      max-width: 100%;
      text-align: left;
      overflow-wrap: anywhere;
    }
    &[data-stack] tbody [data-label]::before {
      content: attr(data-label) ': ';
      color: ${token('color-text-muted')};
      font-weight: 600;
    }
  }
`;

/** A second, quieter line inside a cell. */
export const CellNote = styled.span`
  display: block;
  margin-top: 2px;
  color: ${token('color-text-muted')};
  font-size: 0.8125rem;
`;
