import { createElement, useEffect, useRef, useState, type ReactNode } from 'react';
import type { EntryForm } from '../entry-form/entry-form.tsx';
import type { HandleForm } from '../handle-form/handle-form.tsx';

export interface EntryForms {
  EntryForm: typeof EntryForm;
  HandleForm: typeof HandleForm;
}

let loaded: EntryForms | undefined;
let loading: Promise<EntryForms> | undefined;

/** The entry dialog's forms, imported apart from the contest page (their own chunks in the SDK and the host app). */
export function loadEntryForms(): Promise<EntryForms> {
  loading ??= Promise.all([import('../entry-form/entry-form.tsx'), import('../handle-form/handle-form.tsx')]).then(
    ([e, h]) => (loaded = { EntryForm: e.EntryForm, HandleForm: h.HandleForm }),
    (err: unknown) => {
      loading = undefined;
      throw err;
    },
  );
  return loading;
}

/**
 * The forms, starting their download when the contest shows (not when the dialog opens), so the page's first paint
 * does not wait for them and the dialog rarely does; 'failed' when they could not be loaded.
 */
export function useEntryForms(): EntryForms | 'failed' | undefined {
  const [forms, setForms] = useState<EntryForms | 'failed' | undefined>(loaded);
  useEffect(() => {
    if (forms) return;
    let live = true;
    loadEntryForms().then(
      (f) => live && setForms(f),
      () => live && setForms('failed'),
    );
    return () => {
      live = false;
    };
  }, [forms]);
  return forms;
}

/**
 * Wraps a form that may arrive after its dialog opened (its chunk loads apart): focus then goes where the dialog
 * would have put it, the form's `data-autofocus` field.
 */
export function FocusOnArrival({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, []);
  return createElement('div', { ref, style: { display: 'contents' } }, children);
}
