import { getInformation, saveInformation } from '@chorus/client';
import { OTHER_STATE_ID, accountMessages as am, informationBodyOf, states, type ContactInformation } from '@chorus/core';
import { Alert, Button, Modal, SelectField, Spinner, TextField } from '@chorus/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { Actions, Form, Grid, Stack } from '../../../components/form/form-layout.ts';
import { apiConfig } from '../../../lib/api-client.ts';

/** Birth years on the contact-information modal (campaigns.md §5); 1/1/1910 is the default, meaning not given. */
const YEARS = Array.from({ length: 2020 - 1910 + 1 }, (_, i) => 2020 - i);
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

interface Values {
  FirstName: string;
  LastName: string;
  AddressLine1: string;
  City: string;
  StateId: number;
  OtherState: string;
  PostalCode: string;
  PrimaryPhone: string;
  month: number;
  day: number;
  year: number;
}

const fromInfo = (c: ContactInformation): Values => {
  const [y, m, d] = (c.Birthday ?? '1910-01-01').split('-').map(Number);
  return {
    FirstName: c.FirstName ?? '',
    LastName: c.LastName ?? '',
    AddressLine1: c.AddressLine1 ?? '',
    City: c.City ?? '',
    StateId: c.StateID ?? OTHER_STATE_ID,
    OtherState: c.State_Other ?? '',
    PostalCode: c.PostalCode ?? '',
    PrimaryPhone: c.Phone_Primary ?? '',
    month: m || 1,
    day: d || 1,
    year: y || 1910,
  };
};

type Errors = Partial<Record<'FirstName' | 'LastName' | 'AddressLine1' | 'City' | 'OtherState' | 'PostalCode', string>>;

/** The Missing Information rules (campaigns.md §5), each message tied to its field. */
export function contactErrors(v: Values): Errors {
  const e: Errors = {};
  if (!v.FirstName.trim()) e.FirstName = am.firstName;
  if (!v.LastName.trim()) e.LastName = am.lastName;
  if (!v.AddressLine1.trim()) e.AddressLine1 = am.address;
  if (!v.City.trim()) e.City = am.city;
  if (v.StateId === OTHER_STATE_ID && !v.OtherState.trim()) e.OtherState = am.stateOther;
  if (!v.PostalCode.trim()) e.PostalCode = am.postalCode;
  return e;
}

const pad = (n: number) => String(n).padStart(2, '0');

export interface ContactInfoModalProps {
  onDone: () => void;
}

/** The contact-information modal (campaigns.md §4): a creator with required fields missing completes them. */
export function ContactInfoModal({ onDone }: ContactInfoModalProps) {
  const [info, setInfo] = useState<ContactInformation | null>(null);
  const [values, setValues] = useState<Values | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    getInformation(apiConfig(), undefined, controller.signal).then(
      (r) => {
        setInfo(r.results.ContactInformation);
        setValues(fromInfo(r.results.ContactInformation));
      },
      () => {
        if (!controller.signal.aborted) setFailure(am.contactFailed);
      },
    );
    return () => controller.abort();
  }, []);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => (v ? { ...v, [key]: value } : v));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values || !info) return;
    const found = contactErrors(values);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`contact-${first}`)?.focus();
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await saveInformation(apiConfig(), {
        ...informationBodyOf(info),
        FirstName: values.FirstName,
        LastName: values.LastName,
        AddressLine1: values.AddressLine1,
        City: values.City,
        StateId: values.StateId,
        OtherState: values.StateId === OTHER_STATE_ID ? values.OtherState : '',
        PostalCode: values.PostalCode,
        PrimaryPhone: values.PrimaryPhone,
        Birthday: `${values.year}-${pad(values.month)}-${pad(values.day)}`,
      });
      onDone();
    } catch {
      setFailure(am.contactFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open blocking title="Complete your contact information" data-testid="contact-info-modal">
      <Stack>
        <p>We need a few details before you can get paid for campaigns.</p>
        {!values ? (
          failure ? <Alert tone="danger">{failure}</Alert> : <Spinner />
        ) : (
          <Form noValidate onSubmit={(e) => void submit(e)}>
            <Grid>
              <TextField id="contact-FirstName" label="First Name" value={values.FirstName} error={errors.FirstName} onChange={(e) => set('FirstName', e.target.value)} autoComplete="given-name" />
              <TextField id="contact-LastName" label="Last Name" value={values.LastName} error={errors.LastName} onChange={(e) => set('LastName', e.target.value)} autoComplete="family-name" />
              <TextField id="contact-AddressLine1" label="Address" value={values.AddressLine1} error={errors.AddressLine1} onChange={(e) => set('AddressLine1', e.target.value)} autoComplete="address-line1" />
              <TextField id="contact-City" label="City" value={values.City} error={errors.City} onChange={(e) => set('City', e.target.value)} autoComplete="address-level2" />
              <SelectField label="State" value={values.StateId} onChange={(e) => set('StateId', Number(e.target.value))} options={states.map((s) => ({ value: s.id, label: s.name }))} />
              {values.StateId === OTHER_STATE_ID ? (
                <TextField id="contact-OtherState" label="State Other" value={values.OtherState} error={errors.OtherState} onChange={(e) => set('OtherState', e.target.value)} />
              ) : null}
              <TextField id="contact-PostalCode" label="Postal Code" value={values.PostalCode} error={errors.PostalCode} onChange={(e) => set('PostalCode', e.target.value)} autoComplete="postal-code" />
              <TextField id="contact-PrimaryPhone" label="Phone" type="tel" value={values.PrimaryPhone} onChange={(e) => set('PrimaryPhone', e.target.value)} autoComplete="tel" placeholder="+1" />
              <SelectField label="Birth month" value={values.month} onChange={(e) => set('month', Number(e.target.value))} options={MONTHS.map((m, i) => ({ value: i + 1, label: m }))} />
              <SelectField label="Birth day" value={values.day} onChange={(e) => set('day', Number(e.target.value))} options={Array.from({ length: 31 }, (_, i) => ({ value: i + 1, label: String(i + 1) }))} />
              <SelectField label="Birth year" value={values.year} onChange={(e) => set('year', Number(e.target.value))} options={YEARS.map((y) => ({ value: y, label: String(y) }))} />
            </Grid>
            {failure ? <Alert tone="danger">{failure}</Alert> : null}
            <Actions $justify="end">
              <Button type="submit" loading={busy}>
                Save
              </Button>
            </Actions>
          </Form>
        )}
      </Stack>
    </Modal>
  );
}
