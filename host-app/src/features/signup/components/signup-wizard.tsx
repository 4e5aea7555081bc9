import { ApiError, existingHandlesOf } from '@chorus/client';
import { messages, SIGNUP_BIRTH_YEARS, signupMessages, type ExistingHandle } from '@chorus/core';
import { Alert, Button, buttonStyles, TextField, type ButtonStyleProps } from '@chorus/ui';
import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { Actions, Grid } from '../../../components/form/form-layout.ts';
import { postSaveCreator } from '../api/signup.ts';
import { useStepFocus } from '../hooks/use-step-focus.ts';
import { useTouched } from '../hooks/use-touched.ts';
import { isAlreadyExists, useUsernameCheck } from '../hooks/use-username-check.ts';
import {
  accountErrors,
  emptyPersonal,
  hasErrors,
  newProfile,
  personalErrors,
  stripAt,
  stripDollar,
  type PersonalValues,
  type ProfileValues,
} from '../validation.ts';
import { AccountExistsDialog } from './account-exists-dialog.tsx';
import { PasswordChecklist } from './password-checklist.tsx';
import { AddressFields, AllowTextBox, IdentityFields } from './personal-fields.tsx';
import { ProfilesEditor, profilesValid } from './profiles-editor.tsx';
import { StepIndicator } from './step-indicator.tsx';
import { HandlesAlert, Fieldset, Step, useFocusFirstInvalid, useFormRef } from './wizard-parts.tsx';

export const SIGNUP_STEPS = ['Account', 'Personal', 'Profiles', 'Finish'] as const;
/** A manager's access request skips Personal and Profiles: its progress shows only the steps it has. */
export const MANAGER_REQUEST_STEPS = ['Account', 'Finish'] as const;

type AccountType = 'creator' | 'manager';

const LinkButton = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

/**
 * The creator sign-up wizard at /hello (accounts.md §2, §4, §5): Account, Personal, Profiles, Finish. Next moves on
 * only when the step is valid; the email is checked before leaving Account; a manager asks for access from the
 * first step and goes straight to Finish. `?email=` prefills the email; `?contest=` (any value) marks a visitor sent
 * from a contest, who is warned to use the contest's email.
 */
