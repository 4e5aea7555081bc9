import type { Db } from '../db/open.ts';
import { contactPlatforms, opportunities, opportunityFields } from '../db/schema.ts';

/** The fuzz's data for the dashboard's calls: a fresh open opportunity with one field, and a handle of the organiser's. */
export interface OpportunityFuzzFixtures {
  id: number;
  handleId: number;
}

let seq = 0;

export async function opportunityFuzzFixtures(db: Db, adminId: number): Promise<OpportunityFuzzFixtures> {
  const n = ++seq;
  const [o] = await db.insert(opportunities).values({ title: `Fuzz opportunity ${n}`, publicTitle: 'Fuzz help wanted' }).returning({ id: opportunities.id });
  await db.insert(opportunityFields).values({ opportunityId: o!.id, label: 'Why you?', name: 'why' });
  const [h] = await db
    .insert(contactPlatforms)
    .values({ contactId: adminId, platformId: 4, handle: `fuzzapplicant${n}${Math.random().toString(36).slice(2, 8)}` })
    .returning({ id: contactPlatforms.id });
  return { id: o!.id, handleId: h!.id };
}

const opportunity = (n: number) => ({ title: `Fuzz opportunity ${n}`, publicTitle: 'Fuzz help wanted', surveyUrl: 'https://survey.example/s', fields: [{ label: 'Why you?', name: 'why' }] });

/** Valid bodies of the dashboard's calls (fuzz.test.ts `validBodies`). */
export const validOpportunityBodies: Record<string, (fx: { opportunities: OpportunityFuzzFixtures; admin: { id: number; email: string }; next(): number }) => object> = {
  'POST /creatorapi/confirm-info': () => ({
    FirstName: 'Fuzz',
    LastName: 'Admin',
    Address: '1 Main St',
    City: 'Austin',
    StateID: 43,
    PostalCode: '78701',
    CountryID: 1,
    PaymentEmail: 'fuzz.pay@example.test',
    profileArray: [],
  }),
  'POST /creatorapi/apply-to-help-wanted': (fx) => ({
    ExploreSurveyID: fx.opportunities.id,
    EmailAddress: fx.admin.email,
    ExploreSurveyResponseJSON: JSON.stringify({ why: 'Fuzz' }),
    ContactID: fx.admin.id,
    ContactPlatformID: fx.opportunities.handleId,
    CampaignName: 'Fuzz help wanted',
  }),
  'POST /adminapi/opportunities': (fx) => opportunity(fx.next()),
  'PUT /adminapi/opportunities/{id}': (fx) => opportunity(fx.next()),
};

export const opportunityPathValue = (path: string, fx: { opportunities: OpportunityFuzzFixtures }) =>
  path.startsWith('/adminapi/opportunities/') ? String(fx.opportunities.id) : undefined;
