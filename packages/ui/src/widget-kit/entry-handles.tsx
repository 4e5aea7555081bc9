import type { Ref } from 'react';
import { getEntryHandles, type ClientConfig } from '@chorus/client';
import { contestMessages, normalizeHandle, type EntryHandle } from '@chorus/core';
import { SelectField } from '../select-field/select-field.tsx';
import { platformLabel } from './format.ts';
import { useResource } from './use-resource.ts';

// Whose handle an entry names (issue 23): a signed-in entry must name one of the entrant's own handles (a manager:
// their roster's), so the entry forms, link and handle alike, offer those as a select; visitors type one.

export interface HandleChoice {
  /** Signed in: the handles to pick from (none while they load); a visitor: null, who types a handle. */
  handles: readonly EntryHandle[] | null;
  /** Why there is nothing to pick: the read failed, or the entrant has no handle. Null while they load. */
  error: string | null;
}

/**
 * The handles a signed-in entrant may enter with: the ones handed in (the embed sign-in's answer), else
 * `GET /creatorapi/entry-handles` with the form's own session (a token, or the portal's cookie). Visitors: none.
 */
export function useHandleChoice(
  config: ClientConfig,
  signedIn: boolean,
  given: readonly EntryHandle[] | undefined,
  onError?: (messages: string[]) => void,
): HandleChoice {
  const key = signedIn && !given ? `${config.baseUrl ?? ''}|${config.token ?? ''}|entry-handles` : null;
  const read = useResource(key, async (signal) => (await getEntryHandles(config, signal)).results.data, onError);
  if (!signedIn) return { handles: null, error: null };
  const known = given ?? (read.loading ? undefined : read.data);
  if (!known) return { handles: [], error: read.loading ? null : (read.error?.[0] ?? null) };
  return { handles: known, error: known.length ? null : contestMessages.noHandles };
}

/**
 * The handle picked until the entrant picks one: `preferred` when it is one of them (a host's prefill), else the
 * first on one of `platforms` (a link's platform, a contest's platforms; 'TikTok' and 'Instagram Reel' name 'tiktok'
 * and 'instagram' handles), else the first, else none.
 */
export function defaultHandle(handles: readonly EntryHandle[], platforms: readonly string[], preferred = ''): string {
  const keys = platforms.map((p) => p.split(' ')[0]!.toLowerCase());
  const wanted = normalizeHandle(preferred);
  return (handles.find((h) => wanted && h.handle === wanted) ?? handles.find((h) => keys.includes(h.platform)) ?? handles[0])?.handle ?? '';
}

export interface HandleSelectProps {
  label: string;
  /** The signed-in entrant's (`HandleChoice`). */
  handles: readonly EntryHandle[];
  error: string | null;
  value: string;
  onChange: (handle: string) => void;
  hint?: string;
  selectRef?: Ref<HTMLSelectElement>;
  /** The form's first field: focused when the form shows in a dialog. */
  first?: boolean;
}

/** The select of a signed-in entrant's handles: '@handle · Platform (creator)', disabled with the reason when there is none. */
export function HandleSelect({ label, handles, error, value, onChange, hint, selectRef, first }: HandleSelectProps) {
  const loading = !handles.length && !error;
  return (
    <SelectField
      label={label}
      options={handles.map((h) => ({ value: h.handle, label: `@${h.handle} · ${platformLabel(h.platform)}${h.creatorName ? ` (${h.creatorName})` : ''}` }))}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      disabled={!handles.length}
      aria-busy={loading || undefined}
      error={error}
      hint={loading ? contestMessages.handlesLoading : hint}
      selectRef={selectRef}
      required
      data-autofocus={first || undefined}
    />
  );
}
