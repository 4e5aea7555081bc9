import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  messages,
  platforms,
  signupMessages,
  type CreatorSignupBody,
  type ExistingHandle,
  type LinkCreatorBody,
  type ManagerInviteBody,
  type ManagerRequestBody,
  type RosterCreatorInput,
  type SaveManagerBody,
} from '@chorus/core';
import type { Db, Tx } from '../db/open.ts';
import { accountTokens, contactPlatforms, contacts, credentials, managerCreators } from '../db/schema.ts';
import { badRequest, conflict } from '../lib/http.ts';
import { renderMail } from '../lib/mail-templates.ts';
import { hashPassword } from '../lib/tokens.ts';
import { enqueueMail } from '../plugins/mail.ts';
import { consumeToken, findToken, isLive, issueTokenWithId, queueAccountConfirmation } from './account-tokens.ts';
import { addSignupPaymentEmail } from './payment-email.ts';

/**
 * How long the onboarding link made for a manager's access request stays good: the team reaches out first (a call,
 * an email), then forwards it; a link that ran out is replaced when the manager asks again.
 */
export const MANAGER_INVITE_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Where links in mail point and who hears about manager requests (config PUBLIC_URL, TEAM_EMAIL). */
export interface SignupContext {
  publicUrl: string;
  teamEmail: string;
}

type NewHandle = { contactId: number; platformId: number; handle: string; followers: number; songRateCents: number; brandRateCents: number };

const platformName = (id: number) => platforms.find((p) => p.id === id)?.name ?? String(id);

/**
 * The login for a new account. `ON CONFLICT DO NOTHING` waits for a concurrent sign-up with the same email to
 * commit or roll back, so of 50 parallel sign-ups exactly one gets the row; the others are answered with the
 * spec's 'Email already exists' (409) and their transactions roll back, taking their contact rows with them.
 */
async function insertCredential(tx: Tx, contactId: number, username: string, passwordHash: string) {
  const inserted = await tx
    .insert(credentials)
    .values({ contactId, username, passwordHash })
    .onConflictDoNothing({ target: credentials.username })
    .returning({ id: credentials.contactId });
  if (!inserted.length) throw conflict(messages.username.taken);
}

/**
 * Handles, unique per platform across every account (`contact_platforms_handle_idx` on platform and lower(handle)).
 * The ones someone already holds (or a concurrent sign-up takes first) refuse the whole request with the spec's
 * conflict message and their list in `data.existingHandlesData.handles`.
 */
async function insertHandles(tx: Tx, rows: NewHandle[], teamEmail: string) {
  if (!rows.length) return;
  const inserted = await tx
    .insert(contactPlatforms)
    .values(rows)
    .onConflictDoNothing()
    .returning({ platformId: contactPlatforms.platformId, handle: contactPlatforms.handle });
  if (inserted.length === rows.length) return;
  const key = (h: { platformId: number; handle: string }) => `${h.platformId}|${h.handle.toLowerCase()}`;
  const got = new Set(inserted.map(key));
  const handles: ExistingHandle[] = rows.filter((r) => !got.has(key(r))).map((r) => ({ platform: platformName(r.platformId), handle: r.handle }));
  const message = signupMessages.handlesConflict(teamEmail);
  throw conflict(message, { success: false, message, existingHandlesData: { handles } });
}

/**
 * A creator signs up (POST contact/savecreator): the contact (unconfirmed), its login (argon2id), its handles and
 * its payment email (Pending, with its confirmation link mailed), and the account's confirmation mail, in one transaction.
 */
export async function signUpCreator(db: Db, body: CreatorSignupBody, ctx: SignupContext): Promise<{ contactId: number }> {
  // Hashed before the transaction: no row lock or connection is held for the ~20 ms of argon2.
  const passwordHash = await hashPassword(body.password);
  const email = body.email ?? body.username;
  return db.transaction(async (tx) => {
    const [contact] = await tx
      .insert(contacts)
      .values({
        contactType: 'creator',
        firstName: body.firstName,
        lastName: body.lastName,
        birthday: body.birthday,
        genderIdentityId: body.genderIdentityId,
        sexualOrientationId: body.sexualOrientationId,
        addressLine1: body.addressLine1,
        city: body.city,
        stateId: body.stateId,
        postalCode: body.postalCode,
        countryId: body.countryId,
        phonePrimary: body.primaryPhone || body.mobilePhone,
        phoneMobile: body.mobilePhone,
        allowText: body.AllowText,
        emailPrimary: email,
        emailConfirmedAt: null,
      })
      .returning({ id: contacts.id });
    const id = contact!.id;
    await insertCredential(tx, id, body.username, passwordHash);
    await insertHandles(
      tx,
      body.profileArray.map((p) => ({
        contactId: id,
        platformId: p.platformId,
        handle: p.handle,
        followers: p.followers,
        songRateCents: p.rate,
        brandRateCents: p.brandRate,
      })),
      ctx.teamEmail,
    );
    await addSignupPaymentEmail(tx, ctx.publicUrl, { id, firstName: body.firstName }, body.paymentEmail);
    await queueAccountConfirmation(tx, ctx.publicUrl, { id, email: body.username, firstName: body.firstName });
    return { contactId: id };
  });
}

