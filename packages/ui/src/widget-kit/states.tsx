import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { contestMessages } from '@chorus/core';
import { Alert } from '../alert/alert.tsx';
import { Button } from '../button/button.tsx';
import { token } from '../theme/theme.ts';
import { VisuallyHidden } from '../visually-hidden/visually-hidden.tsx';

const Empty = styled.div`
  display: grid;
  place-items: center;
  gap: 6px;
  padding: 40px 20px;
  border: 1px dashed ${token('color-border-strong')};
  border-radius: ${token('radius-lg')};
  background: ${token('color-surface')};
  color: ${token('color-text-muted')};
  text-align: center;
  font-size: 0.9375rem;
  font-weight: 500;

  p {
    margin: 0;
  }
`;

/** Nothing to show: 'No Results' unless told otherwise (contests.md §8). */
export function EmptyState({ children = contestMessages.noResults }: { children?: ReactNode }) {
  return (
    <Empty part="empty" role="status">
      <svg width="28" height="28" viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <path d="M9 18V6l11-2v12" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="6.5" cy="18" r="2.5" stroke="currentColor" strokeWidth="1.6" />
        <circle cx="17.5" cy="16" r="2.5" stroke="currentColor" strokeWidth="1.6" />
      </svg>
      <p>{children}</p>
    </Empty>
  );
}

const ErrorBody = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 10px;
`;

/** A failed load: the server's messages announced at once (role=alert), with a retry. */
export function ErrorState({ messages, onRetry }: { messages: string[]; onRetry?: () => void }) {
  return (
    <Alert tone="danger" part="error">
      <ErrorBody>
        <span>{messages.join(' ')}</span>
        {onRetry ? (
          <Button size="sm" variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        ) : null}
      </ErrorBody>
    </Alert>
  );
}

/** Wraps skeletons: announced once as busy, the placeholders themselves hidden from assistive technology. */
export function Loading({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="status" aria-busy="true" part="loading">
      <VisuallyHidden>{label}</VisuallyHidden>
      <div aria-hidden="true">{children}</div>
    </div>
  );
}
