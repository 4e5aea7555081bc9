import { LegalPage } from '../../../features/pages/components/legal-page.tsx';

/** /terms */
export function TermsRoute() {
  return <LegalPage key="terms" type="Terms of Service" />;
}

/** /privacy */
export function PrivacyRoute() {
  return <LegalPage key="privacy" type="Privacy Policy" />;
}
