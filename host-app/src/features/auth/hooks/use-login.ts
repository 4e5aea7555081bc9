import { ApiError } from '@chorus/client';
import { messages, type LoginBody } from '@chorus/core';
import { useState } from 'react';
import { useSessionStore } from '../../../lib/session.tsx';
import { postLogin } from '../api/login.ts';

export type LoginFieldErrors = Partial<Record<'username' | 'password', string>>;

export interface LoginState {
  pending: boolean;
  /** The first server message, shown with the "Having trouble logging in?" line (accounts.md §8). */
  error: string | null;
  fieldErrors: LoginFieldErrors;
  /** Login step 2: the login is a username, so an email is asked for before going on (`finish` signs in). */
  linkEmail: { token: string; finish: () => void } | null;
}

let contract: Promise<typeof import('../api/login-contract.ts')> | undefined;
/** The contract's chunk, loaded once (and asked for again after a failed load). */
function loadContract() {
  contract ??= import('../api/login-contract.ts').catch((err: unknown) => {
    contract = undefined;
    throw err;
  });
  return contract;
}

/**
 * Validates with the shared contract, logs in, and hands the contact to the session (which triggers the redirect).
 * `prepare` loads the contract ahead of the submit (the form calls it when first focused).
 */
export function useLogin() {
  const session = useSessionStore();
  const [state, setState] = useState<LoginState>({ pending: false, error: null, fieldErrors: {}, linkEmail: null });

  async function submit(input: LoginBody): Promise<void> {
    let loginBody;
    try {
      ({ loginBody } = await loadContract());
    } catch {
      setState({ pending: false, error: messages.generic.error, fieldErrors: {}, linkEmail: null });
      return;
    }
    const parsed = loginBody.safeParse(input);
    if (!parsed.success) {
      const fieldErrors: LoginFieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'username' || field === 'password') && !fieldErrors[field]) fieldErrors[field] = issue.message;
      }
      setState({ pending: false, error: null, fieldErrors, linkEmail: null });
      return;
    }
    setState({ pending: true, error: null, fieldErrors: {}, linkEmail: null });
    try {
      const response = await postLogin(parsed.data);
      const finish = () => session.signIn(response.contactDetail, response.data.token);
      if (response.data.linkEmail)
        setState({ pending: false, error: null, fieldErrors: {}, linkEmail: { token: response.data.token, finish } });
      else finish();
    } catch (err) {
      const message =
        err instanceof ApiError ? (err.messages[0] ?? messages.login.invalidCredentials) : messages.generic.error;
      setState({ pending: false, error: message, fieldErrors: {}, linkEmail: null });
    }
  }

  return { ...state, submit, prepare: () => void loadContract().catch(() => {}) };
}
