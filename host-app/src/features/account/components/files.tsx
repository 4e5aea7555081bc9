import { accountMessages as am, messages, PHOTO_MAX_BYTES, type TaxResponse } from '@chorus/core';
import { Avatar, Button, buttonStyles, FieldError, token } from '@chorus/ui';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { FileText } from 'lucide-react';
import { styled } from 'styled-components';
import { Actions, Muted } from '../../../components/form/form-layout.ts';
import { postPhoto, postTax, removeTax } from '../api/account.ts';
import { useSubmit } from '../hooks/use-account.ts';
import { FormOutcome, Section } from './form-parts.tsx';

const TAX_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];
const PHOTO_TYPES = ['image/jpeg', 'image/png'];

const Picker = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  label {
    font-size: 0.875rem;
    font-weight: 600;
  }
  input[type='file'] {
    font: inherit;
  }
`;

const Preview = styled.img`
  max-width: 280px;
  max-height: 280px;
  border-radius: ${token('radius-md')};
  border: 1px solid ${token('color-border')};
`;

const ViewLink = styled.a`
  ${buttonStyles({ $variant: 'secondary' })}
`;

const Chosen = styled.figure`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 14px;
  margin: 0;
  padding: 12px;
  max-width: 100%;
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  background: ${token('color-surface-sunken')};
  > svg {
    flex: none;
    color: ${token('color-primary')};
  }
  figcaption {
    display: flex;
    flex-direction: column;
    gap: 2px;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  span {
    color: ${token('color-text-muted')};
    font-size: 0.875rem;
  }
`;

/** A file's size as people read it: 512 bytes, 48 KB, 1.2 MB. */
const fileSize = (bytes: number) =>
  bytes < 1024 ? `${bytes} bytes` : bytes < 1024 * 1024 ? `${Math.round(bytes / 1024)} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** An object URL for a chosen file, revoked when it changes. */
function usePreviewUrl(file: File | null, types: (type: string) => boolean = (t) => t.startsWith('image/')) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || !types(file.type) || typeof URL.createObjectURL !== 'function') return setUrl(null);
    const u = URL.createObjectURL(file);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
    // `types` is a fixed rule per caller.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [file]);
  return url;
}

/**
 * The tax form chosen, before it is sent (accounts.md §5: 'file chosen (preview, Submit or Delete)'): a picture
 * shows itself; a PDF shows its name and size and opens in the browser's own viewer in a new tab (an inline frame
 * would need the page's frame policy opened to blob: addresses, and phones' browsers show no PDF inline anyway).
 */
function ChosenFile({ file, url }: { file: File; url: string | null }) {
  const image = file.type.startsWith('image/');
  return (
    <Chosen aria-label="Chosen file">
      {image && url ? <Preview src={url} alt={`Preview of ${file.name}`} /> : <FileText size={40} aria-hidden="true" />}
      <figcaption>
        <strong>{file.name}</strong>
        <span>
          {image ? (file.type === 'image/png' ? 'PNG image' : 'JPEG image') : 'PDF document'} · {fileSize(file.size)}
        </span>
        {!image && url ? (
          <a href={url} target="_blank" rel="noopener">
            Preview {file.name} (opens in a new tab)
          </a>
        ) : null}
      </figcaption>
    </Chosen>
  );
}

function FilePicker({ label, accept, error, onPick, inputRef }: { label: string; accept: string; error?: string | null; onPick: (f: File | null) => void; inputRef: React.RefObject<HTMLInputElement | null> }) {
  const id = useId();
  return (
    <Picker>
      <label htmlFor={id}>{label}</label>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={accept}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e: ChangeEvent<HTMLInputElement>) => onPick(e.target.files?.[0] ?? null)}
      />
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </Picker>
  );
}

