import { ApiError, existingHandlesOf } from '@chorus/client';
import { messages, signupMessages, type ExistingHandle } from '@chorus/core';
import { Alert, Button, FieldError, TextField } from '@chorus/ui';
import { Plus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Actions, Grid } from '../../../components/form/form-layout.ts';
import { postSaveManager } from '../api/signup.ts';
import { useStepFocus } from '../hooks/use-step-focus.ts';
import { useTeamEmail } from '../../../hooks/use-team-email.ts';
import { useTouched } from '../hooks/use-touched.ts';
import { isAlreadyExists, useUsernameCheck } from '../hooks/use-username-check.ts';
import {
  accountErrors,
  hasErrors,
  managerPersonalErrors,
  rosterCreatorPayload,
  type ManagerPersonalValues,
  type RosterCreatorValues,
} from '../validation.ts';
import { AccountExistsDialog } from './account-exists-dialog.tsx';
import { AddCreatorDialog } from './add-creator-dialog.tsx';
import { PasswordChecklist } from './password-checklist.tsx';
import { AllowTextBox } from './personal-fields.tsx';
import { RosterTable } from './roster-table.tsx';
import { StepIndicator } from './step-indicator.tsx';
import { HandlesAlert, Step, useFocusFirstInvalid, useFormRef } from './wizard-parts.tsx';

export const ONBOARDING_STEPS = ['Account', 'Personal', 'Creators', 'Finish'] as const;

/** The invitation the form was opened with (checked by ManagerInviteGate) and who asked for access. */
export interface ManagerInvite {
  inviteToken: string;
  inviteId: number;
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * Manager onboarding at /manageronboarding (accounts.md §2): Account, Personal, Creators (the roster table with
 * Add Creator, edit and delete), Finish. The server creates the manager, the roster and its handles at once; taken
 * handles are listed with the spec's conflict message. Opened with the team's invitation (ManagerInviteGate),
 * which it sends along.
 */
export function ManagerOnboarding({ invite }: { invite: ManagerInvite }) {
  const [step, setStep] = useState(0);
  const [account, setAccount] = useState({ email: invite.email, password: '', passwordConfirm: '' });
  const [personal, setPersonal] = useState<ManagerPersonalValues>({
    firstName: invite.firstName,
    lastName: invite.lastName,
    paymentEmail: '',
    primaryPhone: '',
    company: '',
    AllowText: false,
  });
  const [creators, setCreators] = useState<RosterCreatorValues[]>([]);
  const [editing, setEditing] = useState<{ open: boolean; creator: RosterCreatorValues | null }>({ open: false, creator: null });
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<{ message: string; handles: ExistingHandle[] } | null>(null);
  const [finishMessage, setFinishMessage] = useState<string | null>(null);
  const [existsOpen, setExistsOpen] = useState(false);
  const username = useUsernameCheck();
  const teamEmail = useTeamEmail();
  const { touch, shown, showAll, reset } = useTouched();
  const headingRef = useStepFocus<HTMLHeadingElement>(step);
  const formRef = useFormRef();
  const focusInvalid = useFocusFirstInvalid(formRef);
  const rulesId = useId();

  const aErrors = accountErrors(account);
  const pErrors = managerPersonalErrors(personal);
  const aErr = (name: keyof typeof aErrors) => (shown(name) ? aErrors[name] : undefined);
  const pErr = (name: keyof typeof pErrors) => (shown(name) ? pErrors[name] : undefined);
  const setP = (patch: Partial<ManagerPersonalValues>) => setPersonal((v) => ({ ...v, ...patch }));
  const stepValid = [!hasErrors(aErrors), !hasErrors(pErrors), creators.length > 0][step] ?? true;

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
    go(1);
  }

