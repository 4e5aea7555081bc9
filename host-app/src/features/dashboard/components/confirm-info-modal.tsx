import { confirmInfo, getInformation, getProfiles } from '@chorus/client';
import { OTHER_STATE_ID, accountMessages as am, countries, homeMessages, isPaymentEmail, states, type ContactPlatform } from '@chorus/core';
import { Alert, Button, Modal, SelectField, Spinner, TextField } from '@chorus/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { Actions, Form, Grid, Stack } from '../../../components/form/form-layout.ts';
import { apiConfig } from '../../../lib/api-client.ts';
import { NewHandleFields, emptyHandle, newHandleErrors, type NewHandle } from './new-handle-fields.tsx';

interface Info {
  FirstName: string;
  LastName: string;
  Address: string;
  City: string;
  StateID: number;
  OtherState: string;
  PostalCode: string;
  CountryID: number;
}

const STEP_TITLES = ['Confirm your details', 'Payment email', 'Your social profiles', 'Check your email'];
/** The steps the creator fills (campaigns.md §4: info, payment email, profiles); step 3 is the email notice. */
const FILL_STEPS = 3;

/**
 * Step gating (campaigns.md §5): what each step needs before Next. On the profiles step a handle being added
 * (anything typed in it) must be complete, rates included; without one the creator needs a profile already.
 */
export function confirmStepComplete(step: number, info: Info, paymentEmail: string, profiles: number, newHandle: NewHandle): boolean {
  if (step === 0)
    return [info.FirstName, info.LastName, info.Address, info.City, info.PostalCode].every((v) => v.trim() !== '') && (info.StateID !== OTHER_STATE_ID || info.OtherState.trim() !== '');
  if (step === 1) return isPaymentEmail(paymentEmail);
  if (step === 2) return adding(newHandle) ? Object.keys(newHandleErrors(newHandle)).length === 0 : profiles > 0;
  return true;
}

const adding = (h: NewHandle) => [h.handle, h.rate, h.brandRate].some((v) => v.trim() !== '');

export interface ConfirmInfoModalProps {
  onDone: () => void;
  onLater: () => void;
}

/**
 * The confirm-info modal and its wizard (campaigns.md §4): details, payment email, profiles, then (only when the
 * payment email changed) the note to follow the confirmation link. One POST confirm-info saves it all.
 */
