import { HANDLE_PLATFORM_IDS, platforms, rateHelp } from '@chorus/core';
import { Button, FieldError, SelectField, TextField, token } from '@chorus/ui';
import { Plus, Trash2 } from 'lucide-react';
import { styled } from 'styled-components';
import { Grid, optionsOf } from '../../../components/form/form-layout.ts';
import { newProfile, profileErrors, ratePreview, type ProfileValues } from '../validation.ts';

export const handlePlatforms = optionsOf(HANDLE_PLATFORM_IDS.map((id) => platforms.find((p) => p.id === id)!));

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 14px;
  margin: 0 0 16px;
  padding: 16px 18px 18px;
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  legend {
    padding: 0 6px;
    font-weight: 700;
  }
`;

const Row = styled.div`
  display: flex;
  justify-content: flex-end;
`;

export interface ProfilesEditorProps {
  /** 'Profile' for a creator's own, 'Handle' for a roster creator's. */
  noun: 'Profile' | 'Handle';
  profiles: ProfileValues[];
  onChange: (profiles: ProfileValues[]) => void;
  /** Field errors show once a field was left, or all of them after a refused Next. */
  shown: (name: string) => boolean;
  touch: (name: string) => void;
  /** The list's own error ('Please add at least one profile'), already decided by the caller. */
  listError?: string | null;
  listErrorId?: string;
}

/**
 * Social profiles with their rates: platform, handle, followers, song and brand rate. A new one starts as TikTok,
 * $10.00 and $20.00 (accounts.md §9); a $0.00 rate reads 'Please Update'; the help texts suggest rates per
 * thousand views (campaigns.md §9).
 */
export function ProfilesEditor({ noun, profiles, onChange, shown, touch, listError, listErrorId }: ProfilesEditorProps) {
  const update = (key: number, patch: Partial<ProfileValues>) => onChange(profiles.map((p) => (p.key === key ? { ...p, ...patch } : p)));
  return (
    <div>
      {profiles.map((p, i) => {
        const errors = profileErrors(p);
        const err = (field: keyof typeof errors) => (shown(`${p.key}.${field}`) ? errors[field] : undefined);
        const label = `${noun} ${i + 1}`;
        return (
          <Fieldset key={p.key}>
            <legend>{label}</legend>
            <Grid>
              <SelectField
                label="Platform"
                options={handlePlatforms}
                value={p.platformId}
                onChange={(e) => update(p.key, { platformId: Number(e.target.value) })}
              />
              <TextField
                label="Handle"
                value={p.handle}
                placeholder="@yourhandle"
                autoCapitalize="none"
                spellCheck={false}
                onChange={(e) => update(p.key, { handle: e.target.value })}
                onBlur={() => touch(`${p.key}.handle`)}
                error={err('handle')}
              />
              <TextField
                label="Followers"
                inputMode="numeric"
                value={p.followers}
                onChange={(e) => update(p.key, { followers: e.target.value })}
                onBlur={() => touch(`${p.key}.followers`)}
                error={err('followers')}
              />
              <TextField
                label="Song Rate"
                inputMode="decimal"
                value={p.rate}
                onChange={(e) => update(p.key, { rate: e.target.value })}
                onBlur={() => touch(`${p.key}.rate`)}
                error={err('rate')}
                hint={<RateHint preview={ratePreview(p.rate)} help={rateHelp.song} />}
              />
              <TextField
                label="Brand Rate"
                inputMode="decimal"
                value={p.brandRate}
                onChange={(e) => update(p.key, { brandRate: e.target.value })}
                onBlur={() => touch(`${p.key}.brandRate`)}
                error={err('brandRate')}
                hint={<RateHint preview={ratePreview(p.brandRate)} help={rateHelp.brand} />}
              />
            </Grid>
            <Row>
              <Button type="button" variant="ghost" size="sm" onClick={() => onChange(profiles.filter((x) => x.key !== p.key))}>
                <Trash2 size={16} aria-hidden="true" /> Remove {label}
              </Button>
            </Row>
          </Fieldset>
        );
      })}
      {listError ? (
        <FieldError id={listErrorId} role="alert">
          {listError}
        </FieldError>
      ) : null}
      <Button type="button" variant="secondary" onClick={() => onChange([...profiles, newProfile()])}>
        <Plus size={16} aria-hidden="true" /> Add {noun}
      </Button>
    </div>
  );
}

function RateHint({ preview, help }: { preview: string | null; help: string }) {
  return (
    <>
      {preview ? <strong>{preview}. </strong> : null}
      {help}
    </>
  );
}

/** Whether every profile in the list is acceptable. */
export const profilesValid = (profiles: ProfileValues[]) => profiles.length > 0 && profiles.every((p) => Object.keys(profileErrors(p)).length === 0);
