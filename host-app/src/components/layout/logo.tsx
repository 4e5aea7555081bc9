import { PRODUCT } from '@chorus/core';
import { token } from '@chorus/ui';
import { useId } from 'react';
import { styled } from 'styled-components';

const Wrap = styled.span<{ $light: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  color: ${(p) => (p.$light ? '#fff' : token('color-text'))};
  font-size: 1.25rem;
  font-weight: 750;
  letter-spacing: -0.03em;
`;

export interface LogoProps {
  /** White wordmark for dark or brand backgrounds. */
  light?: boolean;
  size?: number;
}

/** The Chorus mark (a voice of bars) and wordmark. Decorative inside a link that carries its own name. */
export function Logo({ light = false, size = 30 }: LogoProps) {
  // Unique per instance: the header and the drawer can show the logo at the same time.
  const gradientId = `chorus-logo-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <Wrap $light={light}>
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor={light ? '#ffffff' : '#7b5cff'} stopOpacity={light ? 0.22 : 1} />
            <stop offset="1" stopColor={light ? '#ffffff' : '#4a2ee0'} stopOpacity={light ? 0.12 : 1} />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="9" fill={`url(#${gradientId})`} />
        <g fill="#fff">
          <rect x="7" y="13" width="3.2" height="6" rx="1.6" />
          <rect x="12.3" y="9" width="3.2" height="14" rx="1.6" />
          <rect x="17.6" y="11.5" width="3.2" height="9" rx="1.6" />
          <rect x="22.9" y="14" width="3.2" height="4" rx="1.6" fill="#ffb3a3" />
        </g>
      </svg>
      <span>{PRODUCT}</span>
    </Wrap>
  );
}
