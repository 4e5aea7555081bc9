import { styled } from 'styled-components';
import { token } from '../theme/theme.ts';

export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 270px), 1fr));
  gap: 20px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li`
  min-width: 0;
`;

export const SkeletonCard = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding-bottom: 18px;
  overflow: hidden;
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-lg')};
  background: ${token('color-surface')};

  > :not(:first-child) {
    margin: 0 18px;
  }
`;
