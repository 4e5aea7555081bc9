import { login } from '@chorus/client';
import type { LoginBody, LoginResponse } from '@chorus/core';
import { apiConfig } from '../../../lib/api-client.ts';

/** `POST /creatorapi/auth/login`; on the web the server also sets the HttpOnly `chorus_token` cookie. */
export function postLogin(body: LoginBody): Promise<LoginResponse> {
  return login(apiConfig(), body);
}
