import { ApiError } from '@chorus/client';
import { messages } from '@chorus/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSessionStore } from '../../../lib/session.tsx';
import { postSwitch } from '../api/switch.ts';

/** Switches the session to another linked contact and shows that contact's dashboard. */
export function useSwitchAccount() {
  const session = useSessionStore();
  const navigate = useNavigate();
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function switchTo(contactId: number): Promise<boolean> {
    setPendingId(contactId);
    setError(null);
    try {
      const response = await postSwitch(contactId);
      session.updateContact(response.results.contactDetail);
      navigate('/dashboard');
      return true;
    } catch (err) {
      setError(err instanceof ApiError ? (err.messages[0] ?? messages.generic.error) : messages.generic.error);
      return false;
    } finally {
      setPendingId(null);
    }
  }

  return { switchTo, pendingId, error, clearError: () => setError(null) };
}
