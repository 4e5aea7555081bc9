/**
 * Design tokens. Every component reads them through `token()`, which emits
 * `var(--chorus-<name>, <default>)`: a component renders correctly with no provider at all,
 * and a host page (or an embed's `theme`) restyles it by setting the custom properties.
 */
export const themeTokens = {
  'font-sans': "'Inter Variable', Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  'font-mono': "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",

  'color-primary': '#5b3df5',
  'color-primary-hover': '#4a2ee0',
  'color-primary-active': '#3d24c4',
  'color-primary-soft': '#efecff',
  'color-primary-strong': '#2d1a99',
  'color-on-primary': '#ffffff',
  'color-accent': '#ff6b4a',

  'color-text': '#16132a',
  'color-text-muted': '#5c5873',
  // 4.5:1 or better on every surface (WCAG AA for text).
  'color-text-subtle': '#6e6885',
  'color-bg': '#f6f5fb',
  'color-surface': '#ffffff',
  'color-surface-sunken': '#f1eff8',
  'color-border': '#e5e2ef',
  'color-border-strong': '#cbc6dc',
  'color-overlay': 'rgba(18, 14, 38, 0.48)',

  'color-success': '#0f7a55',
  'color-success-soft': '#e6f6ef',
  'color-warning': '#8f5400',
  'color-warning-soft': '#fff4df',
  'color-danger': '#c02745',
  'color-danger-soft': '#fdecef',
  'color-info': '#2350c8',
  'color-info-soft': '#eaf0ff',

  'radius-sm': '8px',
  'radius-md': '12px',
  'radius-lg': '18px',
  'radius-pill': '999px',

  'shadow-sm': '0 1px 2px rgba(22, 19, 42, 0.06), 0 1px 1px rgba(22, 19, 42, 0.04)',
  'shadow-md': '0 4px 14px rgba(22, 19, 42, 0.08), 0 1px 3px rgba(22, 19, 42, 0.06)',
  'shadow-lg': '0 24px 48px rgba(22, 19, 42, 0.18), 0 4px 12px rgba(22, 19, 42, 0.08)',
  'focus-ring': '0 0 0 3px rgba(91, 61, 245, 0.35)',

  'duration-fast': '120ms',
  'duration-base': '200ms',
} as const;

export type ThemeToken = keyof typeof themeTokens;
export type ThemeOverrides = Partial<Record<ThemeToken, string>>;

/** `var(--chorus-<name>, <default>)` for use inside styled-components templates. */
export function token(name: ThemeToken): string {
  return `var(--chorus-${name}, ${themeTokens[name]})`;
}

/** The custom-property declarations for a `:root`, `:host` or scoped selector, defaults merged with overrides. */
export function themeDeclarations(overrides: ThemeOverrides = {}): string {
  return (Object.keys(themeTokens) as ThemeToken[])
    .map((name) => `--chorus-${name}: ${overrides[name] ?? themeTokens[name]};`)
    .join('\n');
}

/** Breakpoints shared by the host app and the widgets (min-width queries). */
export const breakpoints = { sm: 480, md: 768, lg: 1024, xl: 1280 } as const;
export const mediaUp = (bp: keyof typeof breakpoints): string => `@media (min-width: ${breakpoints[bp]}px)`;
