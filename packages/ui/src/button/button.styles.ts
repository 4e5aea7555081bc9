import { css, styled } from 'styled-components';
import { token } from '../theme/theme.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  $variant?: ButtonVariant;
  $size?: ButtonSize;
  $fullWidth?: boolean;
}

const sizes: Record<ButtonSize, ReturnType<typeof css>> = {
  sm: css`
    min-height: 34px;
    padding: 0 12px;
    font-size: 0.8125rem;
    border-radius: ${token('radius-sm')};
  `,
  md: css`
    min-height: 42px;
    padding: 0 18px;
    font-size: 0.9375rem;
    border-radius: ${token('radius-md')};
  `,
  lg: css`
    min-height: 50px;
    padding: 0 24px;
    font-size: 1rem;
    border-radius: ${token('radius-md')};
  `,
};

const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${token('color-primary')};
    color: ${token('color-on-primary')};
    box-shadow: ${token('shadow-sm')};
    &:hover:not(:disabled) {
      background: ${token('color-primary-hover')};
    }
    &:active:not(:disabled) {
      background: ${token('color-primary-active')};
    }
  `,
  secondary: css`
    background: ${token('color-surface')};
    color: ${token('color-text')};
    border-color: ${token('color-border-strong')};
    &:hover:not(:disabled) {
      background: ${token('color-surface-sunken')};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${token('color-text')};
    &:hover:not(:disabled) {
      background: ${token('color-surface-sunken')};
    }
  `,
  danger: css`
    background: ${token('color-danger')};
    color: #fff;
    &:hover:not(:disabled) {
      filter: brightness(0.92);
    }
  `,
};

/** Button appearance, exported so a router link can look like a button without becoming one. */
export const buttonStyles = ({ $variant = 'primary', $size = 'md', $fullWidth = false }: ButtonStyleProps) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  width: ${$fullWidth ? '100%' : 'auto'};
  border: 1px solid transparent;
  font-family: inherit;
  font-weight: 600;
  line-height: 1.2;
  letter-spacing: -0.005em;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  user-select: none;
  transition:
    background-color ${token('duration-fast')} ease,
    box-shadow ${token('duration-fast')} ease,
    transform ${token('duration-fast')} ease;
  ${sizes[$size]}
  ${variants[$variant]}

  &:focus-visible {
    outline: none;
    box-shadow: ${token('focus-ring')};
  }
  &:active:not(:disabled) {
    transform: translateY(1px);
  }
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }
  &[aria-busy='true'] {
    cursor: progress;
    opacity: 0.85;
  }
`;

export const StyledButton = styled.button<ButtonStyleProps>`
  ${buttonStyles}
`;
