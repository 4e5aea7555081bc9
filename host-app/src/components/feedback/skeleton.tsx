import { token, VisuallyHidden } from '@chorus/ui';
import type { ReactNode } from 'react';
import { keyframes, styled } from 'styled-components';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

/** A grey placeholder block. */
export const Bone = styled.span<{ $w?: string; $h?: string; $r?: string }>`
  display: block;
  width: ${(p) => p.$w ?? '100%'};
  height: ${(p) => p.$h ?? '14px'};
  border-radius: ${(p) => p.$r ?? token('radius-sm')};
  background: linear-gradient(
    90deg,
    ${token('color-surface-sunken')} 0%,
    color-mix(in srgb, ${token('color-surface-sunken')} 50%, ${token('color-surface')}) 50%,
    ${token('color-surface-sunken')} 100%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export interface LoadingRegionProps {
  /** What is loading, read out once ("Loading your entries"). */
  label: string;
  children: ReactNode;
}

/** Wraps placeholders: announced once as busy; the placeholders themselves are hidden from assistive technology. */
export function LoadingRegion({ label, children }: LoadingRegionProps) {
  return (
    <div role="status" aria-busy="true">
      <VisuallyHidden>{label}</VisuallyHidden>
      <div aria-hidden="true">{children}</div>
    </div>
  );
}
