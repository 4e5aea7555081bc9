import { styled } from 'styled-components';
import { token } from '../theme/theme.ts';

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
`;

export const Label = styled.label`
  font-size: 0.875rem;
  font-weight: 600;
  color: ${token('color-text')};
`;

export const Control = styled.div<{ $invalid: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  min-height: 46px;
  background: ${token('color-surface')};
  border: 1px solid ${(p) => (p.$invalid ? token('color-danger') : token('color-border-strong'))};
  border-radius: ${token('radius-md')};
  transition:
    border-color ${token('duration-fast')} ease,
    box-shadow ${token('duration-fast')} ease;

  &:hover {
    border-color: ${(p) => (p.$invalid ? token('color-danger') : token('color-text-subtle'))};
  }
  &:focus-within {
    border-color: ${(p) => (p.$invalid ? token('color-danger') : token('color-primary'))};
    box-shadow: ${token('focus-ring')};
  }
`;

export const Input = styled.input`
  flex: 1;
  min-width: 0;
  height: 44px;
  padding: 0 14px;
  border: 0;
  background: transparent;
  color: ${token('color-text')};
  font: inherit;
  font-size: 0.9375rem;
  border-radius: inherit;

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

export const Trailing = styled.div`
  display: flex;
  align-items: center;
  padding-right: 6px;
`;

export const Hint = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: ${token('color-text-muted')};
`;

export const ErrorText = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  font-weight: 500;
  color: ${token('color-danger')};
`;
