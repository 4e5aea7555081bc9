import { ApiError } from '@chorus/client';
import { pageMessages } from '@chorus/core';
import { Alert, Button, token } from '@chorus/ui';
import { useId, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { styled } from 'styled-components';
import type { SubmitState } from '../hooks/use-pages.ts';

// The pieces every page form shares: a multi-line field, a select, a radio group, the submit button that reads
// 'Already Submitted' once sent, and the outcome line. Styled like @chorus/ui's TextField.

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 18px;
  max-width: 640px;
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
`;

const Label = styled.label`
  font-size: 0.875rem;
  font-weight: 600;
  color: ${token('color-text')};
`;

const control = `
  width: 100%;
  border-radius: 12px;
  font: inherit;
  font-size: 0.9375rem;
  padding: 10px 14px;
`;

const Area = styled.textarea<{ $invalid: boolean }>`
  ${control}
  min-height: 140px;
  resize: vertical;
  background: ${token('color-surface')};
  color: ${token('color-text')};
  border: 1px solid ${(p) => (p.$invalid ? token('color-danger') : token('color-border-strong'))};
  &:focus {
    outline: none;
    border-color: ${token('color-primary')};
    box-shadow: ${token('focus-ring')};
  }
`;

const Select = styled.select`
  ${control}
  min-height: 46px;
  background: ${token('color-surface')};
  color: ${token('color-text')};
  border: 1px solid ${token('color-border-strong')};
  &:focus {
    outline: none;
    border-color: ${token('color-primary')};
    box-shadow: ${token('focus-ring')};
  }
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: ${token('color-text-muted')};
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  font-weight: 500;
  color: ${token('color-danger')};
`;

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

export function TextAreaField({ label, hint, error, id, ...rest }: TextAreaFieldProps) {
  const auto = useId();
  const fieldId = id ?? `area-${auto}`;
  const described = [hint && `${fieldId}-hint`, error && `${fieldId}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <Field>
      <Label htmlFor={fieldId}>{label}</Label>
      <Area {...rest} id={fieldId} $invalid={Boolean(error)} aria-invalid={error ? true : undefined} aria-describedby={described} />
      {hint ? <Hint id={`${fieldId}-hint`}>{hint}</Hint> : null}
      {error ? <ErrorText id={`${fieldId}-error`}>{error}</ErrorText> : null}
    </Field>
  );
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: ReactNode;
  options: readonly string[];
}

export function SelectField({ label, options, id, ...rest }: SelectFieldProps) {
  const auto = useId();
  const fieldId = id ?? `select-${auto}`;
  return (
    <Field>
      <Label htmlFor={fieldId}>{label}</Label>
      <Select {...rest} id={fieldId}>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </Select>
    </Field>
  );
}

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
}

/** The server's success message, or the form's failure line with what the server said was wrong. */
export function FormOutcome({ state, errorMessage }: FormOutcomeProps) {
  if (state.status === 'sent') return <Alert tone="success">{state.message}</Alert>;
  if (state.status !== 'error') return null;
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