/** Tax Documents (accounts.md §4, §5): none uploaded; a file chosen (preview, Submit or Delete); uploaded (View and Delete). */
export function TaxDocuments({ tax, onChanged }: { tax: TaxResponse['results']; onChanged: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const preview = usePreviewUrl(file, (t) => TAX_TYPES.includes(t));
  const { busy, outcome, run } = useSubmit();
  const clear = () => {
    setFile(null);
    if (inputRef.current) inputRef.current.value = '';
  };
  function pick(f: File | null) {
    if (f && !TAX_TYPES.includes(f.type)) {
      setError(messages.uploads.invalidFile);
      setFile(null);
      return;
    }
    setError(null);
    setFile(f);
  }
  return (
    <Section aria-labelledby="tax-title">
      <h2 id="tax-title">Tax Form</h2>
      {/* Our own fixed text (accounts.md §3 TaxFormInformationHTMLMessage), never user content. */}
      <Muted dangerouslySetInnerHTML={{ __html: tax.TaxFormInformationHTMLMessage }} />
      <FormOutcome outcome={outcome} />
      {tax.TaxForm_IsUploaded && !file ? (
        <>
          <Muted role="status">Uploaded: {tax.TaxForm_FileName}</Muted>
          <Actions>
            <ViewLink href={tax.TaxForm_URL ?? '#'} target="_blank" rel="noopener">
              View
            </ViewLink>
            <Button variant="danger" loading={busy} onClick={async () => (await run(() => removeTax())) && onChanged()}>
              Delete
            </Button>
          </Actions>
        </>
      ) : null}
      <FilePicker label={tax.TaxForm_IsUploaded ? 'Replace with another file (PDF, JPEG or PNG)' : 'Choose your tax form (PDF, JPEG or PNG)'} accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png" error={error} onPick={pick} inputRef={inputRef} />
      {file ? (
        <>
          <ChosenFile file={file} url={preview} />
          <Actions>
            <Button
              loading={busy}
              onClick={async () => {
                if (await run(() => postTax(file))) {
                  clear();
                  onChanged();
                }
              }}
            >
              Submit
            </Button>
            <Button variant="secondary" onClick={clear}>
              Delete
            </Button>
          </Actions>
        </>
      ) : null}
    </Section>
  );
}

/** Profile Photo (accounts.md §5, §8, §9): jpg or png up to 100 MB; it becomes the account's picture. */
export function PhotoUpload({ name, imageUrl, onUploaded }: { name: string; imageUrl: string | null; onUploaded: (url: string) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const preview = usePreviewUrl(file);
  const { busy, outcome, setOutcome, run } = useSubmit();
  function pick(f: File | null) {
    setOutcome(null);
    if (f && !PHOTO_TYPES.includes(f.type)) return (setError(messages.uploads.invalidPhoto), setFile(null));
    if (f && f.size > PHOTO_MAX_BYTES) return (setError(messages.uploads.tooLarge(100)), setFile(null));
    setError(null);
    setFile(f);
  }
  return (
    <Section aria-labelledby="photo-title">
      <h2 id="photo-title">Profile Photo</h2>
      {preview ? <Preview src={preview} alt="Your new photo" /> : <Avatar name={name} imageUrl={imageUrl} size={96} />}
      <FilePicker label="Choose a photo (JPG or PNG, up to 100MB)" accept=".jpg,.jpeg,.png,image/jpeg,image/png" error={error} onPick={pick} inputRef={inputRef} />
      <FormOutcome outcome={outcome} />
      <Actions>
        <Button
          disabled={!file}
          loading={busy}
          onClick={async () => {
            if (!file) return;
            let url = '';
            const ok = await run(async () => {
              const r = await postPhoto(file);
              url = r.results.Contact_ImageURLLocation;
              return r;
            }, am.uploadFailed);
            if (ok) {
              setFile(null);
              if (inputRef.current) inputRef.current.value = '';
              onUploaded(url);
            }
          }}
        >
          Upload Photo
        </Button>
      </Actions>
    </Section>
  );
}
