import { eq } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { organisations, sessions } from '../db/schema.ts';
import type { Scope } from '../lib/http.ts';
import { hashToken } from '../lib/tokens.ts';
import { makeContact } from './factories.ts';
import { inviteTo, makeMember, makeOrganisation } from './org-fixtures.ts';
import { orgConversationIn } from './studio-creator-fixtures.ts';

// What the fuzz (routes/fuzz-suite.ts) needs for the organiser side (issue 21). The fuzz's signed-in role is staff;
// its session works in the organisation its contests, payments and batch belong to (`FUZZ_ORGANISATION`, the name
// the factories' contests carry), so the same valid requests reach the /orgapi handlers as staff's /adminapi ones.

/** The organiser name of the factories' contests (testing/factories.ts makeContest), so their organisation. */
export const FUZZ_ORGANISATION = 'Test Label';

/** The organisation of that name (made approved when none is yet), with its scope. */
export async function fuzzOrganisation(db: Db): Promise<{ id: number; scope: Scope }> {
  let [row] = await db.select({ id: organisations.id }).from(organisations).where(eq(organisations.name, FUZZ_ORGANISATION));
  row ??= (await makeOrganisation(db, { name: FUZZ_ORGANISATION })) as { id: number };
  return { id: row.id, scope: { organisationId: row.id } as Scope };
}

export interface OrgFuzzFixtures {
  organisationId: number;
  /** A viewer of the organisation to change or remove. */
  member: number;
  /** An organiser login that is no member yet, to add. */
  newMemberEmail: string;
  /** A pending organisation for staff to approve or deny. */
  pending: number;
  /** A Pending creator for staff to approve or deny. */
  creator: number;
  /** Unused invitations to the organisation, one per role that sends a valid accept. */
  invites: { inviteId: number; inviteToken: string }[];
  /** A conversation of one of the organisation's campaigns (issue 22). */
  conversation: string;
}

/** Fresh per operation; puts the staff session `token` to work in the fuzz's organisation. */
export async function orgFuzzFixtures(db: Db, token: string): Promise<OrgFuzzFixtures> {
  const org = await fuzzOrganisation(db);
  await db.update(sessions).set({ actingOrganisationId: org.id }).where(eq(sessions.tokenHash, hashToken(token)));
  const member = await makeMember(db, { ...org, name: FUZZ_ORGANISATION }, 'viewer');
  const newMember = await makeContact(db, { contactType: 'organiser' });
  const pending = await makeOrganisation(db, { status: 'pending' });
  await makeMember(db, pending, 'owner');
  const creator = await makeContact(db, { approvalStatusId: 1, login: false });
  const invites = [];
  for (let i = 0; i < 2; i++) invites.push(await inviteTo(db, { ...org, name: FUZZ_ORGANISATION }, `fuzz.invitee${creator.id}.${i}@fuzz.test`));
  const conversation = await orgConversationIn(db, { ...org, name: FUZZ_ORGANISATION });
  return { organisationId: org.id, member: member.id, newMemberEmail: newMember.email, pending: pending.id, creator: creator.id, invites, conversation };
}

type Fx = { org: OrgFuzzFixtures; next(): number };

export const validOrgBodies: Record<string, (fx: Fx) => object> = {
  'POST /orgapi/organisations/switch': (fx) => ({ organisationId: fx.org.organisationId }),
  'PATCH /orgapi/organisation': () => ({ website: 'https://fuzz.example.com', allowedOrigins: ['https://fuzz.example.com'], contactEmail: 'fuzz@example.test' }),
  'POST /orgapi/members': (fx) => ({ email: fx.org.newMemberEmail, role: 'viewer' }),
  'PATCH /orgapi/members/{contactId}': () => ({ role: 'editor' }),
  'POST /orgapi/requests': (fx) => {
    const n = fx.next();
    return { organisationName: `Fuzz Request ${n}`, whatTheyRun: 'Contests', firstName: 'Fu', lastName: 'Zz', email: `request${n}.${Date.now()}@fuzz.test`, password: 'Fuzz-pass1!', passwordConfirm: 'Fuzz-pass1!' };
  },
  'POST /adminapi/organisations/{id}/deny': () => ({ reason: 'Not this time.' }),
  'POST /adminapi/creators/{id}/deny': () => ({ reason: 'Not this time.' }),
  'POST /orgapi/invites': (fx) => ({ email: `fuzz.invite${fx.next()}@fuzz.test`, role: 'viewer' }),
  'POST /orgapi/conversations/{id}/messages': () => ({ text: 'Hello from the fuzz' }),
  'POST /orgapi/invites/accept': (fx) => ({ ...(fx.org.invites.pop() ?? { inviteId: 1, inviteToken: 'used' }), firstName: 'Fu', lastName: 'Zz', password: 'Fuzz-pass1!', passwordConfirm: 'Fuzz-pass1!' }),
};

export function orgPathValue(path: string, fx: Fx): string | undefined {
  if (path.startsWith('/orgapi/members/')) return String(fx.org.member);
  if (path.startsWith('/orgapi/conversations/')) return fx.org.conversation;
  if (path.startsWith('/adminapi/organisations/')) return String(fx.org.pending);
  if (path.startsWith('/adminapi/creators/')) return String(fx.org.creator);
  return undefined;
}
