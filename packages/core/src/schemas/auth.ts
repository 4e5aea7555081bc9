import * as z from 'zod';
import { emailSchema, results } from './common.ts';

export const contactTypes = ['creator', 'manager', 'admin'] as const;
export const contactType = z.enum(contactTypes);
export type ContactType = z.infer<typeof contactType>;

/** Contact detail kept with the token (accounts.md §3, campaigns.md §3). */
export const contactDetail = z.object({
  contactID: z.number().int(),
  contactType,
  contactName: z.string(),
  contactImageUrl: z.string().nullable(),
  talkJsId: z.string(),
  logInUsername: z.string().nullable(),
  /** Set when a manager (or a linked login) acts as another contact; the login that signed in. */
  actorContactID: z.number().int().optional(),
});
export type ContactDetail = z.infer<typeof contactDetail>;

export const loginBody = z.object({
  username: z.string().trim().toLowerCase().min(1, 'Please enter your email').max(254),
  password: z.string().min(1, 'Password is required').max(256),
  rememberMe: z.boolean().optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

export const loginResponse = z.object({
  error: z.boolean(),
  messages: z.array(z.string()),
  data: z.object({ token: z.string() }),
  contactDetail,
});
export type LoginResponse = z.infer<typeof loginResponse>;

export const checkResponse = results({ contactDetail });
export type CheckResponse = z.infer<typeof checkResponse>;

export const logoutResponse = results({});

export const linkedAccount = z.object({
  ContactID: z.number().int(),
  LogInUsername: z.string().nullable(),
  DisplayName: z.string(),
  ProfileImageUrl: z.string().nullable(),
  UnreadMessageCount: z.number().int(),
  InviteCount: z.number().int(),
  AccountType: z.enum(['Manager', 'Creator']),
  /** The account this session is acting as right now. */
  IsCurrent: z.boolean(),
});
export type LinkedAccount = z.infer<typeof linkedAccount>;

export const switchListResponse = z.object({
  results: z.object({ success: z.boolean(), LinkedAccounts: z.array(linkedAccount) }),
  contactDetail,
});
export type SwitchListResponse = z.infer<typeof switchListResponse>;

export const switchBody = z.object({ contactId: z.coerce.number().int().positive() });
export const switchResponse = results({ contactDetail });
export type SwitchResponse = z.infer<typeof switchResponse>;

export const checkUsernameQuery = z.object({ username: emailSchema });
export const checkUsernameResponse = results({});

export const approvalStatusResponse = results({
  approvalStatus: z.enum(['Pending', 'Denied', 'Approved']),
  approvalStatusId: z.number().int(),
  countrycode: z.string().nullable(),
});
export type ApprovalStatusResponse = z.infer<typeof approvalStatusResponse>;
