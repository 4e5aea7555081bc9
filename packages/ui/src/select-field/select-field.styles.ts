import { styled } from 'styled-components';
import { token } from '../theme/theme.ts';

/** The select inside TextField's bordered Control, so both kinds of field look and behave alike. */
export const Select = styled.select`
  flex: 1;
  min-width: 0;
  height: 44px;
  padding: 0 14px;
  border: 0;
  border-radius: inherit;
  background: transparent;
  color: ${token('color-text')};
  font: inherit;
  font-size: 0.9375rem;

  &:focus {
    outline: none;
  }
  &:disabled {
    cursor: not-allowed;
    color: ${token('color-text-subtle')};
  }
`;
