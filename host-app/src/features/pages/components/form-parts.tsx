import { ApiError } from '@chorus/client';
import { pageMessages } from '@chorus/core';
import { Alert, Button, token } from '@chorus/ui';
import { styled } from 'styled-components';
import type { SubmitState } from '../hooks/use-pages.ts';

// What only the public pages' forms have: a radio group, the submit button that reads 'Already Submitted' once
// sent, and the outcome line. The fields are @chorus/ui's, the form layout components/form/form-layout.ts.

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;

  legend {
    font-size: 0.875rem;
    font-weight: 600;
    margin-bottom: 6px;
  }
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;

  label {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    font-size: 0.9375rem;
  }
  input {
    width: 18px;
    height: 18px;
    accent-color: ${token('color-primary')};
  }
`;

export interface RadioGroupProps<T extends string> {
  legend: string;
  name: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  disabled?: boolean;
}

export function RadioGroup<T extends string>({ legend, name, options, value, onChange, disabled }: RadioGroupProps<T>) {
  return (
    <Fieldset disabled={disabled}>
      <legend>{legend}</legend>
      <Options>
        {options.map((o) => (
          <label key={o}>
            <input type="radio" name={name} value={o} checked={value === o} onChange={() => onChange(o)} />
            {o}
          </label>
        ))}
      </Options>
    </Fieldset>
  );
}

export interface SubmitButtonProps {
  state: SubmitState;
  /** Whether the form is complete and valid (the spec enables Submit only then). */
  ready: boolean;
  label?: string;
}

/** Submit, busy while sending, and 'Already Submitted' (disabled) once the message has gone. */
export function SubmitButton({ state, ready, label = 'Submit' }: SubmitButtonProps) {
  const sent = state.status === 'sent';
  return (
    <div>
      <Button type="submit" loading={state.status === 'sending'} disabled={sent || !ready}>
        {sent ? pageMessages.alreadySubmitted : label}
      </Button>
    </div>
  );
}

export interface FormOutcomeProps {
  state: SubmitState;
  /** The failure line of this form (accounts.md §8: 'There was an error.' or the Contact page's 'There has been an error.'). */
  errorMessage: string;
  /** Say the server's first message instead when it sent one, whatever the status (campaigns.md §8, the Contact page). */
  serverMessageFirst?: boolean;
}

/** The server's success message, or the form's failure line with what the server said was wrong. */
export function FormOutcome({ state, errorMessage, serverMessageFirst = false }: FormOutcomeProps) {
  if (state.status === 'sent') return <Alert tone="success">{state.message}</Alert>;
  if (state.status !== 'error') return null;
  if (serverMessageFirst)
    return <Alert tone="danger">{state.error instanceof ApiError && state.error.fromServer && state.error.messages[0] ? state.error.messages[0] : errorMessage}</Alert>;
  // Validation and rate limits explain themselves; anything else is just the form's failure line.
  const detail = state.error instanceof ApiError && state.error.status >= 400 && state.error.status < 500 ? state.error.messages : [];
  return (
    <Alert tone="danger" title={errorMessage}>
      {detail.length ? detail.join(' ') : null}
    </Alert>
  );
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The spec's standard email pattern (accounts.md §5), as the server checks it. */
export const isEmail = (s: string) => EMAIL.test(s.trim());
