import { listSwitchAccounts, switchAccount } from '@chorus/client';
import type { SwitchListResponse, SwitchResponse } from '@chorus/core';
import { apiConfig } from '../../../lib/api-client.ts';

/** `GET /creatorapi/switch`: the accounts this login may act as (roster creators, or the linked manager). */
export function getLinkedAccounts(): Promise<SwitchListResponse> {
  return listSwitchAccounts(apiConfig());
}

/** `POST /creatorapi/switch {contactId}`: the session acts as that contact from now on. */
export function postSwitch(contactId: number): Promise<SwitchResponse> {
  return switchAccount(apiConfig(), contactId);
}
