import { token } from '@chorus/ui';
import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { styled } from 'styled-components';

// Form pieces of the sign-up wizards, styled like @chorus/ui's TextField: every control has a visible label and
// its error is tied to it (aria-describedby, aria-invalid).

export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: 16px 18px;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  align-items: center;
  justify-content: space-between;
  margin-top: 8px;
`;

export const Muted = styled.p`
  color: ${token('color-text-muted')};
  font-size: 0.9375rem;
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

const Select = styled.select<{ $invalid: boolean }>`
  width: 100%;
  min-height: 46px;
  padding: 10px 14px;
  border-radius: ${token('radius-md')};
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

export const HintText = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: ${token('color-text-muted')};
`;

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: ReactNode;
  options: readonly { id: number; name: string }[];
  error?: string;
  hint?: ReactNode;
}

export function SelectField({ label, options, error, hint, id, ...rest }: SelectFieldProps) {
  const auto = useId();
  const selectId = id ?? `signup-select-${auto}`;
  const hintId = hint ? `${selectId}-hint` : undefined;
  const errorId = error ? `${selectId}-error` : undefined;
  return (
    <Field>
      <Label htmlFor={selectId}>{label}</Label>
      <Select
        {...rest}
        id={selectId}
        $invalid={!!error}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      >
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </Select>
      {hint ? <HintText id={hintId}>{hint}</HintText> : null}
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </Field>
  );
}