/**
 * A manager asks for access (savecreator with isManager): no password. The request is kept as a manager contact
 * without a login (the onboarding form later turns it into the account), and the team is told by mail. Asking
 * again changes nothing and mails nobody.
 */
export async function requestManagerAccess(db: Db, body: ManagerRequestBody, ctx: SignupContext): Promise<void> {
  const email = body.email ?? body.username;
  await db.transaction(async (tx) => {
    // One request per email even when the same one arrives twice at once.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`manager-request:${email}`}, 0))`);
    const [login] = await tx.select({ id: credentials.contactId }).from(credentials).where(eq(credentials.username, body.username));
    if (login) throw conflict(messages.username.taken);
    let requestId = await pendingManagerRequest(tx, email);
    if (requestId && (await liveInvite(tx, requestId))) return;
    if (!requestId) {
      const [row] = await tx
        .insert(contacts)
        .values({ contactType: 'manager', firstName: body.firstName ?? '', lastName: body.lastName ?? '', emailPrimary: email, emailConfirmedAt: null })
        .returning({ id: contacts.id });
      requestId = row!.id;
    }
    const invite = await issueTokenWithId(tx, { purpose: 'manager_invite', contactId: requestId, ttlMs: MANAGER_INVITE_TTL_MS });
    const name = [body.firstName, body.lastName].filter(Boolean).join(' ');
    await enqueueMail(
      tx,
      renderMail(ctx.publicUrl, {
        to: ctx.teamEmail,
        template: 'manager-request',
        subject: `A manager asked for access: ${email}`,
        heading: 'New manager access request',
        paragraphs: [
          `${name ? `${name} (${email})` : email} asked to become a manager on Chorus.`,
          'Reach out to them to begin the onboarding process. When they should go ahead, send them the link below: it is their invitation to the onboarding form, works once, and stays good for 30 days. Do not open it yourself to fill in the form for them.',
        ],
        action: {
          label: 'Manager onboarding invitation',
          path: `/manageronboarding?${new URLSearchParams({ invite_token: invite.token, invite_id: String(invite.id) })}`,
        },
      }),
    );
  });
}

/** Whether the request `contactId` has an onboarding link still good (unused, unexpired). */
async function liveInvite(tx: Tx, contactId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: accountTokens.id })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.contactId, contactId),
        eq(accountTokens.purpose, 'manager_invite'),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return !!row;
}

/**
 * The access request an onboarding link was made for, if the link is good now and the request is still waiting
 * (no login yet, not deactivated); else null. Does not use the link (the form's first screen checks it).
 */
export async function inviteRequest(db: Db | Tx, invite: ManagerInviteBody): Promise<{ id: number; email: string; firstName: string; lastName: string } | null> {
  const token = await findToken(db, invite.inviteToken, invite.inviteId);
  if (!token || token.purpose !== 'manager_invite' || !isLive(token) || !token.contactId) return null;
  const [row] = await db
    .select({ id: contacts.id, email: contacts.emailPrimary, firstName: contacts.firstName, lastName: contacts.lastName })
    .from(contacts)
    .leftJoin(credentials, eq(credentials.contactId, contacts.id))
    .where(and(eq(contacts.id, token.contactId), eq(contacts.contactType, 'manager'), isNull(credentials.contactId), isNull(contacts.deactivatedAt)));
  return row ? { ...row, email: row.email ?? '' } : null;
}

/** A manager contact without a login for this email: a request not yet onboarded. */
async function pendingManagerRequest(tx: Tx, email: string): Promise<number | null> {
  const [row] = await tx
    .select({ id: contacts.id })
    .from(contacts)
    .leftJoin(credentials, eq(credentials.contactId, contacts.id))
    .where(and(eq(contacts.contactType, 'manager'), eq(contacts.emailPrimary, email), isNull(credentials.contactId), isNull(contacts.deactivatedAt)))
    .orderBy(contacts.id)
    .limit(1);
  return row?.id ?? null;
}

