import { createHmac } from 'node:crypto';
import { and, count, desc, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import { CHAT_PAGE_SIZE, type ChatMessage, type ConversationSummary } from '@chorus/core';
import type { Db, Tx } from '../db/open.ts';
import {
  campaigns,
  chatMessages,
  contacts,
  conversationParticipants,
  conversations,
  credentials,
  managerCreators,
  offers,
  organisationMembers,
  organisations,
} from '../db/schema.ts';
import { notFound } from '../lib/http.ts';
import { publishAfterCommit } from '../plugins/live-hub.ts';

/** The conversation between a creator and the organiser of a campaign (campaigns.md §7: campaign id + contact id). */
export const campaignConversationId = (campaignId: number, contactId: number) => `campaign-${campaignId}-${contactId}`;
/** The conversation between two contacts (a manager and a creator of their roster). */
export const contactConversationId = (a: number, b: number) => `contact-${Math.min(a, b)}-${Math.max(a, b)}`;

export const CONVERSATION_NOT_FOUND = 'Conversation not found.';

/**
 * Who reads or writes: a contact, and whether they hold the organiser's seat: staff (`isAdmin`, every campaign's), or
 * members of `organisations` (their campaigns' only, issue 22; a viewer with organisations sits in no other seat).
 */
export interface Viewer {
  contactId: number;
  isAdmin: boolean;
  organisations?: readonly number[];
}

type Role = 'creator' | 'organiser' | 'contact';
interface Parsed {
  kind: 'campaign' | 'contact';
  a: number;
  b: number;
}
const parse = (id: string): Parsed | null => {
  const m = /^(campaign|contact)-([1-9]\d{0,9})-([1-9]\d{0,9})$/.exec(id);
  return m ? { kind: m[1] as Parsed['kind'], a: Number(m[2]), b: Number(m[3]) } : null;
};

/** The TalkJS identity signature: HMAC-SHA256 of the user id with the secret, hex (as TalkJS documents). */
export const talkJsSignature = (secret: string, userId: string) => createHmac('sha256', secret).update(userId).digest('hex');

interface Access {
  id: string;
  kind: 'campaign' | 'contact';
  campaignId: number | null;
  subject: string;
  /** The viewer's seat. */
  role: Role;
  /** The contacts on the other side (for a campaign conversation seen by the creator: every admin). */
  creatorId: number | null;
  members: number[];
  /** A campaign conversation's organisation, and the name its organiser side writes under (the campaign's brand). */
  organisationId: number | null;
  organiserName: string;
}

/**
 * Whether the viewer may see conversation `id`, and as whom: a campaign conversation belongs to the creator with an
 * offer on that campaign and to the organiser's seat: staff, and the members of the campaign's organisation; a
 * contact conversation to its two contacts when one manages the other. Anything else (another organisation's
 * conversation too) is answered as if it did not exist.
 */
export async function accessOf(db: Db | Tx, viewer: Viewer, id: string): Promise<Access> {
  const p = parse(id);
  if (!p) throw notFound(CONVERSATION_NOT_FOUND);
  const orgs = viewer.organisations;
  if (p.kind === 'campaign') {
    const [campaignId, creatorId] = [p.a, p.b];
    const organiser = !!orgs || viewer.contactId !== creatorId;
    if (organiser && !viewer.isAdmin && !orgs?.length) throw notFound(CONVERSATION_NOT_FOUND);
    const [row] = await db
      .select({ title: campaigns.title, organisationId: campaigns.organisationId, brandName: campaigns.brandName })
      .from(offers)
      .innerJoin(campaigns, eq(campaigns.id, offers.campaignId))
      .where(and(eq(offers.campaignId, campaignId), eq(offers.contactId, creatorId)))
      .limit(1);
    if (!row || (organiser && !viewer.isAdmin && !orgs!.includes(row.organisationId))) throw notFound(CONVERSATION_NOT_FOUND);
    return campaignAccess({ campaignId, creatorId, title: row.title, organisationId: row.organisationId, brandName: row.brandName }, organiser ? 'organiser' : 'creator');
  }
  if (orgs || p.a === p.b || (viewer.contactId !== p.a && viewer.contactId !== p.b)) throw notFound(CONVERSATION_NOT_FOUND);
  const [link] = await db
    .select({ m: managerCreators.managerId })
    .from(managerCreators)
    .where(
      sql`(${managerCreators.managerId} = ${p.a} and ${managerCreators.creatorId} = ${p.b}) or (${managerCreators.managerId} = ${p.b} and ${managerCreators.creatorId} = ${p.a})`,
    )
    .limit(1);
  if (!link) throw notFound(CONVERSATION_NOT_FOUND);
  return {
    id,
    kind: 'contact',
    campaignId: null,
    subject: 'Direct message',
    role: 'contact',
    creatorId: null,
    members: [p.a, p.b],
    organisationId: null,
    organiserName: '',
  };
}

/** A campaign conversation's access from what was read about it (its campaign, and an offer of its creator on it). */
export const campaignAccess = (
  c: { campaignId: number; creatorId: number; title: string; organisationId: number; brandName: string },
  role: 'creator' | 'organiser',
): Access => ({
  id: campaignConversationId(c.campaignId, c.creatorId),
  kind: 'campaign',
  campaignId: c.campaignId,
  subject: c.title,
  role,
  creatorId: c.creatorId,
  members: [c.creatorId],
  organisationId: c.organisationId,
  organiserName: c.brandName,
});

async function ensureConversation(tx: Tx, a: Access) {
  await tx
    .insert(conversations)
    .values({ id: a.id, kind: a.kind, campaignId: a.campaignId, subject: a.subject })
    .onConflictDoNothing();
  // Both parties of a contact conversation have a seat from the first message (their lists find it there).
  if (a.kind === 'contact')
    await tx
      .insert(conversationParticipants)
      .values(a.members.map((contactId) => ({ conversationId: a.id, contactId, role: 'contact' as const })))
      .onConflictDoNothing();
}

const adminIds = async (db: Db | Tx) =>
  (await db.select({ id: contacts.id }).from(contacts).where(eq(contacts.contactType, 'admin'))).map((r) => r.id);

/**
 * How far the viewer's side has read: the creator's or contact's own row; staff share the organiser seat (any
 * organiser's read counts), an organisation's member has their own (unread counts are each member's).
 */
async function lastRead(db: Db | Tx, a: Access, viewer: Viewer): Promise<number> {
  const where =
    a.role === 'organiser' && viewer.isAdmin && !viewer.organisations
      ? and(eq(conversationParticipants.conversationId, a.id), eq(conversationParticipants.role, 'organiser'))
      : and(eq(conversationParticipants.conversationId, a.id), eq(conversationParticipants.contactId, viewer.contactId));
  const [r] = await db.select({ n: sql<number>`coalesce(max(${conversationParticipants.lastReadMessageId}), 0)::int` }).from(conversationParticipants).where(where);
  return r?.n ?? 0;
}

/** Messages the viewer's side did not write and has not read. */
export async function unreadIn(db: Db | Tx, a: Access, viewer: Viewer): Promise<number> {
  const read = await lastRead(db, a, viewer);
  const notMine =
    a.role === 'contact' ? ne(chatMessages.senderContactId, viewer.contactId) : ne(chatMessages.senderRole, a.role);
  const [r] = await db
    .select({ n: count() })
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, a.id), gt(chatMessages.id, read), notMine));
  return r?.n ?? 0;
}

