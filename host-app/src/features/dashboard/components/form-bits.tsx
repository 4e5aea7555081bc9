import { token } from '@chorus/ui';
import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { styled } from 'styled-components';

export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 12px 14px;
`;

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: 10px;
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  label {
    font-size: 0.875rem;
    font-weight: 600;
  }
`;

const Select = styled.select<{ $invalid: boolean }>`
  width: 100%;
  min-height: 44px;
  padding: 8px 12px;
  border-radius: 12px;
  font: inherit;
  font-size: 0.9375rem;
  background: ${token('color-surface')};
  color: ${token('color-text')};
  border: 1px solid ${(p) => (p.$invalid ? token('color-danger') : token('color-border-strong'))};
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

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: ReactNode;
  options: { value: string | number; label: string }[];
  error?: string;
}

/** A labelled select with its error tied to it (aria-describedby, aria-invalid), styled like TextField. */
export function SelectField({ label, options, error, id, ...rest }: SelectFieldProps) {
  const auto = useId();
  const fieldId = id ?? `select-${auto}`;
  return (
    <Field>
      <label htmlFor={fieldId}>{label}</label>
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