/**
 * Manager onboarding (POST contact/savemanager), by invitation only (accounts.md §1: manager sign-up is by request,
 * the team reaches out): the link made for an access request is used here, once, and the request it names becomes
 * the manager with a login; with it its roster creators (no login) linked through manager_creators, their handles,
 * the manager's payment email (Pending, its confirmation link mailed) and the account's confirmation mail, in one transaction. A missing, used or expired link
 * refuses everything (400 inviteInvalid).
 */
export async function saveManager(db: Db, body: SaveManagerBody, ctx: SignupContext): Promise<{ contactId: number; creatorIds: number[] }> {
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    const fields = {
      contactType: 'manager' as const,
      firstName: body.firstName,
      lastName: body.lastName,
      company: body.company,
      phonePrimary: body.primaryPhone,
      allowText: body.AllowText,
      emailPrimary: body.primaryEmail,
      emailConfirmedAt: null,
    };
    const invite = await consumeToken(tx, 'manager_invite', body.inviteToken, { id: body.inviteId });
    if (!invite?.contactId) throw badRequest(signupMessages.inviteInvalid);
    const [request] = await tx
      .select({ id: contacts.id })
      .from(contacts)
      .leftJoin(credentials, eq(credentials.contactId, contacts.id))
      .where(and(eq(contacts.id, invite.contactId), eq(contacts.contactType, 'manager'), isNull(credentials.contactId), isNull(contacts.deactivatedAt)))
      .for('update', { of: contacts });
    if (!request) throw badRequest(signupMessages.inviteInvalid);
    const [manager] = await tx.update(contacts).set({ ...fields, updatedAt: new Date() }).where(eq(contacts.id, request.id)).returning({ id: contacts.id });
    const managerId = manager!.id;
    await insertCredential(tx, managerId, body.primaryEmail, passwordHash);
    await addSignupPaymentEmail(tx, ctx.publicUrl, { id: managerId, firstName: body.firstName }, body.paymentEmail);

    const creatorIds = await insertRosterCreators(tx, managerId, body.creators, ctx.teamEmail);
    await queueAccountConfirmation(tx, ctx.publicUrl, { id: managerId, email: body.primaryEmail, firstName: body.firstName });
    return { contactId: managerId, creatorIds };
  });
}

/**
 * Creators a manager adds (onboarding's roster, or Add Creator later): contacts without a login, on the manager's
 * roster, with their handles. A handle someone already holds refuses all of it with the conflict message: an
 * existing creator never lands on a roster this way (they let a manager in themselves, from their Accounts page).
 */
async function insertRosterCreators(tx: Tx, managerId: number, creators: RosterCreatorInput[], teamEmail: string): Promise<number[]> {
  // Uids chosen here tie each inserted row back to its input in one multi-row insert.
  const roster = creators.map((c) => ({ uid: randomUUID(), input: c }));
  const inserted = await tx
    .insert(contacts)
    .values(
      roster.map(({ uid, input: c }) => ({
        uid,
        contactType: 'creator' as const,
        firstName: c.firstName,
        lastName: c.lastName,
        birthday: c.birthday,
        genderIdentityId: c.genderId,
        sexualOrientationId: c.sexualOrientationId,
        addressLine1: c.addressLine1,
        city: c.city,
        stateId: c.stateId,
        stateOther: c.stateOther || null,
        postalCode: c.postalCode,
        countryId: c.countryId,
        emailConfirmedAt: null,
      })),
    )
    .returning({ id: contacts.id, uid: contacts.uid });
  const idOf = new Map(inserted.map((r) => [r.uid, r.id]));
  const creatorIds = roster.map((r) => idOf.get(r.uid)!);
  await tx.insert(managerCreators).values(creatorIds.map((creatorId) => ({ managerId, creatorId })));
  await insertHandles(
    tx,
    roster.flatMap(({ uid, input }) =>
      input.contactPlatforms.map((h) => ({
        contactId: idOf.get(uid)!,
        platformId: h.platform,
        handle: h.handle,
        followers: h.followers,
        songRateCents: h.songRate,
        brandRateCents: h.brandRate,
      })),
    ),
    teamEmail,
  );
  return creatorIds;
}

/**
 * POST link-creator-to-manager: Add Creator from the manager's Accounts page. The manager, acting as themselves,
 * adds one creator (no login) to their roster, in one transaction.
 */
export async function linkCreatorToManager(db: Db, managerId: number, body: LinkCreatorBody, teamEmail: string): Promise<{ id: number; uid: string }> {
  return db.transaction(async (tx) => {
    const [id] = await insertRosterCreators(tx, managerId, [body], teamEmail);
    const [row] = await tx.select({ uid: contacts.uid }).from(contacts).where(eq(contacts.id, id!));
    return { id: id!, uid: row!.uid };
  });
}
