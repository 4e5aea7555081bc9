import { keyframes, styled } from 'styled-components';
import { token } from '../theme/theme.ts';

export type ModalSize = 'sm' | 'md' | 'lg';
const widths: Record<ModalSize, string> = { sm: '420px', md: '560px', lg: '760px' };

const fade = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;
const rise = keyframes`
  from { opacity: 0; transform: translateY(12px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

/** The native dialog, spread over the viewport as the dimmed overlay (a click on it, outside the panel, closes). */
export const Dialog = styled.dialog`
  position: fixed;
  inset: 0;
  z-index: 1000;
  width: 100%;
  height: 100%;
  max-width: none;
  max-height: none;
  margin: 0;
  border: 0;
  box-sizing: border-box;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
  background: ${token('color-overlay')};
  color: inherit;
  animation: ${fade} ${token('duration-base')} ease;

  &::backdrop {
    background: transparent;
  }

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const Panel = styled.div<{ $size: ModalSize }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${(p) => widths[p.$size]};
  max-height: calc(100dvh - 32px);
  background: ${token('color-surface')};
  color: ${token('color-text')};
  border-radius: ${token('radius-lg')};
  box-shadow: ${token('shadow-lg')};
  font-family: ${token('font-sans')};
  animation: ${rise} ${token('duration-base')} cubic-bezier(0.2, 0.8, 0.2, 1);

  &:focus {
    outline: none;
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 16px;
  padding: 20px 20px 0 24px;
`;

export const Title = styled.h2`
  margin: 4px 0 0;
  font-size: 1.1875rem;
  font-weight: 700;
  letter-spacing: -0.015em;
  line-height: 1.3;

  /* Focused by script when a blocking modal opens, so a screen reader starts at its name: no ring for that. */
  &:focus {
    outline: none;
  }
`;

export const Description = styled.p`
  margin: 6px 0 0;
  font-size: 0.875rem;
  color: ${token('color-text-muted')};
`;

export const CloseButton = styled.button`
  flex: none;
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: ${token('radius-sm')};
  background: transparent;
  color: ${token('color-text-muted')};
  cursor: pointer;

  &:hover {
    background: ${token('color-surface-sunken')};
    color: ${token('color-text')};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${token('focus-ring')};
  }
`;

export const Body = styled.div`
  flex: 1;
  min-height: 0;
  overflow: auto;
  padding: 16px 24px 24px;
`;

export const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 10px;
  padding: 16px 24px;
  border-top: 1px solid ${token('color-border')};
`;
