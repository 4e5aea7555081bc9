import { css, styled } from 'styled-components';
import { token } from '../theme/theme.ts';

export type CardPadding = 'none' | 'sm' | 'md' | 'lg';

const paddings: Record<CardPadding, string> = { none: '0', sm: '16px', md: '24px', lg: '32px' };

export const StyledCard = styled.div<{ $padding: CardPadding; $interactive: boolean }>`
  position: relative;
  background: ${token('color-surface')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-lg')};
  box-shadow: ${token('shadow-sm')};
  padding: ${(p) => paddings[p.$padding]};
  color: ${token('color-text')};

  ${(p) =>
    p.$interactive &&
    css`
      transition:
        box-shadow ${token('duration-base')} ease,
        transform ${token('duration-base')} ease,
        border-color ${token('duration-base')} ease;
      &:hover {
        box-shadow: ${token('shadow-md')};
        border-color: ${token('color-border-strong')};
        transform: translateY(-2px);
      }
      &:focus-within {
        box-shadow: ${token('focus-ring')}, ${token('shadow-md')};
      }
      @media (prefers-reduced-motion: reduce) {
        &:hover {
          transform: none;
        }
      }
    `}
`;
