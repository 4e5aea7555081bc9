import { logout } from '@chorus/client';
import { apiConfig } from '../../../lib/api-client.ts';

/** `POST /creatorapi/auth/logout`: revokes the token and clears the cookie. */
export async function postLogout(): Promise<void> {
  await logout(apiConfig());
}
