import { countries, genders, OTHER_STATE_ID, sexualOrientations, states } from '@chorus/core';
import { Checkbox, SelectField, TextField } from '@chorus/ui';
import { Grid, optionsOf } from '../../../components/form/form-layout.ts';

/** States of a country, then Other/None (111, the default). */
export const stateOptions = (countryId: number) =>
  optionsOf([...states.filter((s) => s.countryId === countryId && s.id !== OTHER_STATE_ID), states.find((s) => s.id === OTHER_STATE_ID)!]);

export const countryOptions = optionsOf(countries);

export interface AddressValues {
  addressLine1: string;
  city: string;
  countryId: number;
  stateId: number;
  postalCode: string;
}

type FieldProps<K extends string> = {
  err: (name: K) => string | undefined;
  touch: (name: string) => void;
};

/** Address, city, country, state (listed for the chosen country) and zip. */
export function AddressFields<V extends AddressValues>({
  values,
  set,
  err,
  touch,
}: { values: V; set: (patch: Partial<V>) => void } & FieldProps<'addressLine1' | 'city' | 'postalCode'>) {
  return (
    <Grid>
      <TextField
        label="Address"
        autoComplete="address-line1"
        value={values.addressLine1}
        onChange={(e) => set({ addressLine1: e.target.value } as Partial<V>)}
        onBlur={() => touch('addressLine1')}
        error={err('addressLine1')}
      />
      <TextField
        label="City"
        autoComplete="address-level2"
        value={values.city}
        onChange={(e) => set({ city: e.target.value } as Partial<V>)}
        onBlur={() => touch('city')}
        error={err('city')}
      />
      <SelectField
        label="Country"
        options={countryOptions}
        value={values.countryId}
        onChange={(e) => set({ countryId: Number(e.target.value), stateId: OTHER_STATE_ID } as Partial<V>)}
      />
      <SelectField
        label="State / Province"
        options={stateOptions(values.countryId)}
        value={values.stateId}
        onChange={(e) => set({ stateId: Number(e.target.value) } as Partial<V>)}
      />
      <TextField
        label="Zip / Postal Code"
        autoComplete="postal-code"
        value={values.postalCode}
        onChange={(e) => set({ postalCode: e.target.value } as Partial<V>)}
        onBlur={() => touch('postalCode')}
        error={err('postalCode')}
      />
    </Grid>
  );
}

/** Birthday (a date picker starting at 1 Jan 1910), gender and sexual orientation (both default Decline to Answer). */
export function IdentityFields({
  birthday,
  genderId,
  orientationId,
  years,
  onBirthday,
  onGender,
  onOrientation,
  birthdayError,
  touch,
}: {
  birthday: string;
  genderId: number;
  orientationId: number;
  years: { min: number; max: number };
  onBirthday: (v: string) => void;
  onGender: (v: number) => void;
  onOrientation: (v: number) => void;
  birthdayError?: string;
  touch: (name: string) => void;
}) {
  return (
    <Grid>
      <TextField
        label="Birthday"
        type="date"
        min={`${years.min}-01-01`}
        max={`${years.max}-12-31`}
        value={birthday}
        onChange={(e) => onBirthday(e.target.value)}
        onBlur={() => touch('birthday')}
        error={birthdayError}
      />
      <SelectField label="Gender" options={optionsOf(genders)} value={genderId} onChange={(e) => onGender(Number(e.target.value))} />
      <SelectField
        label="Sexual Orientation"
        options={optionsOf(sexualOrientations)}
        value={orientationId}
        onChange={(e) => onOrientation(Number(e.target.value))}
      />
    </Grid>
  );
}

export function AllowTextBox({ checked, onChange }: { checked: boolean; onChange: (v: boolean) => void }) {
  return <Checkbox label="You may text me about campaigns" checked={checked} onChange={(e) => onChange(e.target.checked)} />;
}
