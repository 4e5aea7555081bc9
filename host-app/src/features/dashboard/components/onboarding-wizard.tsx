import { getInformation, getProfiles, requestChangePaymentInfo, saveInformation, saveMarkets, saveProfile } from '@chorus/client';
import {
  DEFAULT_BIRTHDAY,
  OTHER_STATE_ID,
  accountMessages as am,
  countries,
  homeMessages,
  informationBodyOf,
  isPaymentEmail,
  states,
  type ContactInformation,
  type ContactPlatform,
} from '@chorus/core';
import { Alert, Button, Checkbox, SelectField, Spinner, TextField } from '@chorus/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { Actions, Grid } from '../../../components/form/form-layout.ts';
import { apiConfig } from '../../../lib/api-client.ts';
import { NewHandleFields, emptyHandle, newHandleErrors, type NewHandle } from './new-handle-fields.tsx';

export interface OnboardingDetails {
  FirstName: string;
  LastName: string;
  AddressLine1: string;
  City: string;
  StateId: number;
  OtherState: string;
  PostalCode: string;
  PrimaryPhone: string;
  Birthday: string;
}

export const ONBOARDING_STEPS = ['Your details', 'Payment email', 'Social profiles', 'Top markets', 'Thanks'] as const;

/**
 * Onboarding gating (campaigns.md §5): step 0 needs first name, last name, address, city, state, postal code,
 * phone and a birthday other than the default; step 1 a payment email; step 2 at least one profile; step 3 a
 * country. Otherwise the wizard says 'Fill out all required fields to continue.'
 */
export function onboardingStepComplete(step: number, s: { details: OnboardingDetails; paymentEmail: string; profiles: number; markets: number[] }): boolean {
  const d = s.details;
  if (step === 0)
    return (
      [d.FirstName, d.LastName, d.AddressLine1, d.City, d.PostalCode, d.PrimaryPhone].every((v) => v.trim() !== '') &&
      (d.StateId !== OTHER_STATE_ID || d.OtherState.trim() !== '') &&
      /^\d{4}-\d{2}-\d{2}$/.test(d.Birthday) &&
      d.Birthday !== DEFAULT_BIRTHDAY
    );
  if (step === 1) return isPaymentEmail(s.paymentEmail);
  if (step === 2) return s.profiles > 0;
  if (step === 3) return s.markets.length > 0;
  return true;
}

const detailsOf = (c: ContactInformation): OnboardingDetails => ({
  FirstName: c.FirstName ?? '',
  LastName: c.LastName ?? '',
  AddressLine1: c.AddressLine1 ?? '',
  City: c.City ?? '',
  StateId: c.StateID ?? OTHER_STATE_ID,
  OtherState: c.State_Other ?? '',
  PostalCode: c.PostalCode ?? '',
  PrimaryPhone: c.Phone_Primary ?? '',
  Birthday: c.Birthday ?? '',
});

