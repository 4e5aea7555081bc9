import { OTHER_STATE_ID, ROSTER_BIRTH_YEARS, signupMessages } from '@chorus/core';
import { Button, Modal, TextField } from '@chorus/ui';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Actions, Form, Grid, Stack } from '../../../components/form/form-layout.ts';
import { useStepFocus } from '../hooks/use-step-focus.ts';
import { useTouched } from '../hooks/use-touched.ts';
import { hasErrors, newRosterCreator, rosterInfoErrors, type RosterCreatorValues } from '../validation.ts';
import { AddressFields, IdentityFields } from './personal-fields.tsx';
import { ProfilesEditor, profilesValid } from './profiles-editor.tsx';
import { StepIndicator } from './step-indicator.tsx';
import { StepHeading, useFocusFirstInvalid } from './wizard-parts.tsx';

const STEPS = ['Info', 'Handles'] as const;

export interface AddCreatorDialogProps {
  open: boolean;
  /** The creator being edited, or null to add one. */
  initial: RosterCreatorValues | null;
  onSave: (creator: RosterCreatorValues) => void;
  onClose: () => void;
  /** While the caller saves to the server: the dialog stays open with what was typed. */
  saving?: boolean;
  /** Why the server refused the save (a handle someone holds): shown on the Handles step, every field kept. */
  error?: ReactNode;
}

/** Add Creator (or edit one) in two steps, Info then Handles (accounts.md §2, §4, §5). */
export function AddCreatorDialog({ open, initial, onSave, onClose, saving = false, error }: AddCreatorDialogProps) {
  const [values, setValues] = useState<RosterCreatorValues>(() => initial ?? newRosterCreator());
  const [step, setStep] = useState(0);
  const { touch, shown, showAll, reset } = useTouched();
  const headingRef = useStepFocus<HTMLHeadingElement>(step);
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusFirstInvalid(formRef);

  useEffect(() => {
    if (!open) return;
    setValues(initial ?? newRosterCreator());
    setStep(0);
    reset();
  }, [open, initial, reset]);

  const errors = rosterInfoErrors(values);
  const err = (name: keyof typeof errors) => (shown(name) ? errors[name] : undefined);
  const set = (patch: Partial<RosterCreatorValues>) => setValues((v) => ({ ...v, ...patch }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (step === 0) {
      if (hasErrors(errors)) {
        showAll();
        focusInvalid();
        return;
      }
      reset();
      setStep(1);
      return;
    }
    if (!profilesValid(values.handles)) {
      showAll();
      focusInvalid();
      return;
    }
    onSave(values);
  };

  return (
    <Modal open={open} onClose={onClose} title={initial ? 'Edit Creator' : 'Add Creator'}>
      <Stack>
        <StepIndicator steps={STEPS} current={step} label="Add creator progress" />
        <Form ref={formRef} onSubmit={onSubmit} noValidate aria-label={initial ? 'Edit creator' : 'Add creator'}>
          <StepHeading ref={headingRef} tabIndex={-1}>
            {STEPS[step]}
          </StepHeading>
          {step === 0 ? (
            <>
              <Grid>
                <TextField
                  label="First Name"
                  value={values.firstName}
                  onChange={(e) => set({ firstName: e.target.value })}
                  onBlur={() => touch('firstName')}
                  error={err('firstName')}
                />
                <TextField
                  label="Last Name"
                  value={values.lastName}
                  onChange={(e) => set({ lastName: e.target.value })}
                  onBlur={() => touch('lastName')}
                  error={err('lastName')}
                />
              </Grid>
              <AddressFields values={values} set={set} err={err} touch={touch} />
              {values.stateId === OTHER_STATE_ID ? (
                <TextField
                  label="State (if not listed)"
                  value={values.stateOther}
                  onChange={(e) => set({ stateOther: e.target.value })}
                  onBlur={() => touch('stateOther')}
                  error={err('stateOther')}
                />
              ) : null}
              <IdentityFields
                birthday={values.birthday}
                genderId={values.genderId}
                orientationId={values.sexualOrientationId}
                years={ROSTER_BIRTH_YEARS}
                onBirthday={(v) => set({ birthday: v })}
                onGender={(v) => set({ genderId: v })}
                onOrientation={(v) => set({ sexualOrientationId: v })}
                birthdayError={err('birthday')}
                touch={touch}
              />
              <Actions $justify="between">
                <Button type="button" variant="secondary" onClick={onClose}>
                  Cancel
                </Button>
                <Button type="submit">Next</Button>
              </Actions>
            </>
          ) : (
            <>
              <ProfilesEditor
                noun="Handle"
                profiles={values.handles}
                onChange={(handles) => set({ handles })}
                shown={shown}
                touch={touch}
                listError={values.handles.length === 0 ? signupMessages.handles : null}
              />
              {error}
              <Actions $justify="between">
                <Button
                  type="button"
                  variant="secondary"
                  onClick={() => {
                    reset();
                    setStep(0);
                  }}
                >
                  Back
                </Button>
                <Button type="submit" loading={saving}>
                  Save Creator
                </Button>
              </Actions>
            </>
          )}
        </Form>
      </Stack>
    </Modal>
  );
}
