import { messages } from '@chorus/core';
import { Alert, token } from '@chorus/ui';
import { styled } from 'styled-components';
import type { Outcome } from '../hooks/use-account.ts';

// What only the account screens have: their sections, the outcome of a submit, errors from the core schemas. The
// layout pieces every form shares are in components/form/form-layout.ts, the fields in @chorus/ui.

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 22px;
  margin-bottom: 24px;
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-lg')};
  background: ${token('color-surface')};
  h2 {
    font-size: 1.125rem;
    font-weight: 700;
  }
`;

/** What a submit came to: a success line, or the failure with the server's messages under it. */
export function FormOutcome({ outcome }: { outcome: Outcome }) {
  if (!outcome) return null;
  return (
    <Alert tone={outcome.tone} role={outcome.tone === 'danger' ? 'alert' : 'status'}>
      {outcome.text}
      {outcome.list?.length && !(outcome.list.length === 1 && outcome.list[0] === outcome.text) ? (
        <ul>
          {outcome.list.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      ) : null}
    </Alert>
  );
}

/** Field errors by field name, from zod issues (the core schemas carry the spec's messages). */
export function errorsByField(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const i of issues) {
    const key = String(i.path[0] ?? '');
    if (key && !out[key]) out[key] = i.message;
  }
  return out;
}

/** Moves focus to the first invalid control of `form`, so a keyboard or screen-reader user lands on the problem. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/** Where a delegate (someone acting in another's account) meets what only the owner may change. */
export function OwnerOnlyNote() {
  return <Alert tone="info">{messages.auth.ownerOnly}</Alert>;
}
