import * as z from 'zod/mini';
import { int, results } from './wire.ts';

export const contactTypes = ['creator', 'manager', 'admin', 'organiser'] as const;
export const contactType = /* @__PURE__ */ z.enum(contactTypes);
export type ContactType = z.infer<typeof contactType>;

/** Contact detail kept with the token (accounts.md §3, campaigns.md §3). */
export const contactDetail = /* @__PURE__ */ z.object({
  contactID: int,
  contactType,
  contactName: z.string(),
  contactImageUrl: z.nullable(z.string()),
  talkJsId: z.string(),
  logInUsername: z.nullable(z.string()),
  /** Set when a manager (or a linked login) acts as another contact; the login that signed in. */
  actorContactID: z.optional(int),
});
export type ContactDetail = z.infer<typeof contactDetail>;

export const loginResponse = /* @__PURE__ */ z.object({
  error: z.boolean(),
  messages: z.array(z.string()),
  /** `linkEmail`: the login is a username, not an email: the portal asks for one (login step 2) before going on. */
  data: z.object({ token: z.string(), linkEmail: z.optional(z.boolean()) }),
  contactDetail,
});
export type LoginResponse = z.infer<typeof loginResponse>;

export const checkResponse = /* @__PURE__ */ results({ contactDetail });
export type CheckResponse = z.infer<typeof checkResponse>;

/** `GET /creatorapi/session`: the same contact as `check`, or null for a visitor (a page's first look, never a 401). */
export const sessionResponse = /* @__PURE__ */ results({ contactDetail: z.nullable(contactDetail) });
export type SessionResponse = z.infer<typeof sessionResponse>;

export const logoutResponse = /* @__PURE__ */ results({});

export const linkedAccount = /* @__PURE__ */ z.object({
  ContactID: int,
  LogInUsername: z.nullable(z.string()),
  DisplayName: z.string(),
  ProfileImageUrl: z.nullable(z.string()),
  UnreadMessageCount: int,
  InviteCount: int,
  AccountType: z.enum(['Manager', 'Creator']),
  /** The account this session is acting as right now. */
  IsCurrent: z.boolean(),
});
export type LinkedAccount = z.infer<typeof linkedAccount>;

export const switchListResponse = /* @__PURE__ */ z.object({
  results: z.object({ success: z.boolean(), LinkedAccounts: z.array(linkedAccount) }),
  contactDetail,
});
export type SwitchListResponse = z.infer<typeof switchListResponse>;

export const switchResponse = /* @__PURE__ */ results({ contactDetail });
export type SwitchResponse = z.infer<typeof switchResponse>;

export const checkUsernameResponse = /* @__PURE__ */ results({});

export const approvalStatusResponse = /* @__PURE__ */ results({
  approvalStatus: z.enum(['Pending', 'Denied', 'Approved']),
  approvalStatusId: int,
  countrycode: z.nullable(z.string()),
});
export type ApprovalStatusResponse = z.infer<typeof approvalStatusResponse>;
