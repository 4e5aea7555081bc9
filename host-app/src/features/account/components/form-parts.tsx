import { Alert, token } from '@chorus/ui';
import { useId, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { styled } from 'styled-components';
import type { Outcome } from '../hooks/use-account.ts';

// Form pieces of the account screens, styled like @chorus/ui's TextField: every control has a visible label, and
// an error is tied to its control (aria-describedby, aria-invalid).

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 18px;
  max-width: 680px;
`;

export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: 16px 18px;
`;

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

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  align-items: center;
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

const Select = styled.select<{ $invalid: boolean }>`
  ${control}
  min-height: 46px;
  background: ${token('color-surface')};
  color: ${token('color-text')};
  border: 1px solid ${(p) => (p.$invalid ? token('color-danger') : token('color-border-strong'))};
  &:focus {
    outline: none;
    border-color: ${token('color-primary')};
    box-shadow: ${token('focus-ring')};
  }
`;

const Area = styled.textarea`
  ${control}
  min-height: 110px;
  resize: vertical;
  background: ${token('color-surface')};
  color: ${token('color-text')};
  border: 1px solid ${token('color-border-strong')};
  &:focus {
    outline: none;
    border-color: ${token('color-primary')};
    box-shadow: ${token('focus-ring')};
  }
`;

export const ErrorText = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  font-weight: 500;
  color: ${token('color-danger')};
`;

export const Muted = styled.p`
  color: ${token('color-text-muted')};
  font-size: 0.9375rem;
`;

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: ReactNode;
  options: { value: string | number; label: string }[];
  error?: string;
}

export function SelectField({ label, options, error, id, ...rest }: SelectFieldProps) {
  const auto = useId();
  const fieldId = id ?? `select-${auto}`;
  return (
    <Field>
      <Label htmlFor={fieldId}>{label}</Label>
      <Select {...rest} id={fieldId} $invalid={!!error} aria-invalid={error ? true : undefined} aria-describedby={error ? `${fieldId}-error` : undefined}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
      {error ? <ErrorText id={`${fieldId}-error`}>{error}</ErrorText> : null}
    </Field>
  );
}

export function TextAreaField({ label, id, ...rest }: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> & { label: ReactNode }) {
  const auto = useId();
  const fieldId = id ?? `area-${auto}`;
  return (
    <Field>
      <Label htmlFor={fieldId}>{label}</Label>
      <Area {...rest} id={fieldId} />
    </Field>
  );
}

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
