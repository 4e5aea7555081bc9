import { styled } from 'styled-components';
import { token } from '../theme/theme.ts';

export const Wrapper = styled.div`
  display: inline-flex;
  flex-direction: column;
  gap: 4px;
`;

export const Row = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  font-size: 0.9375rem;
  color: ${token('color-text')};
  cursor: pointer;
  user-select: none;
`;

export const Box = styled.input`
  appearance: none;
  flex: none;
  display: grid;
  place-content: center;
  width: 20px;
  height: 20px;
  margin: 0;
  border: 1.5px solid ${token('color-border-strong')};
  border-radius: 6px;
  background: ${token('color-surface')};
  cursor: pointer;
  transition:
    background-color ${token('duration-fast')} ease,
    border-color ${token('duration-fast')} ease;

  &::before {
    content: '';
    width: 11px;
    height: 11px;
    transform: scale(0);
    transition: transform ${token('duration-fast')} ease;
    background: ${token('color-on-primary')};
    clip-path: polygon(14% 44%, 0 65%, 50% 100%, 100% 16%, 80% 0%, 43% 62%);
  }
  &:checked {
    background: ${token('color-primary')};
    border-color: ${token('color-primary')};
  }
  &:checked::before {
    transform: scale(1);
  }
  &:hover:not(:checked):not(:disabled) {
    border-color: ${token('color-text-subtle')};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${token('focus-ring')};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

export const Hint = styled.p`
  margin: 0 0 0 30px;
  font-size: 0.8125rem;
  color: ${token('color-text-muted')};
`;
