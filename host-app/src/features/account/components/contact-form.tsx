import {
  accountMessages as am,
  informationSaveBody,
  needsStateOther,
  OTHER_STATE_ID,
  type ContactInformation,
  type InformationResponse,
} from '@chorus/core';
import { Button, Checkbox, SelectField, TextAreaField, TextField } from '@chorus/ui';
import { useRef, useState, type FormEvent } from 'react';
import { Actions, Form, Grid } from '../../../components/form/form-layout.ts';
import { postInformation, type Subject } from '../api/account.ts';
import { useSubmit } from '../hooks/use-account.ts';
import { errorsByField, focusFirstInvalid, FormOutcome } from './form-parts.tsx';

type Values = Record<string, string | boolean>;

const initialValues = (c: ContactInformation): Values => ({
  FirstName: c.FirstName,
  LastName: c.LastName,
  AddressLine1: c.AddressLine1 ?? '',
  AddressLine2: c.AddressLine2 ?? '',
  City: c.City ?? '',
  StateId: String(c.StateID),
  OtherState: c.State_Other ?? '',
  PostalCode: c.PostalCode ?? '',
  CountryId: String(c.CountryID),
  PrimaryPhone: c.Phone_Primary ?? '',
  MobilePhone: c.Phone_Mobile ?? '',
  PrimaryEmail: c.EmailAddress_Primary ?? '',
  OtherEmail: c.EmailAddress_Other1 ?? '',
  GenderIdentityID: String(c.GenderIdentityID),
  SexualOrientationID: String(c.SexualOrientationID),
  InfluencerContactNotes: c.ContactNotes_ByInfluencer ?? '',
  CompanyName: c.CompanyName ?? '',
  AllowText: c.AllowText,
  Birthday: c.Birthday ?? '',
});

/** The body informationsave takes (accounts.md §7), ids as numbers. */
const bodyOf = (v: Values, subject?: Subject) => ({
  ...v,
  StateId: Number(v.StateId),
  CountryId: Number(v.CountryId),
  GenderIdentityID: Number(v.GenderIdentityID),
  SexualOrientationID: Number(v.SexualOrientationID),
  ...subject,
});

export interface ContactInformationFormProps {
  data: InformationResponse['results'];
  /** The rostered creator a manager edits (Admin page); absent, the acting contact. */
  subject?: Subject;
  showCompany?: boolean;
  onSaved?: () => void;
}

/**
 * Contact Information (accounts.md §3, §5, §8): required name, address, city, postal code and primary email; State
 * Other shown and required for state 111; birth years 1910 to 2020. The core schema the server uses checks the
 * form first, so its messages are the spec's.
 */
export function ContactInformationForm({ data, subject, showCompany, onSaved }: ContactInformationFormProps) {
  const [values, setValues] = useState<Values>(() => initialValues(data.ContactInformation));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { busy, outcome, setOutcome, run } = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const set = (name: string) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value }));
  const text = (name: string, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField label={label} name={name} value={String(values[name] ?? '')} onChange={set(name)} error={errors[name]} {...extra} />
  );

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = informationSaveBody.safeParse(bodyOf(values, subject));
    if (!parsed.success) {
      setErrors(errorsByField(parsed.error.issues));
      setOutcome({ tone: 'danger', text: am.contactFailed });
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    if (await run(() => postInformation(bodyOf(values, subject)), am.contactFailed)) onSaved?.();
  }

  const stateOther = needsStateOther(Number(values.StateId));
  return (
    <Form ref={formRef} noValidate onSubmit={submit} aria-label="Contact information">
      <Grid>
        {text('FirstName', 'First Name', { required: true, autoComplete: 'given-name' })}
        {text('LastName', 'Last Name', { required: true, autoComplete: 'family-name' })}
        {text('AddressLine1', 'Address', { required: true, autoComplete: 'address-line1' })}
        {text('AddressLine2', 'Address Line 2', { autoComplete: 'address-line2' })}
        {text('City', 'City', { required: true, autoComplete: 'address-level2' })}
        <SelectField
          label="State"
          name="StateId"
          value={String(values.StateId)}
          onChange={set('StateId')}
          options={[...data.State].sort((a, b) => Number(a.StateID === OTHER_STATE_ID) - Number(b.StateID === OTHER_STATE_ID)).map((s) => ({ value: s.StateID, label: s.StateName }))}
        />
        {stateOther ? text('OtherState', 'State Other', { required: true }) : null}
        {text('PostalCode', 'Postal Code', { required: true, autoComplete: 'postal-code' })}
        <SelectField label="Country" name="CountryId" value={String(values.CountryId)} onChange={set('CountryId')} options={data.Country.map((c) => ({ value: c.CountryID, label: c.CountryName }))} />
        {text('PrimaryPhone', 'Primary Phone', { type: 'tel', autoComplete: 'tel' })}
        {text('MobilePhone', 'Mobile Phone', { type: 'tel' })}
        {text('PrimaryEmail', 'Primary Email', { type: 'email', required: true, autoComplete: 'email' })}
        {text('OtherEmail', 'Other Email', { type: 'email', hint: 'Optional' })}
        {text('Birthday', 'Birthday', { type: 'date', min: '1910-01-01', max: '2020-12-31' })}
        <SelectField
          label="Gender"
          name="GenderIdentityID"
          value={String(values.GenderIdentityID)}
          onChange={set('GenderIdentityID')}
          options={data.GenderIdentity.map((g) => ({ value: g.GenderIdentityID, label: g.GenderIdentityName }))}
        />
        <SelectField
          label="Sexual Orientation"
          name="SexualOrientationID"
          value={String(values.SexualOrientationID)}
          onChange={set('SexualOrientationID')}
          options={data.SexualOrientation.map((o) => ({ value: o.SexualOrientationID, label: o.SexualOrientationName }))}
        />
        {showCompany ? text('CompanyName', 'Company') : null}
      </Grid>
      <Checkbox label="You may text me" checked={values.AllowText === true} onChange={(e) => setValues((v) => ({ ...v, AllowText: e.target.checked }))} />
      <TextAreaField label="Notes for the team" name="InfluencerContactNotes" value={String(values.InfluencerContactNotes)} onChange={set('InfluencerContactNotes')} />
      <FormOutcome outcome={outcome} />
      <Actions>
        <Button type="submit" loading={busy}>
          Save
        </Button>
      </Actions>
    </Form>
  );
}
