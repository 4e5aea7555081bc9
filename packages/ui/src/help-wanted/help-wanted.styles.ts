import { styled } from 'styled-components';
import { token } from '../theme/theme.ts';
import { FallbackImage } from '../fallback-image/fallback-image.tsx';

export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 16px;
  list-style: none;
  padding: 0;
  margin: 0;
`;

export const Cover = styled(FallbackImage)`
  display: block;
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${token('radius-md')};
  background: ${token('color-surface-sunken')};
`;

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 8px;
  margin-top: 12px;

  h3 {
    margin: 0;
    font-size: 1rem;
    font-weight: 700;
  }
  p {
    margin: 0;
    color: ${token('color-text-muted')};
    font-size: 0.875rem;
  }
`;

export const Select = styled.select`
  flex: 1;
  min-width: 0;
  height: 44px;
  padding: 0 12px;
  border: 0;
  background: transparent;
  color: ${token('color-text')};
  font: inherit;
  font-size: 0.9375rem;

  &:focus {
    outline: none;
  }
`;
