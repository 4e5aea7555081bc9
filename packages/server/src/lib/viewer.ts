import { approvalStatuses, countryById, type Viewer } from '@chorus/core';
import type { Session } from '../plugins/auth.ts';

/** Who is asking, for core's `eligibility`: the acting contact's country, continent and approval; null when anonymous. */
export function viewerOf(session: Session | null): Viewer | null {
  if (!session) return null;
  const c = session.acting;
  const country = countryById(c.countryId);
  return {
    contactType: c.contactType,
    countryCode: country?.code ?? null,
    continent: country?.continent ?? null,
    approvalStatus: approvalStatuses.find((s) => s.id === c.approvalStatusId)?.name ?? 'Pending',
  };
}
