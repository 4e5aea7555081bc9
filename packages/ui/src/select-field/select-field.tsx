import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { Control, ErrorText, Field, Hint, Label } from '../text-field/text-field.styles.ts';
import { Select } from './select-field.styles.ts';

/** A choice: a plain string is both its value and its label. */
export type SelectOption = string | { value: string | number; label: string };

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  /** Visible label, tied to the select. */
  label: ReactNode;
  options: readonly SelectOption[];
  hint?: ReactNode;
  /** Shown under the field; also marks the select aria-invalid. */
  error?: ReactNode;
  selectRef?: Ref<HTMLSelectElement>;
  className?: string;
}

/** A labelled native select styled like TextField, its hint and error tied to it (aria-describedby, aria-invalid). */
export function SelectField({ label, options, hint, error, selectRef, id, className, ...rest }: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? `chorus-select-${autoId}`;
  const hintId = hint ? `${selectId}-hint` : undefined;
  const errorId = error ? `${selectId}-error` : undefined;
  const describedBy = [rest['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined;
  const invalid = Boolean(error) || rest['aria-invalid'] === true || rest['aria-invalid'] === 'true';

  return (
    <Field className={className}>
      <Label htmlFor={selectId}>{label}</Label>
      <Control $invalid={invalid}>
        <Select {...rest} ref={selectRef} id={selectId} aria-invalid={invalid || undefined} aria-describedby={describedBy}>
          {options.map((o) => {
            const { value, label: text } = typeof o === 'string' ? { value: o, label: o } : o;
            return (
              <option key={value} value={value}>
                {text}
              </option>
            );
          })}
        </Select>
      </Control>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </Field>
  );
}
