import type { CSSProperties } from 'react';
import { keyframes, styled } from 'styled-components';
import { themeTokens, token } from '../theme/theme.ts';

/**
 * The outermost element of every widget: font, colour and box sizing, so the widget looks the same on any
 * page (inside a shadow root only inherited properties of the page reach it). Element resets are left to
 * each styled element: a descendant rule here would outrank the components' own single-class rules.
 */
export const WidgetRoot = styled.div`
  box-sizing: border-box;
  font-family: ${token('font-sans')};
  font-size: 1rem;
  line-height: 1.5;
  color: ${token('color-text')};
  text-align: start;
  -webkit-font-smoothing: antialiased;

  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
`;

/** A contest's own colour (custom contests) as the accent: the public `--chorus-accent` and the design tokens that derive from it. */
export function accentStyle(color: string | null | undefined): CSSProperties | undefined {
  if (!color) return undefined;
  return {
    '--chorus-accent': color,
    '--chorus-color-primary': color,
    '--chorus-color-primary-hover': `color-mix(in srgb, ${color} 86%, #000)`,
    '--chorus-color-primary-active': `color-mix(in srgb, ${color} 74%, #000)`,
    '--chorus-color-primary-soft': `color-mix(in srgb, ${color} 12%, #fff)`,
    '--chorus-color-primary-strong': `color-mix(in srgb, ${color} 62%, #000)`,
    '--chorus-focus-ring': `0 0 0 3px color-mix(in srgb, ${color} 38%, transparent)`,
  } as CSSProperties;
}

const dark = {
  'color-text': '#f3f1fa',
  'color-text-muted': '#bdb8d1',
  'color-text-subtle': '#9d97b5',
  'color-bg': '#0f0d17',
  'color-surface': '#1a1726',
  'color-surface-sunken': '#252136',
  'color-border': '#322d47',
  'color-border-strong': '#4a4463',
  accent: '#6d55f5',
  'color-success': '#4fd1a1',
  'color-success-soft': '#123427',
  'color-warning': '#f5b74a',
  'color-warning-soft': '#3a2a0c',
  'color-danger': '#ff7a93',
  'color-danger-soft': '#3d1520',
  'color-info': '#86a8ff',
  'color-info-soft': '#17223f',
} as const;

/**
 * The embeds' font unless the page sets `--chorus-font`: the visitor's system UI font. The SDK loads no web font (no
 * download, no flash of another font), and Inter, first in the host app's stack, is not picked up by accident when
 * the page happens to have it: a page that wants its own font says so with `--chorus-font`.
 */
const embedFont = themeTokens['font-sans'].replace(/^'Inter Variable', Inter, /, '');

/**
 * The embed's public theming surface, as CSS for a host selector (`:host` in the SDK): the short
 * properties `--chorus-accent`, `--chorus-font`, `--chorus-radius`, `--chorus-surface`, `--chorus-text`,
 * `--chorus-muted`, `--chorus-border` feed the design tokens; `darkSelector` switches the defaults to dark.
 */
export function embedThemeCss(selector: string, darkSelector: string, autoSelector?: string): string {
  const t = themeTokens;
  const palette = (p: { text: string; muted: string; subtle: string; surface: string; sunken: string; border: string; strong: string; accent: string }) => `
    --chorus-color-primary: var(--chorus-accent, ${p.accent});
    --chorus-color-primary-hover: color-mix(in srgb, var(--chorus-color-primary) 86%, #000);
    --chorus-color-primary-active: color-mix(in srgb, var(--chorus-color-primary) 74%, #000);
    --chorus-color-primary-soft: color-mix(in srgb, var(--chorus-color-primary) 13%, var(--chorus-color-surface));
    --chorus-color-primary-strong: color-mix(in srgb, var(--chorus-color-primary) 62%, var(--chorus-color-text));
    --chorus-focus-ring: 0 0 0 3px color-mix(in srgb, var(--chorus-color-primary) 38%, transparent);
    --chorus-color-text: var(--chorus-text, ${p.text});
    --chorus-color-text-muted: var(--chorus-muted, ${p.muted});
    --chorus-color-text-subtle: ${p.subtle};
    --chorus-color-surface: var(--chorus-surface, ${p.surface});
    --chorus-color-surface-sunken: ${p.sunken};
    --chorus-color-border: var(--chorus-border, ${p.border});
    --chorus-color-border-strong: ${p.strong};`;
  // The dark palette: for the dark selector, and for the auto one when the visitor's system prefers dark.
  const darkBlock = `
  color-scheme: dark;
  ${palette({ text: dark['color-text'], muted: dark['color-text-muted'], subtle: dark['color-text-subtle'], surface: dark['color-surface'], sunken: dark['color-surface-sunken'], border: dark['color-border'], strong: dark['color-border-strong'], accent: dark.accent })}
  --chorus-color-on-primary: #fff;
  --chorus-color-overlay: rgba(4, 3, 10, 0.66);
  --chorus-color-success: ${dark['color-success']};
  --chorus-color-success-soft: ${dark['color-success-soft']};
  --chorus-color-warning: ${dark['color-warning']};
  --chorus-color-warning-soft: ${dark['color-warning-soft']};
  --chorus-color-danger: ${dark['color-danger']};
  --chorus-color-danger-soft: ${dark['color-danger-soft']};
  --chorus-color-info: ${dark['color-info']};
  --chorus-color-info-soft: ${dark['color-info-soft']};
`;
  return `
${selector} {
  display: block;
  color-scheme: light;
  --chorus-font-sans: var(--chorus-font, ${embedFont});
  --chorus-radius-lg: var(--chorus-radius, ${t['radius-lg']});
  --chorus-radius-md: calc(var(--chorus-radius, ${t['radius-lg']}) * 2 / 3);
  --chorus-radius-sm: calc(var(--chorus-radius, ${t['radius-lg']}) * 4 / 9);
  ${palette({ text: t['color-text'], muted: t['color-text-muted'], subtle: t['color-text-subtle'], surface: t['color-surface'], sunken: t['color-surface-sunken'], border: t['color-border'], strong: t['color-border-strong'], accent: t['color-primary'] })}
}
${darkSelector} {${darkBlock}}${autoSelector ? `
@media (prefers-color-scheme: dark) {
${autoSelector} {${darkBlock}}
}` : ''}`;
}

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

/** A grey placeholder block for loading states. */
export const SkeletonBlock = styled.span<{ $w?: string; $h?: string; $r?: string }>`
  display: block;
  width: ${(p) => p.$w ?? '100%'};
  height: ${(p) => p.$h ?? '14px'};
  border-radius: ${(p) => p.$r ?? token('radius-sm')};
  background: linear-gradient(
    90deg,
    ${token('color-surface-sunken')} 0%,
    color-mix(in srgb, ${token('color-surface-sunken')} 55%, ${token('color-surface')}) 50%,
    ${token('color-surface-sunken')} 100%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
