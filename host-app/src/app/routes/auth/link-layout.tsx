import type { ReactNode } from 'react';
import { AuthLayout } from '../../../features/auth/components/auth-layout.tsx';
import { TestimonialPanel } from '../../../features/auth/components/testimonial-panel.tsx';

/** The login page's layout for the screens of emailed links and asking for one. */
export function LinkLayout({ children }: { children: ReactNode }) {
  return <AuthLayout aside={<TestimonialPanel />}>{children}</AuthLayout>;
}