  async function submitRoster() {
    if (!creators.length) return refuse();
    setPending(true);
    setFailure(null);
    try {
      const res = await postSaveManager({
        inviteToken: invite.inviteToken,
        inviteId: invite.inviteId,
        primaryEmail: account.email.trim(),
        password: account.password,
        passwordConfirm: account.passwordConfirm,
        firstName: personal.firstName,
        lastName: personal.lastName,
        paymentEmail: personal.paymentEmail,
        primaryPhone: personal.primaryPhone,
        company: personal.company,
        AllowText: personal.AllowText,
        creators: creators.map(rosterCreatorPayload),
      });
      setFinishMessage(res.data.message || signupMessages.success);
      go(3);
    } catch (err) {
      const handles = existingHandlesOf(err);
      const first = err instanceof ApiError ? err.messages[0] : undefined;
      if (isAlreadyExists(first)) setExistsOpen(true);
      // accounts.md §8: an unsuccessful answer shows its message plus the failure text; anything else the failure text.
      const failureText = signupMessages.managerFailure(teamEmail ?? 'our team');
      setFailure({ message: first && err instanceof ApiError && err.status < 500 ? `${first} ${failureText}` : failureText, handles });
      focusInvalid();
    } finally {
      setPending(false);
    }
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (pending || username.pending) return;
    if (step === 0) void submitAccount();
    else if (step === 1) {
      if (hasErrors(pErrors)) refuse();
      else go(2);
    } else if (step === 2) void submitRoster();
  };

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
      <h1>Manager Onboarding</h1>
      <StepIndicator steps={ONBOARDING_STEPS} current={step} label="Onboarding progress" />
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Manager onboarding">
        {step === 0 ? (
          <Step title="Account" headingRef={headingRef}>
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
            <TextField
              label="Password"
              type="password"
              autoComplete="new-password"
              value={account.password}
              onChange={(e) => setAccount((a) => ({ ...a, password: e.target.value }))}
              onBlur={() => touch('password')}
              aria-describedby={rulesId}
              error={aErr('password')}
            />
            <PasswordChecklist id={rulesId} password={account.password} />
            <TextField
              label="Confirm Password"
              type="password"
              autoComplete="new-password"
              value={account.passwordConfirm}
              onChange={(e) => setAccount((a) => ({ ...a, passwordConfirm: e.target.value }))}
              onBlur={() => touch('passwordConfirm')}
              error={aErr('passwordConfirm')}
            />
            <Actions $justify="between">
              <span />
              {nextButton('Next')}
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
              <TextField
                label="PayPal Email"
                type="email"
                hint="Where we send your payments."
                value={personal.paymentEmail}
                onChange={(e) => setP({ paymentEmail: e.target.value })}
                onBlur={() => touch('paymentEmail')}
                error={pErr('paymentEmail')}
              />
              <TextField
                label="Phone"
                type="tel"
                autoComplete="tel"
                value={personal.primaryPhone}
                onChange={(e) => setP({ primaryPhone: e.target.value })}
                onBlur={() => touch('primaryPhone')}
                error={pErr('primaryPhone')}
              />
              <TextField
                label="Company"
                autoComplete="organization"
                value={personal.company}
                onChange={(e) => setP({ company: e.target.value })}
                onBlur={() => touch('company')}
                error={pErr('company')}
              />
            </Grid>
            <AllowTextBox checked={personal.AllowText} onChange={(v) => setP({ AllowText: v })} />
            <Actions $justify="between">
              {back(0)}
              {nextButton('Next')}
            </Actions>
          </Step>
        ) : null}

        {step === 2 ? (
          <Step title="Creators" headingRef={headingRef}>
            <h3>Creator Roster</h3>
            {creators.length ? (
              <RosterTable
                creators={creators}
                onEdit={(creator) => setEditing({ open: true, creator })}
                onDelete={(creator) => setCreators((list) => list.filter((c) => c.key !== creator.key))}
              />
            ) : (
              <FieldError role={shown('creators') ? 'alert' : undefined}>{signupMessages.addCreator}</FieldError>
            )}
            <div>
              <Button type="button" variant="secondary" onClick={() => setEditing({ open: true, creator: null })}>
                <Plus size={16} aria-hidden="true" /> Add Creator
              </Button>
            </div>
            {failure ? <HandlesAlert tone="danger" role="alert" message={failure.message} handles={failure.handles} /> : null}
            <Actions $justify="between">
              {back(1)}
              {nextButton('Submit')}
            </Actions>
          </Step>
        ) : null}

        {step === 3 ? (
          <Step title={signupMessages.successTitle} headingRef={headingRef}>
            <Alert tone="success">{finishMessage}</Alert>
            <Actions $justify="between">
              <Link to="/login">Go to Log In</Link>
            </Actions>
          </Step>
        ) : null}
      </form>
      <AddCreatorDialog
        open={editing.open}
        initial={editing.creator}
        onClose={() => setEditing({ open: false, creator: null })}
        onSave={(creator) => {
          setCreators((list) => (list.some((c) => c.key === creator.key) ? list.map((c) => (c.key === creator.key ? creator : c)) : [...list, creator]));
          setEditing({ open: false, creator: null });
        }}
      />
      <AccountExistsDialog open={existsOpen} onClose={() => setExistsOpen(false)} message={username.error ?? messages.username.taken} />
    </>
  );
}
