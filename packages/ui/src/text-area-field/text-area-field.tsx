import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { Control, ErrorText, Field, Hint, Label } from '../text-field/text-field.styles.ts';
import { Area } from './text-area-field.styles.ts';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {
  /** Visible label, tied to the textarea. */
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the field; also marks the textarea aria-invalid. */
  error?: ReactNode;
  textareaRef?: Ref<HTMLTextAreaElement>;
  className?: string;
}

/** A labelled multi-line field styled like TextField, its hint and error tied to it (aria-describedby, aria-invalid). */
export function TextAreaField({ label, hint, error, textareaRef, id, className, rows = 5, ...rest }: TextAreaFieldProps) {
  const autoId = useId();
  const areaId = id ?? `chorus-area-${autoId}`;
  const hintId = hint ? `${areaId}-hint` : undefined;
  const errorId = error ? `${areaId}-error` : undefined;
  const describedBy = [rest['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined;
  const invalid = Boolean(error) || rest['aria-invalid'] === true || rest['aria-invalid'] === 'true';

  return (
    <Field className={className}>
      <Label htmlFor={areaId}>{label}</Label>
      <Control $invalid={invalid}>
        <Area {...rest} ref={textareaRef} id={areaId} rows={rows} aria-invalid={invalid || undefined} aria-describedby={describedBy} />
      </Control>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </Field>
  );
}
