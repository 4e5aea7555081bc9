import type { ReactNode } from 'react';
import type { PrizeIcon as PrizeIconKind } from '@chorus/core';

interface IconProps {
  size?: number;
}

/** Decorative icons: every one is aria-hidden and sits next to text that names the thing. */
const svg = (size: number, children: ReactNode, viewBox = '0 0 24 24') => (
  <svg width={size} height={size} viewBox={viewBox} fill="none" aria-hidden="true" focusable="false">
    {children}
  </svg>
);

export const PlayIcon = ({ size = 20 }: IconProps) => svg(size, <path d="M8 5.5v13a1 1 0 0 0 1.52.85l10.4-6.5a1 1 0 0 0 0-1.7L9.52 4.65A1 1 0 0 0 8 5.5z" fill="currentColor" />);

export const PauseIcon = ({ size = 20 }: IconProps) =>
  svg(
    size,
    <>
      <rect x="6.5" y="5" width="4" height="14" rx="1.2" fill="currentColor" />
      <rect x="13.5" y="5" width="4" height="14" rx="1.2" fill="currentColor" />
    </>,
  );

export const ExternalIcon = ({ size = 14 }: IconProps) =>
  svg(size, <path d="M14 5h5v5M19 5l-8 8M17 14v4a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1h4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />);

export const LockIcon = ({ size = 14 }: IconProps) =>
  svg(
    size,
    <>
      <rect x="5" y="10.5" width="14" height="10" rx="2.2" stroke="currentColor" strokeWidth="2" />
      <path d="M8.5 10.5V8a3.5 3.5 0 0 1 7 0v2.5" stroke="currentColor" strokeWidth="2" />
    </>,
  );

export const CheckCircleIcon = ({ size = 48 }: IconProps) =>
  svg(
    size,
    <>
      <circle cx="12" cy="12" r="10" fill="currentColor" opacity="0.14" />
      <path d="M7.5 12.5l3 3 6-6.5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </>,
  );

const PODIUM: Record<'gold-podium' | 'silver-podium', { fill: string; label: string }> = {
  'gold-podium': { fill: '#f5b83d', label: '1' },
  'silver-podium': { fill: '#a9b1c2', label: '2' },
};

/** The prize icons of contests.md §9: gold podium, silver podium, medal, then trophies. */
export function PrizeIcon({ kind, size = 36 }: { kind: PrizeIconKind; size?: number }) {
  if (kind === 'gold-podium' || kind === 'silver-podium') {
    const { fill, label } = PODIUM[kind];
    return svg(
      size,
      <>
        <rect x="13" y="14" width="10" height="16" rx="2" fill={fill} />
        <rect x="3" y="20" width="10" height="10" rx="2" fill={fill} opacity="0.55" />
        <rect x="23" y="23" width="10" height="7" rx="2" fill={fill} opacity="0.4" />
        <text x="18" y="25" textAnchor="middle" fontSize="8" fontWeight="700" fill="#fff" fontFamily="system-ui, sans-serif">
          {label}
        </text>
        <path d="M18 4l1.6 3.3 3.6.5-2.6 2.5.6 3.6L18 12.2l-3.2 1.7.6-3.6-2.6-2.5 3.6-.5z" fill={fill} />
      </>,
      '0 0 36 36',
    );
  }
  if (kind === 'medal')
    return svg(
      size,
      <>
        <path d="M11 3h5l3 9h-5zM25 3h-5l-3 9h5z" fill="#5c8dff" />
        <circle cx="18" cy="22" r="9" fill="#d9822b" />
        <circle cx="18" cy="22" r="6" fill="#f0a455" />
        <text x="18" y="25.5" textAnchor="middle" fontSize="8.5" fontWeight="700" fill="#fff" fontFamily="system-ui, sans-serif">
          3
        </text>
      </>,
      '0 0 36 36',
    );
  return svg(
    size,
    <>
      <path d="M11 5h14v7a7 7 0 0 1-14 0z" fill="#7b5cff" />
      <path d="M11 7H6.5a4.5 4.5 0 0 0 4.9 6.2M25 7h4.5a4.5 4.5 0 0 1-4.9 6.2" stroke="#7b5cff" strokeWidth="2" />
      <rect x="16" y="18.5" width="4" height="6" fill="#5b3df5" />
      <rect x="11.5" y="24.5" width="13" height="5" rx="1.5" fill="#3d24c4" />
    </>,
    '0 0 36 36',
  );
}
