import { styled } from 'styled-components';
import { token } from '../theme/theme.ts';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 14px;
  padding: 12px 4px 4px;
  text-align: center;

  > svg {
    color: ${token('color-success')};
  }
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: 1.25rem;
  font-weight: 700;
  letter-spacing: -0.01em;

  &:focus {
    outline: none;
  }
`;

export const Message = styled.p`
  margin: 0;
  max-width: 42ch;
  color: ${token('color-text-muted')};
  font-size: 0.9375rem;
`;

export const Summary = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 4px 12px;
  margin: 0;
  padding: 12px 16px;
  max-width: 100%;
  border-radius: ${token('radius-md')};
  background: ${token('color-surface-sunken')};
  font-size: 0.875rem;
  text-align: start;

  dt {
    color: ${token('color-text-muted')};
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
    font-weight: 600;
  }
`;