/** The profile-onboarding wizard (campaigns.md §4, steps 0 to 4): details, payment email, profiles, top markets, thanks. */
export function OnboardingWizard() {
  const [step, setStep] = useState(0);
  const [info, setInfo] = useState<ContactInformation | null>(null);
  const [details, setDetails] = useState<OnboardingDetails | null>(null);
  const [paymentEmail, setPaymentEmail] = useState('');
  const [profiles, setProfiles] = useState<ContactPlatform[]>([]);
  const [handle, setHandle] = useState<NewHandle>(emptyHandle);
  const [handleTried, setHandleTried] = useState(false);
  const [emailTouched, setEmailTouched] = useState(false);
  const [markets, setMarkets] = useState<number[]>([]);
  const [gate, setGate] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    Promise.all([getInformation(apiConfig(), undefined, controller.signal), getProfiles(apiConfig(), undefined, controller.signal)]).then(
      ([i, p]) => {
        setInfo(i.results.ContactInformation);
        setDetails(detailsOf(i.results.ContactInformation));
        setPaymentEmail(i.results.ContactInformation.EmailAddress_Payment ?? '');
        setProfiles(p.results.ContactPlatforms);
        setMarkets(i.results.ContactInformation.TopMarkets);
      },
      () => {
        if (!controller.signal.aborted) setGate('Your details could not be loaded. Please try again later.');
      },
    );
    return () => controller.abort();
  }, []);

  if (!details || !info) return gate ? <Alert tone="danger">{gate}</Alert> : <Spinner />;
  const set = <K extends keyof OnboardingDetails>(key: K, value: OnboardingDetails[K]) => setDetails({ ...details, [key]: value });

  // A failed details step is an information save: 'Unsuccessfully updated. Please try again' (campaigns.md §8). The
  // payment email and markets steps say the server's message (it says which address or country it refused).
  const save = async () => {
    if (step === 0)
      await saveInformation(apiConfig(), {
        ...informationBodyOf(info),
        ...details,
        OtherState: details.StateId === OTHER_STATE_ID ? details.OtherState : '',
      }).catch(() => {
        throw new Error(am.contactFailed);
      });
    if (step === 1 && paymentEmail.trim().toLowerCase() !== (info.EmailAddress_Payment ?? '').toLowerCase())
      await requestChangePaymentInfo(apiConfig(), paymentEmail.trim());
    if (step === 3) await saveMarkets(apiConfig(), markets);
  };

  const next = async (event: FormEvent) => {
    event.preventDefault();
    if (!onboardingStepComplete(step, { details, paymentEmail, profiles: profiles.length, markets })) {
      if (step === 1) setEmailTouched(true);
      setGate(homeMessages.fillRequired);
      return;
    }
    setGate(null);
    setBusy(true);
    try {
      await save();
      setStep(step + 1);
    } catch (e) {
      setGate(e instanceof Error ? e.message : 'An error has occured.');
    } finally {
      setBusy(false);
    }
  };

  const addHandle = async () => {
    setHandleTried(true);
    if (Object.keys(newHandleErrors(handle)).length) return;
    setBusy(true);
    try {
      await saveProfile(apiConfig(), { Handle: handle.handle.trim(), PlatformID: handle.platformId, Followers: 0, Rate: handle.rate.trim(), BrandRate: handle.brandRate.trim() });
      setProfiles((await getProfiles(apiConfig())).results.ContactPlatforms);
      setHandle(emptyHandle());
      setHandleTried(false);
      setGate(null);
    } catch (e) {
      setGate(e instanceof Error ? e.message : 'An error has occured.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void next(e)} style={{ display: 'flex', flexDirection: 'column', gap: 16, maxWidth: 680 }}>
      <h2>
        Step {step + 1} of {ONBOARDING_STEPS.length}: {ONBOARDING_STEPS[step]}
      </h2>
      {step === 0 ? (
        <Grid>
          <TextField label="First Name" value={details.FirstName} onChange={(e) => set('FirstName', e.target.value)} />
          <TextField label="Last Name" value={details.LastName} onChange={(e) => set('LastName', e.target.value)} />
          <TextField label="Address" value={details.AddressLine1} onChange={(e) => set('AddressLine1', e.target.value)} />
          <TextField label="City" value={details.City} onChange={(e) => set('City', e.target.value)} />
          <SelectField label="State" value={details.StateId} onChange={(e) => set('StateId', Number(e.target.value))} options={states.map((s) => ({ value: s.id, label: s.name }))} />
          {details.StateId === OTHER_STATE_ID ? <TextField label="State Other" value={details.OtherState} onChange={(e) => set('OtherState', e.target.value)} /> : null}
          <TextField label="Postal Code" value={details.PostalCode} onChange={(e) => set('PostalCode', e.target.value)} />
          <TextField label="Phone" type="tel" placeholder="+1" value={details.PrimaryPhone} onChange={(e) => set('PrimaryPhone', e.target.value)} />
          <TextField label="Birthday" type="date" min="1910-01-01" max="2008-12-31" value={details.Birthday} onChange={(e) => set('Birthday', e.target.value)} />
        </Grid>
      ) : step === 1 ? (
        <TextField
          label="Payment email (PayPal)"
          type="email"
          value={paymentEmail}
          error={(emailTouched || paymentEmail) && !isPaymentEmail(paymentEmail) ? am.email : undefined}
          onBlur={() => setEmailTouched(true)}
          onChange={(e) => setPaymentEmail(e.target.value)}
        />
      ) : step === 2 ? (
        <>
          {profiles.length ? (
            <ul>
              {profiles.map((p) => (
                <li key={p.ContactPlatformID}>
                  {p.Platform}: @{p.Handle}
                </li>
              ))}
            </ul>
          ) : (
            <p>Add at least one social profile.</p>
          )}
          <NewHandleFields value={handle} onChange={setHandle} showErrors={handleTried} />
          <Button type="button" variant="secondary" onClick={() => void addHandle()} loading={busy}>
            Add profile
          </Button>
        </>
      ) : step === 3 ? (
        <fieldset style={{ border: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 8, maxHeight: 360, overflow: 'auto' }}>
          <legend>Where are most of your followers?</legend>
          {countries.map((c) => (
            <Checkbox
              key={c.id}
              label={c.name}
              checked={markets.includes(c.id)}
              onChange={(e) => setMarkets(e.target.checked ? [...markets, c.id] : markets.filter((m) => m !== c.id))}
            />
          ))}
        </fieldset>
      ) : (
        <p>Thanks! Your profile is ready: campaign invitations will show up on your dashboard.</p>
      )}
      {gate ? <Alert tone="danger">{gate}</Alert> : null}
      {step < 4 ? (
        <Actions $justify="end">
          {step > 0 ? (
            <Button variant="secondary" type="button" onClick={() => setStep(step - 1)}>
              Back
            </Button>
          ) : null}
          <Button type="submit" loading={busy}>
            Next
          </Button>
        </Actions>
      ) : null}
    </form>
  );
}
