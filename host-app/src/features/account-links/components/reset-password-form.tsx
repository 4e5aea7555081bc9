import { ApiError } from '@chorus/client';
import { messages, resetPasswordProblems, type MagicLinkQuery } from '@chorus/core';
import { Alert, Button, TextField } from '@chorus/ui';
import { useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { postVerifyLink } from '../api/account-links.ts';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 18px;
`;

const m = messages.accountLinks;

export interface ResetPasswordFormProps {
  link: MagicLinkQuery;
  /** After the reset: where the server says to go (/login?reset_success=true). */
  onDone: (redirect: string) => void;
}

/** New password and confirmation, checked with the reset rules of accounts.md §5 before the link is used. */
export function ResetPasswordForm({ link, onDone }: ResetPasswordFormProps) {
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = resetPasswordProblems(newPassword, confirmPassword);
    const confirmProblems: string[] = [m.password.confirmationRequired, m.password.mismatch];
    const password = problems.filter((p) => !confirmProblems.includes(p));
    const confirm = problems.filter((p) => confirmProblems.includes(p));
    setErrors({ password: password.join(' ') || undefined, confirm: confirm.join(' ') || undefined });
    if (problems.length) return;
    setPending(true);
    setFailure(null);
    try {
      const answer = await postVerifyLink(link, { newPassword, confirmPassword });
      onDone(answer.redirect_url ?? '/login?reset_success=true');
    } catch (err) {
      setFailure(err instanceof ApiError ? (err.messages[0] ?? m.resetError) : m.resetRetry);
      setPending(false);
    }
  };

  return (
    <Form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Choose a new password">
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      <TextField
        label="New password"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters, with an upper and a lower case letter, a digit and one of @$!%*?&#"
        value={newPassword}
        onChange={(event) => setNewPassword(event.target.value)}
        error={errors.password}
        required
      />
      <TextField
        label="Confirm password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={confirmPassword}
        onChange={(event) => setConfirmPassword(event.target.value)}
        error={errors.confirm}
        required
      />
      <Button type="submit" size="lg" fullWidth loading={pending}>
        {pending ? 'Saving…' : 'Reset Password'}
      </Button>
    </Form>
  );
}
