import type { HTMLAttributes, ReactNode } from 'react';
import { Body, StyledAlert, Title, type AlertTone } from './alert.styles.ts';

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  tone?: AlertTone;
  title?: ReactNode;
  /** Defaults to `alert` for danger (announced at once) and `status` otherwise (announced politely). */
  role?: 'alert' | 'status' | 'note';
}

const paths: Record<AlertTone, string> = {
  info: 'M12 8h.01M11 12h1v5h1',
  success: 'M8 12.5l2.5 2.5L16 9.5',
  warning: 'M12 8v5M12 16h.01',
  danger: 'M12 8v5M12 16h.01',
};

function AlertIcon({ tone }: { tone: AlertTone }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="9.25" stroke="currentColor" strokeWidth="1.75" />
      <path d={paths[tone]} stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function Alert({ tone = 'info', title, role, children, ...rest }: AlertProps) {
  return (
    <StyledAlert {...rest} role={role ?? (tone === 'danger' ? 'alert' : 'status')} $tone={tone}>
      <AlertIcon tone={tone} />
      <Body>
        {title ? <Title>{title}</Title> : null}
        {children}
      </Body>
    </StyledAlert>
  );
}
