import { styled } from 'styled-components';
import { token } from '../theme/theme.ts';

/** Shared layout of the entry and handle forms. */
export const Panel = styled.div<{ $bare: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 18px;
  ${(p) =>
    p.$bare
      ? ''
      : `
  padding: 24px;
  background: ${token('color-surface')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-lg')};
  box-shadow: ${token('shadow-sm')};`}
`;

export const Header = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
`;

export const Title = styled.h2`
  margin: 0;
  font-size: 1.25rem;
  font-weight: 700;
  letter-spacing: -0.015em;
`;

export const Subtitle = styled.p`
  margin: 0;
  font-size: 0.9375rem;
  color: ${token('color-text-muted')};
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

export const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
`;

export const FinePrint = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: ${token('color-text-muted')};
  text-align: center;
`;

export const Detected = styled.span<{ $ok: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 3px 9px;
  border-radius: ${token('radius-pill')};
  font-size: 0.75rem;
  font-weight: 650;
  white-space: nowrap;
  color: ${(p) => (p.$ok ? token('color-success') : token('color-text-muted'))};
  background: ${(p) => (p.$ok ? token('color-success-soft') : token('color-surface-sunken'))};
`;

export const Guidelines = styled.details`
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  padding: 10px 14px;
  font-size: 0.875rem;

  summary {
    cursor: pointer;
    font-weight: 600;
    border-radius: ${token('radius-sm')};
  }
  summary:focus-visible {
    outline: none;
    box-shadow: ${token('focus-ring')};
  }
  ul {
    margin: 8px 0 2px;
    padding-left: 20px;
    color: ${token('color-text-muted')};
  }
  li + li {
    margin-top: 4px;
  }
`;

export const Skeleton = styled.div`
  display: grid;
  gap: 14px;
`;
