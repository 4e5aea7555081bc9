import type { HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { token, type ThemeToken } from '../theme/theme.ts';

export type BadgeTone = 'neutral' | 'brand' | 'success' | 'warning' | 'danger';

const tones: Record<BadgeTone, [ThemeToken, ThemeToken]> = {
  neutral: ['color-text-muted', 'color-surface-sunken'],
  brand: ['color-primary-strong', 'color-primary-soft'],
  success: ['color-success', 'color-success-soft'],
  warning: ['color-warning', 'color-warning-soft'],
  danger: ['color-danger', 'color-danger-soft'],
};

const StyledBadge = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  height: 22px;
  padding: 0 9px;
  border-radius: ${token('radius-pill')};
  font-size: 0.75rem;
  font-weight: 600;
  letter-spacing: 0.01em;
  white-space: nowrap;
  color: ${(p) => token(tones[p.$tone][0])};
  background: ${(p) => token(tones[p.$tone][1])};
`;

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
}

/** A small pill: a role (Manager), a count (Active 3), a state. */
export function Badge({ tone = 'neutral', children, ...rest }: BadgeProps) {
  return (
    <StyledBadge {...rest} $tone={tone}>
      {children}
    </StyledBadge>
  );
}
