import { and, asc, eq, inArray, like, or, sql } from 'drizzle-orm';
import { messages, type OrganisationRequestBody } from '@chorus/core';
import type { Db, Tx } from '../db/open.ts';
import { contacts, credentials, organisationMembers, organisations } from '../db/schema.ts';
import { conflict, notFound } from '../lib/http.ts';
import { renderMail } from '../lib/mail-templates.ts';
import { hashPassword } from '../lib/tokens.ts';
import { enqueueMail } from '../plugins/mail.ts';
import { queueAccountConfirmation } from './account-tokens.ts';
import { displayName } from './contacts.ts';

// Organisation requests (issue 21): a public form makes a pending organisation with its first owner (an organiser
// login, unconfirmed, so it cannot sign in yet); staff approve it (the owner is mailed the account confirmation link
// creators get at sign-up, and can sign in once confirmed) or deny it (the owner is mailed the reason).

const m = messages.organisation.request;

const slugBase = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'organisation';

/** A slug no organisation has: the name's, else with the lowest free number after it. */
async function freeSlug(tx: Tx, name: string): Promise<string> {
  const base = slugBase(name);
  const taken = new Set(
    (await tx.select({ slug: organisations.slug }).from(organisations).where(or(eq(organisations.slug, base), like(organisations.slug, `${base}-%`)))).map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  for (let i = 2; ; i++) if (!taken.has(`${base}-${i}`)) return `${base}-${i}`;
}

export async function requestOrganisation(db: Db, body: OrganisationRequestBody) {
  // Hashed before the transaction, as creator sign-up does: no lock is held during argon2.
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    const [org] = await tx
      .insert(organisations)
      .values({ name: body.organisationName, slug: await freeSlug(tx, body.organisationName), website: body.website ?? null, contactEmail: body.email, whatTheyRun: body.whatTheyRun, status: 'pending' })
      .returning({ id: organisations.id, status: organisations.status });
    const [contact] = await tx
      .insert(contacts)
      .values({ contactType: 'organiser', firstName: body.firstName, lastName: body.lastName, company: body.organisationName, emailPrimary: body.email, emailConfirmedAt: null })
      .returning({ id: contacts.id });
    const login = await tx
      .insert(credentials)
      .values({ contactId: contact!.id, username: body.email, passwordHash })
      .onConflictDoNothing({ target: credentials.username })
      .returning({ id: credentials.contactId });
    if (!login.length) throw conflict(messages.username.taken);
    await tx.insert(organisationMembers).values({ organisationId: org!.id, contactId: contact!.id, role: 'owner' });
    return org!;
  });
}

async function ownersOf(db: Db | Tx, organisationIds: number[]) {
  if (!organisationIds.length) return [];
  return db
    .select({ organisationId: organisationMembers.organisationId, contactId: contacts.id, firstName: contacts.firstName, lastName: contacts.lastName, email: credentials.username, confirmed: contacts.emailConfirmedAt })
    .from(organisationMembers)
    .innerJoin(contacts, eq(contacts.id, organisationMembers.contactId))
    .leftJoin(credentials, eq(credentials.contactId, contacts.id))
    .where(and(inArray(organisationMembers.organisationId, organisationIds), eq(organisationMembers.role, 'owner')))
    .orderBy(asc(organisationMembers.createdAt), asc(contacts.id));
}

/** Staff's list (pending first when not filtered), with each organisation's owners. */
export async function listOrganisations(db: Db, { status, id }: { status?: 'pending' | 'approved' | 'denied'; id?: number } = {}) {
  const rows = await db
    .select()
    .from(organisations)
    .where(and(status ? eq(organisations.status, status) : undefined, id === undefined ? undefined : eq(organisations.id, id)))
    .orderBy(sql`${organisations.status} <> 'pending'`, asc(organisations.name), asc(organisations.id))
    .limit(500);
  const owners = await ownersOf(db, rows.map((r) => r.id));
  return rows.map((o) => ({
    id: o.id,
    name: o.name,
    slug: o.slug,
    website: o.website,
    contactEmail: o.contactEmail,
    status: o.status,
    whatTheyRun: o.whatTheyRun,
    createdAt: o.createdAt.toISOString(),
    owners: owners.filter((w) => w.organisationId === o.id).map((w) => ({ contactId: w.contactId, name: displayName(w), email: w.email })),
  }));
}

/**
 * Approves or denies a pending request, under the organisation's row lock (two staff deciding at once: the second is
 * told it was decided). Approval mails each unconfirmed owner the account confirmation link; denial mails the reason.
 */
export async function decideOrganisation(db: Db, publicUrl: string, id: number, decision: { approve: true } | { approve: false; reason: string }) {
  await db.transaction(async (tx) => {
    const [org] = await tx.select().from(organisations).where(eq(organisations.id, id)).for('update');
    if (!org) throw notFound(messages.organisation.notFound);
    if (org.status !== 'pending') throw conflict(m.decided);
    await tx.update(organisations).set({ status: decision.approve ? 'approved' : 'denied' }).where(eq(organisations.id, id));
    for (const owner of await ownersOf(tx, [id])) {
      if (!owner.email) continue;
      if (decision.approve) {
        if (!owner.confirmed) await queueAccountConfirmation(tx, publicUrl, { id: owner.contactId, email: owner.email, firstName: owner.firstName });
      } else {
        await enqueueMail(
          tx,
          renderMail(publicUrl, {
            to: owner.email,
            template: 'organisation-denied',
            subject: `Your Chorus request for ${org.name}`,
            heading: owner.firstName ? `Hi ${owner.firstName},` : 'Hello,',
            paragraphs: [`We could not approve ${org.name} on Chorus.`, `The reason: ${decision.reason}`, 'Reply to this email if you have questions.'],
          }),
        );
      }
    }
  });
  return (await listOrganisations(db, { id }))[0]!;
}
