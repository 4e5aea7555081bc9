import { Alert, token, VisuallyHidden } from '@chorus/ui';
import { useId, useRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { styled } from 'styled-components';
import type { UploadProgress } from '@chorus/client';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
  label,
  .label {
    font-size: 0.875rem;
    font-weight: 600;
  }
`;

const Area = styled.textarea<{ $invalid: boolean }>`
  min-height: 96px;
  padding: 10px 14px;
  border: 1px solid ${(p) => (p.$invalid ? token('color-danger') : token('color-border-strong'))};
  border-radius: ${token('radius-md')};
  background: ${token('color-surface')};
  color: ${token('color-text')};
  font: inherit;
  font-size: 0.9375rem;
  resize: vertical;
  &:focus {
    outline: none;
    border-color: ${token('color-primary')};
    box-shadow: ${token('focus-ring')};
  }
`;

/** A long editing form (the studio's contest and campaign forms): its groups stacked, at a readable width. */
export const EditorForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: 18px;
  max-width: 760px;
`;

/** One titled group of an editing form's fields. */
export const FieldGroup = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 12px;
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-lg')};
  padding: 16px;
  margin: 0;
  min-width: 0;
  legend {
    font-weight: 700;
    padding: 0 6px;
  }
`;

/**
 * What came of an editing form's save: the server's problems under `title` (nothing was saved), and a polite status
 * (Saved., or what is still under way).
 */
export function SaveOutcome({ title, problems, notice }: { title: string; problems: string[]; notice: string | null }) {
  return (
    <>
      {problems.length ? (
        <Alert tone="danger" title={title}>
          <ul>
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <div role="status">{notice ? <Alert tone={notice === 'Saved.' ? 'success' : 'info'}>{notice}</Alert> : null}</div>
    </>
  );
}

export const FieldError = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  font-weight: 500;
  color: ${token('color-danger')};
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: ${token('color-text-muted')};
`;

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

/** A labelled multi-line field with its hint and error tied to it. */
export function TextArea({ label, hint, error, id, ...rest }: TextAreaProps) {
  const auto = useId();
  const fieldId = id ?? `area-${auto}`;
  const describedBy = [hint ? `${fieldId}-hint` : '', error ? `${fieldId}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <Field>
      <label htmlFor={fieldId}>{label}</label>
      <Area {...rest} id={fieldId} $invalid={Boolean(error)} aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
      {hint ? <Hint id={`${fieldId}-hint`}>{hint}</Hint> : null}
      {error ? <FieldError id={`${fieldId}-error`}>{error}</FieldError> : null}
    </Field>
  );
}

const FileBox = styled.div<{ $invalid: boolean }>`
  padding: 12px 14px;
  border: 1px dashed ${(p) => (p.$invalid ? token('color-danger') : token('color-border-strong'))};
  border-radius: ${token('radius-md')};
  background: ${token('color-surface-sunken')};
  input {
    max-width: 100%;
    font: inherit;
    font-size: 0.875rem;
  }
  input:focus-visible {
    outline: none;
    box-shadow: ${token('focus-ring')};
  }
`;

export interface FileFieldProps {
  label: ReactNode;
  /** The input's accept list (what the picker offers). */
  accept: string;
  hint?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  onFile: (file: File | null) => void;
  /** Changes to clear the picker (after a successful upload). */
  resetKey?: number;
}

/** A labelled native file picker. */
export function FileField({ label, accept, hint, error, disabled, onFile, resetKey }: FileFieldProps) {
  const id = `file-${useId()}`;
  const ref = useRef<HTMLInputElement>(null);
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <FileBox $invalid={Boolean(error)}>
        <input
          key={resetKey}
          ref={ref}
          id={id}
          type="file"
          accept={accept}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => onFile(e.target.files?.[0] ?? null)}
        />
      </FileBox>
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </Field>
  );
}

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  progress {
    flex: 1;
    height: 10px;
    accent-color: ${token('color-primary')};
  }
  span {
    min-width: 3.5em;
    text-align: right;
    font-variant-numeric: tabular-nums;
    font-weight: 600;
  }
`;

/** Whole percent of an upload, or null when the size is unknown. */
export const percentOf = (p: UploadProgress | null): number | null =>
  p && p.total ? Math.min(100, Math.round((p.loaded / p.total) * 100)) : null;

export interface UploadProgressBarProps {
  progress: UploadProgress | null;
  label?: string;
}

/**
 * Real upload progress (bytes sent, from the transport) as a native <progress>; screen readers hear it politely
 * at each quarter rather than at every event.
 */
export function UploadProgressBar({ progress, label = 'Upload progress' }: UploadProgressBarProps) {
  const id = `progress-${useId()}`;
  const pct = percentOf(progress);
  const quarter = pct === null ? null : Math.floor(pct / 25) * 25;
  return (
    <Field>
      <span className="label" id={id}>
        {label}
      </span>
      <Bar>
        <progress aria-labelledby={id} max={100} value={pct ?? undefined} />
        <span aria-hidden="true">{pct === null ? '…' : `${pct}%`}</span>
      </Bar>
      <VisuallyHidden role="status" aria-live="polite">
        {quarter === null ? 'Uploading' : `Uploaded ${quarter}%`}
      </VisuallyHidden>
    </Field>
  );
}