export function ConfirmInfoModal({ onDone, onLater }: ConfirmInfoModalProps) {
  const [started, setStarted] = useState(false);
  const [step, setStep] = useState(0);
  const [info, setInfo] = useState<Info | null>(null);
  const [originalEmail, setOriginalEmail] = useState('');
  const [paymentEmail, setPaymentEmail] = useState('');
  const [profiles, setProfiles] = useState<ContactPlatform[]>([]);
  const [newHandle, setNewHandle] = useState<NewHandle>(emptyHandle);
  const [handleTried, setHandleTried] = useState(false);
  const [gate, setGate] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!started) return;
    const controller = new AbortController();
    Promise.all([getInformation(apiConfig(), undefined, controller.signal), getProfiles(apiConfig(), undefined, controller.signal)]).then(
      ([i, p]) => {
        const c = i.results.ContactInformation;
        setInfo({
          FirstName: c.FirstName ?? '',
          LastName: c.LastName ?? '',
          Address: c.AddressLine1 ?? '',
          City: c.City ?? '',
          StateID: c.StateID ?? OTHER_STATE_ID,
          OtherState: c.State_Other ?? '',
          PostalCode: c.PostalCode ?? '',
          CountryID: c.CountryID ?? 1,
        });
        setOriginalEmail(c.EmailAddress_Payment ?? '');
        setPaymentEmail(c.EmailAddress_Payment ?? '');
        setProfiles(p.results.ContactPlatforms);
      },
      () => {
        if (!controller.signal.aborted) setFailure('Your details could not be loaded. Please try again later.');
      },
    );
    return () => controller.abort();
  }, [started]);

  const set = <K extends keyof Info>(key: K, value: Info[K]) => setInfo((v) => (v ? { ...v, [key]: value } : v));
  const emailChanged = paymentEmail.trim().toLowerCase() !== originalEmail.trim().toLowerCase();

  const submit = async () => {
    if (!info) return;
    setBusy(true);
    setFailure(null);
    try {
      await confirmInfo(apiConfig(), {
        ...info,
        PaymentEmail: paymentEmail.trim(),
        profileArray: adding(newHandle)
          ? [{ handle: newHandle.handle.trim(), platformId: newHandle.platformId, rate: newHandle.rate.trim(), brandRate: newHandle.brandRate.trim() }]
          : [],
      });
      if (emailChanged) setStep(3);
      else onDone();
    } catch (e) {
      // Confirm-info failure: the first server message (campaigns.md §8).
      setFailure(e instanceof Error ? e.message : 'An error has occured.');
    } finally {
      setBusy(false);
    }
  };

  const next = (event: FormEvent) => {
    event.preventDefault();
    if (!info) return;
    if (!confirmStepComplete(step, info, paymentEmail, profiles.length, newHandle)) {
      if (step === 2 && adding(newHandle)) setHandleTried(true);
      setGate(homeMessages.fillRequired);
      return;
    }
    setGate(null);
    if (step === 2) void submit();
    else setStep(step + 1);
  };

  if (!started)
    return (
      <Modal
        open
        title="Is your information up to date?"
        onClose={onLater}
        data-testid="confirm-info-modal"
        footer={
          <>
            <Button variant="secondary" type="button" onClick={onLater}>
              Later
            </Button>
            <Button type="button" onClick={() => setStarted(true)}>
              Confirm my information
            </Button>
          </>
        }
      >
        <p>Please take a minute to confirm your details, payment email and social profiles so we can keep paying you.</p>
      </Modal>
    );

  return (
    // Three steps to fill, always 'of 3' (issue 24: the count grew to 4 as a payment email was typed, then shrank
    // again); the note to follow the confirmation link, shown only when the payment email changed, is the wizard's
    // end, not a step to count.
    <Modal open title={step < FILL_STEPS ? `${STEP_TITLES[step]} (step ${step + 1} of ${FILL_STEPS})` : STEP_TITLES[step]} onClose={step === 3 ? onDone : onLater} data-testid="confirm-info-modal">
      {!info ? (
        failure ? <Alert tone="danger">{failure}</Alert> : <Spinner />
      ) : step === 3 ? (
        <Stack>
          <p>We emailed a confirmation link to {paymentEmail}. Your payment email changes once you follow it.</p>
          <Actions $justify="end">
            <Button type="button" onClick={onDone}>
              Done
            </Button>
          </Actions>
        </Stack>
      ) : (
        <Form noValidate onSubmit={next}>
          {step === 0 ? (
            <Grid>
              <TextField label="First Name" value={info.FirstName} onChange={(e) => set('FirstName', e.target.value)} />
              <TextField label="Last Name" value={info.LastName} onChange={(e) => set('LastName', e.target.value)} />
              <TextField label="Address" value={info.Address} onChange={(e) => set('Address', e.target.value)} />
              <TextField label="City" value={info.City} onChange={(e) => set('City', e.target.value)} />
              <SelectField label="State" value={info.StateID} onChange={(e) => set('StateID', Number(e.target.value))} options={states.map((s) => ({ value: s.id, label: s.name }))} />
              {info.StateID === OTHER_STATE_ID ? <TextField label="State Other" value={info.OtherState} onChange={(e) => set('OtherState', e.target.value)} /> : null}
              <TextField label="Postal Code" value={info.PostalCode} onChange={(e) => set('PostalCode', e.target.value)} />
              <SelectField label="Country" value={info.CountryID} onChange={(e) => set('CountryID', Number(e.target.value))} options={countries.map((c) => ({ value: c.id, label: c.name }))} />
            </Grid>
          ) : step === 1 ? (
            <TextField
              label="Payment email (PayPal)"
              type="email"
              value={paymentEmail}
              error={paymentEmail && !isPaymentEmail(paymentEmail) ? am.email : undefined}
              onChange={(e) => setPaymentEmail(e.target.value)}
            />
          ) : (
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
                <p>You have no social profiles yet: add one.</p>
              )}
              <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
                <legend>{profiles.length ? 'Add a handle (optional)' : 'Add a handle'}</legend>
                <NewHandleFields value={newHandle} onChange={setNewHandle} showErrors={handleTried} />
              </fieldset>
            </>
          )}
          {gate ? <Alert tone="danger">{gate}</Alert> : null}
          {failure ? <Alert tone="danger">{failure}</Alert> : null}
          <Actions $justify="end">
            {step > 0 ? (
              <Button variant="secondary" type="button" onClick={() => setStep(step - 1)}>
                Back
              </Button>
            ) : null}
            <Button type="submit" loading={busy}>
              {step === 2 ? 'Confirm' : 'Next'}
            </Button>
          </Actions>
        </Form>
      )}
    </Modal>
  );
}
