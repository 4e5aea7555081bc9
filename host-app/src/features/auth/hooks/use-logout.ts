import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { isNativeMode } from '../../../lib/native.ts';
import { useSessionStore } from '../../../lib/session.tsx';
import { postLogout } from '../api/logout.ts';

/**
 * Logs out: asks the server to revoke the token, then — whether or not that worked — forgets the
 * local session and goes to the entry page (campaigns.md §7: "sent to /login even on failure").
 */
export function useLogout(): () => Promise<void> {
  const session = useSessionStore();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await postLogout();
    } catch {
      // The local session ends regardless; a token the server still holds expires on its own.
    }
    session.signOut('logout');
    navigate(isNativeMode() ? '/welcome' : '/login', { replace: true });
  }, [session, navigate]);
}