export function SignupWizard() {
  const [params] = useSearchParams();
  const fromContest = params.has('contest');
  const [step, setStep] = useState(0);
  const [type, setType] = useState<AccountType>('creator');
  const [account, setAccount] = useState({ email: params.get('email') ?? '', password: '', passwordConfirm: '' });
  const [personal, setPersonal] = useState<PersonalValues>(emptyPersonal);
  const [profiles, setProfiles] = useState<ProfileValues[]>(() => [newProfile()]);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<{ message: string; handles: ExistingHandle[] } | null>(null);
  const [finish, setFinish] = useState<{ title: string; message: string } | null>(null);
  const [existsOpen, setExistsOpen] = useState(false);
  const username = useUsernameCheck();
  const { touch, shown, showAll, reset } = useTouched();
  const headingRef = useStepFocus<HTMLHeadingElement>(step);
  const formRef = useFormRef();
  const focusInvalid = useFocusFirstInvalid(formRef);
  const ids = { rules: useId(), profiles: useId() };

  const isManager = type === 'manager';
  const aErrors = accountErrors(account, !isManager);
  const pErrors = personalErrors(personal);
  const profilesError = profiles.length === 0 ? signupMessages.profiles : null;

  const go = (next: number) => {
    reset();
    setFailure(null);
    setStep(next);
  };
  const refuse = () => {
    showAll();
    focusInvalid();
  };

  async function submitAccount() {
    if (hasErrors(aErrors)) return refuse();
    const taken = await username.check(account.email);
    if (taken) {
      if (isAlreadyExists(taken)) setExistsOpen(true);
      else focusInvalid();
      return;
    }
    if (!isManager) return go(1);
    await save({ isManager: true, username: account.email.trim() });
  }

  async function save(body: Parameters<typeof postSaveCreator>[0]) {
    setPending(true);
    setFailure(null);
    try {
      const res = await postSaveCreator(body);
      setFinish({
        title: isManager ? 'Request Sent!' : signupMessages.successTitle,
        message: res.data.message || (isManager ? signupMessages.managerRequest : signupMessages.success),
      });
      go(3);
    } catch (err) {
      const message = err instanceof ApiError ? (err.messages[0] ?? messages.generic.error) : messages.generic.error;
      if (isAlreadyExists(message)) setExistsOpen(true);
      setFailure({ message, handles: existingHandlesOf(err) });
      focusInvalid();
    } finally {
      setPending(false);
    }
  }

  async function submitProfiles() {
    if (!profilesValid(profiles)) return refuse();
    await save({
      isManager: false,
      username: account.email.trim(),
      email: account.email.trim(),
      password: account.password,
      passwordConfirm: account.passwordConfirm,
      firstName: personal.firstName,
      lastName: personal.lastName,
      addressLine1: personal.addressLine1,
      city: personal.city,
      stateId: personal.stateId,
      postalCode: personal.postalCode,
      countryId: personal.countryId,
      paymentEmail: personal.paymentEmail,
      mobilePhone: personal.mobilePhone,
      primaryPhone: personal.mobilePhone,
      AllowText: personal.AllowText,
      birthday: personal.birthday,
      genderIdentityId: personal.genderIdentityId,
      sexualOrientationId: personal.sexualOrientationId,
      profileArray: profiles.map((p) => ({
        handle: stripAt(p.handle),
        platformId: p.platformId,
        followers: Number(p.followers),
        rate: stripDollar(p.rate),
        brandRate: stripDollar(p.brandRate),
      })),
    });
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (pending || username.pending) return;
    if (step === 0) void submitAccount();
    else if (step === 1) {
      if (hasErrors(pErrors)) refuse();
      else go(2);
    } else if (step === 2) void submitProfiles();
  };

  const aErr = (name: keyof typeof aErrors) => (shown(name) ? aErrors[name] : undefined);
  const pErr = (name: keyof typeof pErrors) => (shown(name) ? pErrors[name] : undefined);
  const setP = (patch: Partial<PersonalValues>) => setPersonal((v) => ({ ...v, ...patch }));
  const stepValid = [!hasErrors(aErrors), !hasErrors(pErrors), profilesValid(profiles)][step] ?? true;

  const failureAlert = failure ? <HandlesAlert tone="danger" role="alert" message={failure.message} handles={failure.handles} /> : null;

  const nextButton = (label: string) => (
    <Button type="submit" loading={pending || username.pending} aria-disabled={!stepValid || undefined}>
      {label}
    </Button>
  );
  const back = (to: number) => (
    <Button type="button" variant="secondary" onClick={() => go(to)}>
      Back
    </Button>
  );

  return (
    <>
      <h1>Sign Up</h1>
      {isManager ? (
        <StepIndicator steps={MANAGER_REQUEST_STEPS} current={step === 0 ? 0 : MANAGER_REQUEST_STEPS.length - 1} />
      ) : (
        <StepIndicator steps={SIGNUP_STEPS} current={step} />
      )}
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Sign up">
        {step === 0 ? (
          <Step title="Account" headingRef={headingRef}>
            {fromContest ? <Alert tone="warning">{signupMessages.contestEmail}</Alert> : null}
            <Fieldset>
              <legend>I am signing up as</legend>
              <label>
                <input type="radio" name="accountType" checked={!isManager} onChange={() => setType('creator')} />
                Influencer
              </label>
              <label>
                <input type="radio" name="accountType" checked={isManager} onChange={() => setType('manager')} />
                Manager
              </label>
            </Fieldset>
            {isManager ? <p>Manager accounts are by request: leave your email and our team will reach out to set up your roster.</p> : null}
            <TextField
              label="Email"
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              value={account.email}
              onChange={(e) => {
                username.clear();
                setAccount((a) => ({ ...a, email: e.target.value }));
              }}
              onBlur={() => touch('email')}
              error={aErr('email') ?? username.error ?? undefined}
            />
            {!isManager ? (
              <>
                <TextField
                  label="Password"
                  type="password"
                  autoComplete="new-password"
                  value={account.password}
                  onChange={(e) => setAccount((a) => ({ ...a, password: e.target.value }))}
                  onBlur={() => touch('password')}
                  aria-describedby={ids.rules}
                  error={aErr('password')}
                />
                <PasswordChecklist id={ids.rules} password={account.password} />
                <TextField
                  label="Confirm Password"
                  type="password"
                  autoComplete="new-password"
                  value={account.passwordConfirm}
                  onChange={(e) => setAccount((a) => ({ ...a, passwordConfirm: e.target.value }))}
                  onBlur={() => touch('passwordConfirm')}
                  error={aErr('passwordConfirm')}
                />
              </>
            ) : null}
            {failureAlert}
            <Actions $justify="between">
              <span />
              {nextButton(isManager ? 'Request Access' : 'Next')}
            </Actions>
          </Step>
        ) : null}

        {step === 1 ? (
          <Step title="Personal" headingRef={headingRef}>
            <Grid>
              <TextField
                label="First Name"
                autoComplete="given-name"
                value={personal.firstName}
                onChange={(e) => setP({ firstName: e.target.value })}
                onBlur={() => touch('firstName')}
                error={pErr('firstName')}
              />
              <TextField
                label="Last Name"
                autoComplete="family-name"
                value={personal.lastName}
                onChange={(e) => setP({ lastName: e.target.value })}
                onBlur={() => touch('lastName')}
                error={pErr('lastName')}
              />
            </Grid>
            <AddressFields values={personal} set={setP} err={pErr} touch={touch} />
            <Grid>
              <TextField
                label="PayPal Email"
                type="email"
                autoComplete="email"
                hint="Where we send your payments."
                value={personal.paymentEmail}
                onChange={(e) => setP({ paymentEmail: e.target.value })}
                onBlur={() => touch('paymentEmail')}
                error={pErr('paymentEmail')}
              />
              <TextField
                label="Mobile Phone"
                type="tel"
                autoComplete="tel"
                value={personal.mobilePhone}
                onChange={(e) => setP({ mobilePhone: e.target.value })}
                onBlur={() => touch('mobilePhone')}
                error={pErr('mobilePhone')}
              />
            </Grid>
            <AllowTextBox checked={personal.AllowText} onChange={(v) => setP({ AllowText: v })} />
            <IdentityFields
              birthday={personal.birthday}
              genderId={personal.genderIdentityId}
              orientationId={personal.sexualOrientationId}
              years={SIGNUP_BIRTH_YEARS}
              onBirthday={(v) => setP({ birthday: v })}
              onGender={(v) => setP({ genderIdentityId: v })}
              onOrientation={(v) => setP({ sexualOrientationId: v })}
              birthdayError={pErr('birthday')}
              touch={touch}
            />
            <Actions $justify="between">
              {back(0)}
              {nextButton('Next')}
            </Actions>
          </Step>
        ) : null}

        {step === 2 ? (
          <Step title="Profiles" headingRef={headingRef}>
            <p>Add the social media profiles you post on, with what you charge for a song promotion and for a brand promotion.</p>
            <ProfilesEditor
              noun="Profile"
              profiles={profiles}
              onChange={setProfiles}
              shown={shown}
              touch={touch}
              listError={profilesError}
              listErrorId={ids.profiles}
            />
            {failureAlert}
            <Actions $justify="between">
              {back(1)}
              {nextButton('Sign Up')}
            </Actions>
          </Step>
        ) : null}

        {step === 3 && finish ? (
          <Step title={finish.title} headingRef={headingRef}>
            <Alert tone="success">{finish.message}</Alert>
            <Actions $justify="between">
              {/* A creator's next stop (campaigns.md §4): the onboarding wizard, through Log In when signed out. */}
              {isManager ? null : (
                <LinkButton to="/onboarding" $variant="primary" $size="md">
                  Complete your profile
                </LinkButton>
              )}
              <Link to="/login">Go to Log In</Link>
            </Actions>
          </Step>
        ) : null}
      </form>
      <AccountExistsDialog open={existsOpen} onClose={() => setExistsOpen(false)} message={failure?.message ?? username.error ?? messages.username.taken} />
    </>
  );
}