type MessageRow = typeof chatMessages.$inferSelect & { senderName: string | null };

export const toWire = (m: MessageRow, a: Access, viewer: Viewer): ChatMessage => ({
  MessageID: m.id,
  ConversationID: m.conversationId,
  Text: m.body,
  SenderRole: m.senderRole,
  SenderContactID: m.senderContactId,
  // The organiser side writes as the campaign's brand, whoever of its members (or staff) wrote.
  SenderName: m.senderRole === 'organiser' ? a.organiserName : (m.senderName ?? ''),
  Mine: a.role === 'contact' ? m.senderContactId === viewer.contactId : m.senderRole === a.role,
  CreatedDateTime: m.createdAt.toISOString(),
});

export const messageSelect = (db: Db | Tx) =>
  db
    .select({ m: chatMessages, senderName: sql<string | null>`nullif(trim(${contacts.firstName} || ' ' || ${contacts.lastName}), '')` })
    .from(chatMessages)
    .leftJoin(contacts, eq(contacts.id, chatMessages.senderContactId));

async function nameOf(db: Db | Tx, id: number) {
  const [r] = await db.select({ f: contacts.firstName, l: contacts.lastName }).from(contacts).where(eq(contacts.id, id));
  return r ? `${r.f} ${r.l}`.trim() : '';
}

