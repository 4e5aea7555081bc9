import { ApiError } from '@chorus/client';
import { messages } from '@chorus/core';
import { useState } from 'react';
import { getUsernameCheck } from '../api/signup.ts';

/** accounts.md §8: a duplicate-username message containing 'already exist' opens the Log In / Forgot password modal. */
export const isAlreadyExists = (message: string | null | undefined) => !!message && /already exist/i.test(message);

/**
 * The username check before leaving the Account step (accounts.md §4). Resolves null when the email is free;
 * otherwise the server's message ('Email already exists'), also kept for the email field.
 */
export function useUsernameCheck() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function check(email: string): Promise<string | null> {
    setPending(true);
    setError(null);
    try {
      const res = await getUsernameCheck(email.trim());
      if (res.results.success) return null;
      const message = res.results.message ?? messages.username.taken;
      setError(message);
      return message;
    } catch (err) {
      const message = err instanceof ApiError ? (err.messages[0] ?? messages.generic.error) : messages.generic.error;
      setError(message);
      return message;
    } finally {
      setPending(false);
    }
  }

  return { pending, error, check, clear: () => setError(null) };
}
