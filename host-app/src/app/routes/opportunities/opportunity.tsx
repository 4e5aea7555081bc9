import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header.tsx';
import { OpportunityCard } from '../../../features/dashboard/components/opportunity-page.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { useContact } from '../../../lib/session.tsx';

/** /opportunity?ID= : one help-wanted opportunity (campaigns.md §2). */
export function OpportunityRoute() {
  useDocumentTitle('Opportunity');
  const contact = useContact();
  const [params] = useSearchParams();
  const raw = params.get('ID') ?? params.get('id') ?? '';
  const id = /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : null;
  return (
    <>
      <PageHeader title="Help Wanted" description="An opportunity you can apply to." />
      <OpportunityCard id={id} contactId={contact.contactID} email={contact.logInUsername ?? ''} />
    </>
  );
}
