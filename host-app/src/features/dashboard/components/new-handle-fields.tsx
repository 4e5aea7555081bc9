import { DEFAULT_PROFILE, HANDLE_PLATFORM_IDS, handleProblem, platforms, rateHelp, rateToCents, signupMessages as m, formatUsd } from '@chorus/core';
import { SelectField, TextField } from '@chorus/ui';
import { Grid, optionsOf } from '../../../components/form/form-layout.ts';

/** A handle being added in the onboarding or confirm-info wizard, as typed. */
export interface NewHandle {
  platformId: number;
  handle: string;
  rate: string;
  brandRate: string;
}

export const emptyHandle = (): NewHandle => ({ platformId: DEFAULT_PROFILE.platformId, handle: '', rate: '', brandRate: '' });

/** The placeholders of a new handle's rates in onboarding (campaigns.md §9: $10 song, $20 brand). */
export const RATE_PLACEHOLDERS = {
  song: formatUsd(DEFAULT_PROFILE.songRateCents),
  brand: formatUsd(DEFAULT_PROFILE.brandRateCents),
} as const;

const handlePlatforms = optionsOf(HANDLE_PLATFORM_IDS.map((id) => platforms.find((p) => p.id === id)!));

/** What is wrong with each field of a new handle (accounts.md §5: when new, both rates are required). */
export function newHandleErrors(h: NewHandle): Partial<Record<'handle' | 'rate' | 'brandRate', string>> {
  const e: Partial<Record<'handle' | 'rate' | 'brandRate', string>> = {};
  const handle = handleProblem(h.handle);
  if (handle) e.handle = handle;
  if (!h.rate.trim()) e.rate = m.songRate;
  else if (rateToCents(h.rate) === null) e.rate = m.rate;
  if (!h.brandRate.trim()) e.brandRate = m.brandRate;
  else if (rateToCents(h.brandRate) === null) e.brandRate = m.rate;
  return e;
}

export interface NewHandleFieldsProps {
  value: NewHandle;
  onChange: (value: NewHandle) => void;
  /** Show the field errors (after an Add or Next that they refused). */
  showErrors: boolean;
}

/**
 * Platform (every platform a handle may be on: TikTok, Instagram, YouTube Shorts, CapCut), handle, song rate and
 * brand rate, the rates empty with $10.00 and $20.00 as placeholders: the creator sets what they charge, nothing
 * is sent that they did not see.
 */
export function NewHandleFields({ value, onChange, showErrors }: NewHandleFieldsProps) {
  const errors = showErrors ? newHandleErrors(value) : {};
  const set = (patch: Partial<NewHandle>) => onChange({ ...value, ...patch });
  return (
    <Grid>
      <SelectField label="Platform" options={handlePlatforms} value={value.platformId} onChange={(e) => set({ platformId: Number(e.target.value) })} />
      <TextField
        label="Handle"
        placeholder="@yourhandle"
        autoCapitalize="none"
        spellCheck={false}
        value={value.handle}
        error={errors.handle}
        onChange={(e) => set({ handle: e.target.value })}
      />
      <TextField
        label="Song Rate"
        inputMode="decimal"
        placeholder={RATE_PLACEHOLDERS.song}
        value={value.rate}
        error={errors.rate}
        hint={rateHelp.song}
        onChange={(e) => set({ rate: e.target.value })}
      />
      <TextField
        label="Brand Rate"
        inputMode="decimal"
        placeholder={RATE_PLACEHOLDERS.brand}
        value={value.brandRate}
        error={errors.brandRate}
        hint={rateHelp.brand}
        onChange={(e) => set({ brandRate: e.target.value })}
      />
    </Grid>
  );
}
