import { styled } from 'styled-components';
import { token, type ThemeToken } from '../theme/theme.ts';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

const colors: Record<AlertTone, [ThemeToken, ThemeToken]> = {
  info: ['color-info', 'color-info-soft'],
  success: ['color-success', 'color-success-soft'],
  warning: ['color-warning', 'color-warning-soft'],
  danger: ['color-danger', 'color-danger-soft'],
};

export const StyledAlert = styled.div<{ $tone: AlertTone }>`
  display: flex;
  gap: 12px;
  align-items: flex-start;
  padding: 12px 14px;
  border-radius: ${token('radius-md')};
  border: 1px solid color-mix(in srgb, ${(p) => token(colors[p.$tone][0])} 28%, transparent);
  background: ${(p) => token(colors[p.$tone][1])};
  color: ${token('color-text')};
  font-size: 0.875rem;
  line-height: 1.45;

  > svg {
    flex: none;
    margin-top: 1px;
    color: ${(p) => token(colors[p.$tone][0])};
  }
`;

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;

  a {
    color: inherit;
    font-weight: 600;
  }
`;

export const Title = styled.p`
  margin: 0;
  font-weight: 650;
`;