export async function summaryOf(db: Db | Tx, a: Access, viewer: Viewer): Promise<ConversationSummary> {
  const [last] = await messageSelect(db).where(eq(chatMessages.conversationId, a.id)).orderBy(desc(chatMessages.id)).limit(1);
  const other =
    a.kind === 'campaign'
      ? a.role === 'creator'
        ? a.organiserName
        : await nameOf(db, a.creatorId!)
      : await nameOf(db, a.members.find((m) => m !== viewer.contactId)!);
  return {
    ConversationID: a.id,
    Kind: a.kind,
    CampaignID: a.campaignId,
    Subject: a.subject,
    With: other,
    LastMessage: last ? toWire({ ...last.m, senderName: last.senderName }, a, viewer) : null,
    UnreadCount: await unreadIn(db, a, viewer),
  };
}

/**
 * The viewer's conversations, latest activity first, with unread counts and the total. Besides those begun, a
 * creator's list holds one per campaign they have an offer on, and a manager's or creator's one per linked contact
 * with a login (a roster creator without one could never read it), not yet begun ('No messages yet'): that is where
 * a conversation is started, by its first message. The organiser starts one from an offer (`chat-send`).
 */
export async function listConversations(db: Db, viewer: Viewer) {
  const ids = new Set<string>();
  if (viewer.organisations) {
    // An organisation's members: one per creator with an offer on its campaigns, begun or not.
    for (const r of await db
      .selectDistinct({ campaignId: offers.campaignId, contactId: offers.contactId })
      .from(offers)
      .innerJoin(campaigns, eq(campaigns.id, offers.campaignId))
      .where(inArray(campaigns.organisationId, [...viewer.organisations, 0])))
      ids.add(campaignConversationId(r.campaignId, r.contactId));
  } else if (viewer.isAdmin) {
    // The organiser sees every campaign conversation that has begun.
    for (const r of await db.select({ id: conversations.id }).from(conversations).where(eq(conversations.kind, 'campaign'))) ids.add(r.id);
  } else {
    for (const r of await db.selectDistinct({ campaignId: offers.campaignId }).from(offers).where(eq(offers.contactId, viewer.contactId)))
      ids.add(campaignConversationId(r.campaignId, viewer.contactId));
  }
  for (const r of await db
    .select({ id: conversationParticipants.conversationId })
    .from(conversationParticipants)
    .where(and(eq(conversationParticipants.contactId, viewer.contactId), eq(conversationParticipants.role, 'contact'))))
    ids.add(r.id);
  for (const r of await db
    .select({ other: sql<number>`case when ${managerCreators.managerId} = ${viewer.contactId} then ${managerCreators.creatorId} else ${managerCreators.managerId} end` })
    .from(managerCreators)
    .innerJoin(
      credentials,
      sql`${credentials.contactId} = case when ${managerCreators.managerId} = ${viewer.contactId} then ${managerCreators.creatorId} else ${managerCreators.managerId} end`,
    )
    .where(or(eq(managerCreators.managerId, viewer.contactId), eq(managerCreators.creatorId, viewer.contactId))))
    if (Number(r.other) !== viewer.contactId) ids.add(contactConversationId(viewer.contactId, Number(r.other)));
  const list: ConversationSummary[] = [];
  for (const id of ids) {
    const a = await accessOf(db, viewer, id).catch(() => null);
    if (a) list.push(await summaryOf(db, a, viewer));
  }
  list.sort((x, y) => (y.LastMessage?.MessageID ?? 0) - (x.LastMessage?.MessageID ?? 0) || y.ConversationID.localeCompare(x.ConversationID));
  return { conversations: list, unreadTotal: list.reduce((n, c) => n + c.UnreadCount, 0) };
}

