import { getTeamContact } from '@chorus/client';
import { useEffect, useState } from 'react';
import { apiConfig } from '../lib/api-client.ts';

// One request per page load, shared by every screen that names the team (the address changes only with the
// server's configuration). A failed request is asked again by the next screen that needs it.
let pending: Promise<string> | null = null;
let known: string | null = null;

function load(): Promise<string> {
  pending ??= getTeamContact(apiConfig()).then(
    (r) => r.results.email,
  ).then(
    (email) => (known = email),
    (err: unknown) => {
      pending = null;
      throw err;
    },
  );
  return pending;
}

/**
 * The team's address (the server's TEAM_EMAIL) for the spec's "contact {email}" lines: the login trouble line,
 * the manager onboarding failure. Null until known (or when the server cannot be reached).
 */
export function useTeamEmail(): string | null {
  const [email, setEmail] = useState(known);
  useEffect(() => {
    if (known) return;
    let live = true;
    load().then(
      (value) => live && setEmail(value),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return email;
}

/** Forgets the cached address (tests). */
export function resetTeamEmail() {
  pending = null;
  known = null;
}
