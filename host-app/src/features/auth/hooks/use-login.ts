import { ApiError } from '@chorus/client';
import { loginBody, messages, type LoginBody } from '@chorus/core';
import { useState } from 'react';
import { useSessionStore } from '../../../lib/session.tsx';
import { postLogin } from '../api/login.ts';

export type LoginFieldErrors = Partial<Record<'username' | 'password', string>>;

export interface LoginState {
  pending: boolean;
  /** The first server message, shown with the "Having trouble logging in?" line (accounts.md §8). */
  error: string | null;
  fieldErrors: LoginFieldErrors;
}

/** Validates with the shared contract, logs in, and hands the contact to the session (which triggers the redirect). */
export function useLogin() {
  const session = useSessionStore();
  const [state, setState] = useState<LoginState>({ pending: false, error: null, fieldErrors: {} });

  async function submit(input: LoginBody): Promise<void> {
    const parsed = loginBody.safeParse(input);
    if (!parsed.success) {
      const fieldErrors: LoginFieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'username' || field === 'password') && !fieldErrors[field]) fieldErrors[field] = issue.message;
      }
      setState({ pending: false, error: null, fieldErrors });
      return;
    }
    setState({ pending: true, error: null, fieldErrors: {} });
    try {
      const response = await postLogin(parsed.data);
      session.signIn(response.contactDetail, response.data.token);
    } catch (err) {
      const message =
        err instanceof ApiError ? (err.messages[0] ?? messages.login.invalidCredentials) : messages.generic.error;
      setState({ pending: false, error: message, fieldErrors: {} });
    }
  }

  return { ...state, submit };
}
