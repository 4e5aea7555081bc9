import { SpinnerSvg } from './spinner.styles.ts';

export interface SpinnerProps {
  /** Diameter in pixels. */
  size?: number;
  /** Announced to assistive technology; without it the spinner is decorative (e.g. inside a busy button). */
  label?: string;
  className?: string;
}

export function Spinner({ size = 20, label, className }: SpinnerProps) {
  const a11y = label ? { role: 'status', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <SpinnerSvg className={className} width={size} height={size} viewBox="0 0 24 24" fill="none" {...a11y}>
      <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeOpacity="0.22" strokeWidth="3" />
      <path d="M21.5 12a9.5 9.5 0 0 0-9.5-9.5" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </SpinnerSvg>
  );
}