/** Total unread messages across the viewer's conversations. */
export async function unreadTotal(db: Db, viewer: Viewer) {
  return (await listConversations(db, viewer)).unreadTotal;
}

/** A page of a conversation (page 1 = the newest messages), oldest first within the page. */
export async function conversationMessages(db: Db, viewer: Viewer, id: string, page: number) {
  const a = await accessOf(db, viewer, id);
  const [total] = await db.select({ n: count() }).from(chatMessages).where(eq(chatMessages.conversationId, id));
  const rows = await messageSelect(db)
    .where(eq(chatMessages.conversationId, id))
    .orderBy(desc(chatMessages.id))
    .limit(CHAT_PAGE_SIZE)
    .offset((page - 1) * CHAT_PAGE_SIZE);
  const totalRows = total?.n ?? 0;
  return {
    conversation: await summaryOf(db, a, viewer),
    messages: rows.reverse().map((r) => toWire({ ...r.m, senderName: r.senderName }, a, viewer)),
    totalRows,
    totalPages: Math.max(1, Math.ceil(totalRows / CHAT_PAGE_SIZE)),
  };
}

/**
 * Who hears about a conversation's changes: both sides; the organiser's seat is every admin and every member of the
 * campaign's organisation (never another organisation's).
 */
async function audience(tx: Tx, a: Access): Promise<{ contactId: number; viewer: Viewer }[]> {
  if (a.kind === 'contact') return a.members.map((id) => ({ contactId: id, viewer: { contactId: id, isAdmin: false } }));
  const admins = await adminIds(tx);
  const members = (
    await tx.select({ id: organisationMembers.contactId }).from(organisationMembers).where(eq(organisationMembers.organisationId, a.organisationId!))
  ).map((r) => r.id);
  const seen = new Set([a.creatorId!, ...admins]);
  return [
    { contactId: a.creatorId!, viewer: { contactId: a.creatorId!, isAdmin: false } },
    ...admins.filter((id) => id !== a.creatorId).map((id) => ({ contactId: id, viewer: { contactId: id, isAdmin: true } })),
    ...members.filter((id) => !seen.has(id)).map((id) => ({ contactId: id, viewer: { contactId: id, isAdmin: false, organisations: [a.organisationId!] } })),
  ];
}

/** The approved organisations a login is a member of: whose campaign conversations its live stream hears. */
export async function memberOrganisations(db: Db, contactId: number): Promise<number[]> {
  const rows = await db
    .select({ id: organisationMembers.organisationId })
    .from(organisationMembers)
    .innerJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
    .where(and(eq(organisationMembers.contactId, contactId), eq(organisations.status, 'approved')));
  return rows.map((r) => r.id);
}

/** Plain text, stored as it is (the UI renders text and makes links clickable; never HTML). */
export async function sendMessage(db: Db, viewer: Viewer, id: string, text: string): Promise<ChatMessage> {
  return db.transaction(async (tx) => writeMessage(tx, await accessOf(tx, viewer, id), viewer, text));
}

