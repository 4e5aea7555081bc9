import { and, eq, sql } from 'drizzle-orm';
import { messages, type OrganisationRole } from '@chorus/core';
import type { Db, Tx } from '../db/open.ts';
import { contacts, credentials, organisationMembers, organisations } from '../db/schema.ts';
import { badRequest, conflict, forbidden, notFound, type Scope } from '../lib/http.ts';
import { renderMail } from '../lib/mail-templates.ts';
import { sessionsChanged } from '../lib/session-cache.ts';
import { hashPassword } from '../lib/tokens.ts';
import { enqueueMail } from '../plugins/mail.ts';
import { CONFIRM_TTL_MS, consumeToken, issueTokenWithId } from './account-tokens.ts';

// Invitations (issue 21): an owner invites an email with a role; the mailed link (an `organisation_invite` account
// token: single use, expiring as sign-up links do) is the proof. Accepting joins the organiser login that email
// signs in with, or makes one (the link proved the email: it is confirmed).

const m = messages.organisation;
interface InviteDetail {
  organisationId: number;
  role: OrganisationRole;
  email: string;
}

const loginOf = async (db: Db | Tx, email: string) =>
  (
    await db
      .select({ id: contacts.id, type: contacts.contactType, deactivatedAt: contacts.deactivatedAt })
      .from(credentials)
      .innerJoin(contacts, eq(contacts.id, credentials.contactId))
      .where(eq(sql`lower(${credentials.username})`, email.toLowerCase()))
  )[0];

export async function inviteMember(db: Db, scope: Scope, publicUrl: string, email: string, role: OrganisationRole) {
  const organisationId = scope.organisationId;
  if (organisationId === null) throw notFound(m.notFound);
  const login = await loginOf(db, email);
  if (login) {
    const [already] = await db
      .select({ id: organisationMembers.contactId })
      .from(organisationMembers)
      .where(and(eq(organisationMembers.organisationId, organisationId), eq(organisationMembers.contactId, login.id)));
    if (already) throw conflict(m.alreadyMember);
  }
  return db.transaction(async (tx) => {
    const [org] = await tx.select({ name: organisations.name }).from(organisations).where(eq(organisations.id, organisationId));
    if (!org) throw notFound(m.notFound);
    const detail: InviteDetail = { organisationId, role, email };
    const invite = await issueTokenWithId(tx, { purpose: 'organisation_invite', contactId: null, detail: { ...detail }, ttlMs: CONFIRM_TTL_MS });
    await enqueueMail(
      tx,
      renderMail(publicUrl, {
        to: email,
        template: 'organisation-invite',
        subject: `You are invited to ${org.name} on Chorus`,
        heading: `Join ${org.name} on Chorus`,
        paragraphs: [`You are invited to ${org.name} as ${role === 'owner' ? 'an owner' : `an ${role}`}.`, 'The link works once, within 7 days. If you did not expect it, ignore this email.'],
        action: { label: 'Accept the invitation', path: `/studio/join?${new URLSearchParams({ invite_token: invite.token, invite_id: String(invite.id) })}` },
      }),
    );
    return { email, role, expiresAt: new Date(Date.now() + CONFIRM_TTL_MS).toISOString() };
  });
}

/**
 * Uses an invitation once (the token is consumed in the same transaction as the membership, so a refusal leaves it
 * usable): joins the email's organiser login, or makes it with the names and password given.
 */
export async function acceptInvite(
  db: Db,
  body: { inviteId: number; inviteToken: string; firstName?: string; lastName?: string; password?: string },
) {
  const passwordHash = body.password ? await hashPassword(body.password) : null;
  return db.transaction(async (tx) => {
    const token = await consumeToken(tx, 'organisation_invite', body.inviteToken, { id: body.inviteId });
    if (!token?.detail) throw badRequest(m.invite.invalid);
    const detail = token.detail as unknown as InviteDetail;
    const [org] = await tx.select({ id: organisations.id, name: organisations.name, slug: organisations.slug }).from(organisations).where(eq(organisations.id, detail.organisationId));
    if (!org) throw badRequest(m.invite.invalid);
    let contactId = (await loginOf(tx, detail.email))?.id;
    if (contactId !== undefined) {
      const [c] = await tx.select({ type: contacts.contactType, deactivatedAt: contacts.deactivatedAt }).from(contacts).where(eq(contacts.id, contactId));
      if (c!.type !== 'organiser' || c!.deactivatedAt) throw forbidden(m.notOrganiser);
    } else {
      if (!body.firstName || !body.lastName || !passwordHash) throw badRequest(m.invite.details);
      const [made] = await tx
        .insert(contacts)
        .values({ contactType: 'organiser', firstName: body.firstName, lastName: body.lastName, company: org.name, emailPrimary: detail.email, emailConfirmedAt: new Date() })
        .returning({ id: contacts.id });
      contactId = made!.id;
      const login = await tx.insert(credentials).values({ contactId, username: detail.email, passwordHash }).onConflictDoNothing({ target: credentials.username }).returning();
      if (!login.length) throw conflict(messages.username.taken);
    }
    await tx.insert(organisationMembers).values({ organisationId: org.id, contactId, role: detail.role }).onConflictDoNothing();
    sessionsChanged(tx, [contactId]);
    return { id: org.id, name: org.name, slug: org.slug, role: detail.role, acting: false };
  });
}
