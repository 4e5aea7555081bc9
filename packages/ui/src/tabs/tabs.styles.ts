import { styled } from 'styled-components';
import { token } from '../theme/theme.ts';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
  min-width: 0;
`;

export const List = styled.div`
  /* Tabs that do not fit wrap onto a second row: a strip scrolled sideways hides tabs on a phone. */
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  padding: 4px;
  width: fit-content;
  max-width: 100%;
  background: ${token('color-surface-sunken')};
  border-radius: ${token('radius-md')};
`;

export const Tab = styled.button`
  flex: none;
  min-height: 38px;
  padding: 0 16px;
  border: 0;
  border-radius: 9px;
  background: transparent;
  color: ${token('color-text-muted')};
  font: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  cursor: pointer;
  transition:
    background-color ${token('duration-fast')} ease,
    color ${token('duration-fast')} ease;

  &:hover {
    color: ${token('color-text')};
  }
  &[aria-selected='true'] {
    background: ${token('color-surface')};
    color: ${token('color-text')};
    box-shadow: ${token('shadow-sm')};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${token('focus-ring')};
  }
`;

export const Panel = styled.div`
  min-width: 0;
  &:focus-visible {
    outline: none;
    box-shadow: ${token('focus-ring')};
    border-radius: ${token('radius-md')};
  }
`;
