import { useSearchParams } from 'react-router-dom';
import { FaqDetailPage, FaqPage } from '../../../features/pages/components/faq.tsx';

/** `FaqID` from the query: a positive whole number, else null (the page says the question was not found). */
function useFaqId(): number | null {
  const [params] = useSearchParams();
  const raw = params.get('FaqID') ?? params.get('faqId') ?? '';
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

/** /pagefaq: the public accordion. */
export function PublicFaqRoute() {
  return <FaqPage audience="public" />;
}

/** /pagefaqlist?FaqID=: one public question. */
export function PublicFaqDetailRoute() {
  const faqId = useFaqId();
  return <FaqDetailPage key={faqId ?? 'none'} audience="public" faqId={faqId} />;
}

/** /faq: the signed-in list. */
export function FaqRoute() {
  return <FaqPage audience="account" />;
}

/** /faqlist/?FaqID=: one question, with a breadcrumb back to /faq. */
export function FaqDetailRoute() {
  const faqId = useFaqId();
  return <FaqDetailPage key={faqId ?? 'none'} audience="account" faqId={faqId} />;
}
