import { styled } from 'styled-components';
import { token } from '../theme/theme.ts';

/** The textarea inside TextField's bordered Control, so every kind of field looks and behaves alike. */
export const Area = styled.textarea`
  flex: 1;
  align-self: stretch;
  min-width: 0;
  padding: 10px 14px;
  border: 0;
  border-radius: inherit;
  background: transparent;
  color: ${token('color-text')};
  font: inherit;
  font-size: 0.9375rem;
  line-height: 1.5;
  resize: vertical;

  &::placeholder {
    color: ${token('color-text-subtle')};
  }
  &:focus {
    outline: none;
  }
  &:disabled {
    cursor: not-allowed;
    color: ${token('color-text-subtle')};
  }
`;
