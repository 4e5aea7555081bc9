import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { Control, ErrorText, Field, Hint, Input, Label, Trailing } from './text-field.styles.ts';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  /** Visible label, tied to the input. Every field has one. */
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the field; also marks the input aria-invalid. */
  error?: ReactNode;
  /** Something inside the field's right edge, such as a show-password toggle. */
  trailing?: ReactNode;
  /** A plain prop rather than `ref`, so the component works the same under preact/compat. */
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

export function TextField({ label, hint, error, trailing, inputRef, id, className, type = 'text', ...rest }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? `chorus-field-${autoId}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [rest['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined;
  const invalid = Boolean(error) || rest['aria-invalid'] === true || rest['aria-invalid'] === 'true';

  return (
    <Field className={className}>
      <Label htmlFor={inputId}>{label}</Label>
      <Control $invalid={invalid}>
        <Input
          {...rest}
          ref={inputRef}
          id={inputId}
          type={type}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
        {trailing ? <Trailing>{trailing}</Trailing> : null}
      </Control>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </Field>
  );
}
