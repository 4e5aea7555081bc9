import * as client from '@chorus/client';
import type { Subject } from '@chorus/client';
import type { NotificationKind } from '@chorus/core';
import { apiConfig } from '../../../lib/api-client.ts';

export type { Subject };

// The account screens' calls (accounts.md §7), each through the app's one client configuration.

export const fetchInformation = (subject?: Subject, signal?: AbortSignal) => client.getInformation(apiConfig(), subject, signal);
export const postInformation = (body: Record<string, unknown>) => client.saveInformation(apiConfig(), body);
export const fetchProfiles = (subject?: Subject, signal?: AbortSignal) => client.getProfiles(apiConfig(), subject, signal);
export const fetchProfile = (ref: { ContactPlatformID: number; UID: string }, subject?: Subject, signal?: AbortSignal) =>
  client.getProfile(apiConfig(), { ...ref, ...subject }, signal);
export const postProfile = (body: Record<string, unknown>) => client.saveProfile(apiConfig(), body);
export const postProfileDelete = (ref: { ContactPlatformID: number; UID: string }, subject?: Subject) =>
  client.deleteProfile(apiConfig(), { ...ref, ...subject });
export const fetchUsername = (signal?: AbortSignal) => client.getUsernameDetail(apiConfig(), signal);
export const postUsername = (username: string, currentPassword: string) => client.updateUsername(apiConfig(), username, currentPassword);
export const postConfirmUsername = (token: string, id: string) => client.confirmUsername(apiConfig(), { token, id });
export const postPassword = (originalPassword: string, newPassword: string) => client.changePassword(apiConfig(), { originalPassword, newPassword });
export const fetchAccounts = (signal?: AbortSignal) => client.getAccounts(apiConfig(), signal);
export const postGrant = (email: string) => client.updateAccounts(apiConfig(), { action: 'add', email });
export const postRemoveGrant = (linkedContactId: number) => client.updateAccounts(apiConfig(), { action: 'remove', linkedContactId });
export const fetchActivity = (page: number, signal?: AbortSignal) => client.getAccountActivity(apiConfig(), page, signal);
export const fetchRoster = (signal?: AbortSignal) => client.getRoster(apiConfig(), signal);
export const postUnlink = (creatorContactId: number) => client.unlinkCreator(apiConfig(), creatorContactId);
export const postCreatorPaymentEmail = (subject: Subject, email: string) => client.setCreatorPaymentEmail(apiConfig(), { ...subject, email });
export const postDeactivate = (confirmation: string) => client.deactivateAccount(apiConfig(), confirmation);
export const fetchTax = (signal?: AbortSignal) => client.getTax(apiConfig(), signal);
export const postTax = (file: File) => client.saveTax(apiConfig(), file, file.name);
export const removeTax = () => client.deleteTax(apiConfig());
export const postPhoto = (file: File) => client.uploadPhoto(apiConfig(), file, file.name);
export const fetchNotificationPreferences = (signal?: AbortSignal) => client.getNotificationPreferences(apiConfig(), signal);
export const putNotificationPreferences = (list: { Kind: NotificationKind; App: boolean; Mail: boolean }[]) => client.saveNotificationPreferences(apiConfig(), list);
export const fetchUnsubscribe = (token: string, signal?: AbortSignal) => client.describeUnsubscribe(apiConfig(), token, signal);
export const postUnsubscribe = (token: string) => client.unsubscribe(apiConfig(), token);
