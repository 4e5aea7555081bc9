import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { AccountsRoute, AdminRoute } from './routes/account/accounts-screens.tsx';
import { ContactInformationRoute, CredentialsRoute, DeactivateRoute, PhotoRoute, SettingsRoute, TaxRoute } from './routes/account/account-screens.tsx';
import { SocialRoute, UpdateSocialRoute } from './routes/account/social-screens.tsx';
import { DashboardRoute } from './routes/app/dashboard.tsx';
import { BareLayout, FlexibleLayout, ProtectedLayout } from './routes/app/protected-layout.tsx';
import { ConfirmRoute } from './routes/auth/confirm.tsx';
import { ForgotPasswordRoute } from './routes/auth/forgot-password.tsx';
import { ManagerOnboardingRoute } from './routes/auth/manager-onboarding.tsx';
import { LoginRoute } from './routes/auth/login.tsx';
import { MagicLinkRoute } from './routes/auth/magic-link.tsx';
import { ResetPasswordRoute } from './routes/auth/reset-password.tsx';
import { SignupRoute } from './routes/auth/signup.tsx';
import { WelcomeRoute } from './routes/auth/welcome.tsx';
import { CampaignDetailRoute } from './routes/campaigns/campaign-detail.tsx';
import { CampaignResultsRoute } from './routes/campaigns/campaign-results.tsx';
import { CampaignsRoute } from './routes/campaigns/campaigns.tsx';
import { ComingSoon } from './routes/coming-soon.tsx';
import { ContestDetailRoute } from './routes/contests/contest-detail.tsx';
import { ContestsRoute } from './routes/contests/contests.tsx';
import { DirectContestsRoute } from './routes/contests/direct-contests.tsx';
import { PublicContestsRoute } from './routes/contests/public-contests.tsx';
import { UpdatePaymentRoute } from './routes/contests/update-payment.tsx';
import { LandingRoute } from './routes/landing.tsx';
import { ExploreRoute } from './routes/opportunities/explore.tsx';
import { OpportunityRoute } from './routes/opportunities/opportunity.tsx';
import { OnboardingRoute } from './routes/opportunities/onboarding.tsx';
import { NotFound } from './routes/not-found.tsx';
import { PaymentsRoute } from './routes/payments/payments.tsx';
import { ChatPage } from '../features/live/components/chat-page.tsx';
import { NotificationsPage } from '../features/live/components/notifications-page.tsx';
import { ConfirmPaymentEmailRoute } from './routes/payments/confirm-payment-email.tsx';
import { VendorRoute } from './routes/payments/vendor.tsx';
import { ContactRoute, ContactUsRoute, FeedbackRoute, MarketingContactRoute, TrackersContactRoute } from './routes/pages/contact.tsx';
import { FaqDetailRoute, FaqRoute, PublicFaqDetailRoute, PublicFaqRoute } from './routes/pages/faq.tsx';
import { PrivacyRoute, TermsRoute } from './routes/pages/legal.tsx';
import { RootRoute, RouteError } from './routes/root.tsx';
import { plannedScreens, type PlannedScreen } from './routes/screens.ts';

const planned = (access: PlannedScreen['access']): RouteObject[] =>
  plannedScreens
    .filter((screen) => screen.access === access)
    .map((screen) => ({
      path: screen.path,
      element: <ComingSoon key={screen.path} title={screen.title} description={screen.description} />,
    }));

export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <LandingRoute /> },
      { path: '/login', element: <LoginRoute /> },
      { path: '/index', element: <LoginRoute /> },
      { path: '/welcome', element: <WelcomeRoute /> },
      { path: '/hello', element: <SignupRoute /> },
      { path: '/manageronboarding', element: <ManagerOnboardingRoute /> },
      // Emailed links and asking for one: the login page's layout, with or without a session.
      { path: '/forgot-password', element: <ForgotPasswordRoute /> },
      { path: '/reset-password', element: <ResetPasswordRoute /> },
      { path: '/confirm', element: <ConfirmRoute /> },
      { path: '/route', element: <MagicLinkRoute /> },
      { path: '/confirmPaymentEmail', element: <ConfirmPaymentEmailRoute /> },
      { path: '/irl', element: <Navigate replace to="/directcontests?cat=stagecoach" /> },
      {
        element: <ProtectedLayout />,
        children: [
          { path: '/dashboard', element: <DashboardRoute /> },
          { path: '/contests', element: <ContestsRoute /> },
          { path: '/payments', element: <PaymentsRoute /> },
          { path: '/account/vendor', element: <VendorRoute /> },
          { path: '/campaigns', element: <CampaignsRoute /> },
          { path: '/detail', element: <CampaignDetailRoute /> },
          { path: '/results', element: <CampaignResultsRoute /> },
          { path: '/faq', element: <FaqRoute /> },
          { path: '/faqlist', element: <FaqDetailRoute /> },
          { path: '/feedback', element: <FeedbackRoute /> },
          { path: '/explore', element: <ExploreRoute /> },
          { path: '/notifications', element: <NotificationsPage /> },
          { path: '/chat', element: <ChatPage /> },
          { path: '/opportunity', element: <OpportunityRoute /> },
          { path: '/onboarding', element: <OnboardingRoute /> },
          { path: '/settings', element: <SettingsRoute /> },
          { path: '/account/credentials', element: <CredentialsRoute /> },
          { path: '/account/contact', element: <ContactInformationRoute /> },
          { path: '/account/tax', element: <TaxRoute /> },
          { path: '/account/social', element: <SocialRoute /> },
          { path: '/account/updatesocial', element: <UpdateSocialRoute /> },
          { path: '/account/photo', element: <PhotoRoute /> },
          { path: '/account/accounts', element: <AccountsRoute /> },
          { path: '/account/admin', element: <AdminRoute /> },
          { path: '/account/deactivate', element: <DeactivateRoute /> },
          ...planned('session'),
        ],
      },
      {
        // Custom contests bring their own colours and show no portal header (contests.md §2).
        element: <BareLayout />,
        children: [{ path: '/customdetail', element: <ContestDetailRoute key="custom" variant="custom" /> }],
      },
      {
        // Contest pages decide access themselves once the contest is known: direct and quick ones take
        // visitors; the others send visitors to /login with returnTo (ContestPage).
        element: <FlexibleLayout />,
        children: [
          { path: '/public-contests', element: <PublicContestsRoute /> },
          { path: '/directcontests', element: <DirectContestsRoute /> },
          { path: '/contestdetail', element: <ContestDetailRoute key="standard" variant="standard" /> },
          { path: '/exclusivedetail', element: <ContestDetailRoute key="exclusive" variant="exclusive" /> },
          { path: '/directdetail', element: <ContestDetailRoute key="direct" variant="direct" /> },
          { path: '/quickdetail', element: <ContestDetailRoute key="quick" variant="quick" /> },
          { path: '/p-contests', element: <ContestDetailRoute key="public" variant="public" /> },
          { path: '/updatePayment', element: <UpdatePaymentRoute /> },
          { path: '/pagefaq', element: <PublicFaqRoute /> },
          { path: '/pagefaqlist', element: <PublicFaqDetailRoute /> },
          { path: '/terms', element: <TermsRoute /> },
          { path: '/privacy', element: <PrivacyRoute /> },
          { path: '/contact', element: <ContactRoute /> },
          { path: '/contactus', element: <ContactUsRoute /> },
          { path: '/trackerscontact', element: <TrackersContactRoute /> },
          { path: '/marketingcontact', element: <MarketingContactRoute /> },
          ...planned('public'),
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