/** Writes a message from the viewer's seat `a` (already checked) and tells every seat of the conversation live. */
async function writeMessage(tx: Tx, a: Access, viewer: Viewer, text: string): Promise<ChatMessage> {
  await ensureConversation(tx, a);
  const [row] = await tx.insert(chatMessages).values({ conversationId: a.id, senderContactId: viewer.contactId, senderRole: a.role, body: text }).returning();
  await tx.update(conversations).set({ lastMessageAt: row!.createdAt }).where(eq(conversations.id, a.id));
  await markReadUpTo(tx, a, viewer, row!.id);
  const senderName = await nameOf(tx, viewer.contactId);
  for (const who of await audience(tx, a)) {
    // The recipient's seat follows from the conversation already checked: no second lookup per recipient.
    const seat: Access = { ...a, role: a.kind === 'contact' ? 'contact' : who.contactId === a.creatorId ? 'creator' : 'organiser' };
    publishAfterCommit(tx, who.contactId, {
      type: 'chat',
      data: { ConversationID: a.id, Message: toWire({ ...row!, senderName }, seat, who.viewer), UnreadCount: await unreadIn(tx, seat, who.viewer) },
    });
  }
  return toWire({ ...row!, senderName }, a, viewer);
}

/**
 * The negotiation of an offer is written into its campaign conversation (issue 22: one thread per offer with the
 * creator): the creator's change request or counter offer, the organiser's answer. `senderContactId` is who acted
 * (a manager acting for the creator, a member of the organisation, staff); the seat is the side they acted for.
 * Inside the step's transaction, so a refused step writes nothing.
 */
export async function postToOfferThread(tx: Tx, offerId: number, side: 'creator' | 'organiser', senderContactId: number, text: string): Promise<void> {
  const [row] = await tx
    .select({ campaignId: offers.campaignId, creatorId: offers.contactId, title: campaigns.title, organisationId: campaigns.organisationId, brandName: campaigns.brandName })
    .from(offers)
    .innerJoin(campaigns, eq(campaigns.id, offers.campaignId))
    .where(eq(offers.id, offerId));
  if (!row) throw notFound(CONVERSATION_NOT_FOUND);
  const a = campaignAccess(row, side);
  await writeMessage(tx, a, { contactId: senderContactId, isAdmin: false, ...(side === 'organiser' && { organisations: [row.organisationId] }) }, text);
}

async function markReadUpTo(tx: Tx, a: Access, viewer: Viewer, messageId: number) {
  await tx
    .insert(conversationParticipants)
    .values({ conversationId: a.id, contactId: viewer.contactId, role: a.role, lastReadMessageId: messageId })
    .onConflictDoUpdate({
      target: [conversationParticipants.conversationId, conversationParticipants.contactId],
      set: { lastReadMessageId: sql`greatest(${conversationParticipants.lastReadMessageId}, ${messageId})`, role: a.role },
    });
}

/** Marks everything in the conversation read for the viewer's side; returns the viewer's unread total. */
export async function markConversationRead(db: Db, viewer: Viewer, id: string): Promise<number> {
  await db.transaction(async (tx) => {
    const a = await accessOf(tx, viewer, id);
    const [last] = await tx.select({ id: sql<number>`coalesce(max(${chatMessages.id}), 0)::int` }).from(chatMessages).where(eq(chatMessages.conversationId, id));
    if (!last?.id) return;
    await ensureConversation(tx, a);
    await markReadUpTo(tx, a, viewer, last.id);
    publishAfterCommit(tx, viewer.contactId, { type: 'read', data: { ConversationID: id } });
  });
  return unreadTotal(db, viewer);
}

/** The organiser's conversation of an offer (creating nothing until a message is written). */
export async function offerConversationId(db: Db, offerId: number): Promise<string> {
  const [o] = await db.select({ campaignId: offers.campaignId, contactId: offers.contactId }).from(offers).where(eq(offers.id, offerId));
  if (!o) throw notFound('Offer not found.');
  return campaignConversationId(o.campaignId, o.contactId);
}

/** The newest chat message id of all (the chat part of a live stream's cursor). */
export async function latestChatMessageId(db: Db): Promise<number> {
  const [r] = await db.select({ n: sql<number>`coalesce(max(${chatMessages.id}), 0)::int` }).from(chatMessages);
  return r?.n ?? 0;
}
