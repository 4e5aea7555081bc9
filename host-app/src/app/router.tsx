import { lazy, type ComponentType } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { BareLayout, FlexibleLayout, ProtectedLayout } from './routes/app/protected-layout.tsx';
import { ComingSoon } from './routes/coming-soon.tsx';
import { NotFound } from './routes/not-found.tsx';
import { RootRoute } from './routes/root.tsx';
import { plannedScreens, type PlannedScreen } from './routes/screens.ts';
import { LANDING_PATH } from '../lib/paths.ts';

/**
 * A screen in its own chunk (React.lazy), loaded when its route first renders: the first load carries only the
 * shells. Each layout shows the screen inside a Suspense boundary, and a navigation (a transition) keeps the current
 * page on screen until the next one's code is there.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each screen keeps its own props
const lazyScreen = <M, C extends ComponentType<any>>(load: () => Promise<M>, pick: (module: M) => C) =>
  lazy(async () => ({ default: pick(await load()) }));

const EntryRoute = lazyScreen(() => import('./routes/entry.tsx'), (m) => m.EntryRoute);
const LandingRoute = lazyScreen(() => import('./routes/landing.tsx'), (m) => m.LandingRoute);
const LoginRoute = lazyScreen(() => import('./routes/auth/login.tsx'), (m) => m.LoginRoute);
const WelcomeRoute = lazyScreen(() => import('./routes/auth/welcome.tsx'), (m) => m.WelcomeRoute);
const SignupRoute = lazyScreen(() => import('./routes/auth/signup.tsx'), (m) => m.SignupRoute);
const ManagerOnboardingRoute = lazyScreen(() => import('./routes/auth/manager-onboarding.tsx'), (m) => m.ManagerOnboardingRoute);
const ForgotPasswordRoute = lazyScreen(() => import('./routes/auth/forgot-password.tsx'), (m) => m.ForgotPasswordRoute);
const ResetPasswordRoute = lazyScreen(() => import('./routes/auth/reset-password.tsx'), (m) => m.ResetPasswordRoute);
const ConfirmRoute = lazyScreen(() => import('./routes/auth/confirm.tsx'), (m) => m.ConfirmRoute);
const VerifyEmailRoute = lazyScreen(() => import('./routes/auth/verify-email.tsx'), (m) => m.VerifyEmailRoute);
const MagicLinkRoute = lazyScreen(() => import('./routes/auth/magic-link.tsx'), (m) => m.MagicLinkRoute);
const ConfirmPaymentEmailRoute = lazyScreen(() => import('./routes/payments/confirm-payment-email.tsx'), (m) => m.ConfirmPaymentEmailRoute);
const UndoPaymentEmailRoute = lazyScreen(() => import('./routes/payments/undo-payment-email.tsx'), (m) => m.UndoPaymentEmailRoute);
const DashboardRoute = lazyScreen(() => import('./routes/app/dashboard.tsx'), (m) => m.DashboardRoute);
const ContestsRoute = lazyScreen(() => import('./routes/contests/contests.tsx'), (m) => m.ContestsRoute);
const PaymentsRoute = lazyScreen(() => import('./routes/payments/payments.tsx'), (m) => m.PaymentsRoute);
const VendorRoute = lazyScreen(() => import('./routes/payments/vendor.tsx'), (m) => m.VendorRoute);
const CampaignsRoute = lazyScreen(() => import('./routes/campaigns/campaigns.tsx'), (m) => m.CampaignsRoute);
const CampaignDetailRoute = lazyScreen(() => import('./routes/campaigns/campaign-detail.tsx'), (m) => m.CampaignDetailRoute);
const CampaignResultsRoute = lazyScreen(() => import('./routes/campaigns/campaign-results.tsx'), (m) => m.CampaignResultsRoute);
const FaqRoute = lazyScreen(() => import('./routes/pages/faq.tsx'), (m) => m.FaqRoute);
const FaqDetailRoute = lazyScreen(() => import('./routes/pages/faq.tsx'), (m) => m.FaqDetailRoute);
const FeedbackRoute = lazyScreen(() => import('./routes/pages/contact.tsx'), (m) => m.FeedbackRoute);
const ExploreRoute = lazyScreen(() => import('./routes/opportunities/explore.tsx'), (m) => m.ExploreRoute);
const NotificationsPage = lazyScreen(() => import('../features/live/components/notifications-page.tsx'), (m) => m.NotificationsPage);
const ChatPage = lazyScreen(() => import('../features/live/components/chat-page.tsx'), (m) => m.ChatPage);
const OpportunityRoute = lazyScreen(() => import('./routes/opportunities/opportunity.tsx'), (m) => m.OpportunityRoute);
const OnboardingRoute = lazyScreen(() => import('./routes/opportunities/onboarding.tsx'), (m) => m.OnboardingRoute);
const SettingsRoute = lazyScreen(() => import('./routes/account/account-screens.tsx'), (m) => m.SettingsRoute);
const CredentialsRoute = lazyScreen(() => import('./routes/account/account-screens.tsx'), (m) => m.CredentialsRoute);
const ContactInformationRoute = lazyScreen(() => import('./routes/account/account-screens.tsx'), (m) => m.ContactInformationRoute);
const TaxRoute = lazyScreen(() => import('./routes/account/account-screens.tsx'), (m) => m.TaxRoute);
const SocialRoute = lazyScreen(() => import('./routes/account/social-screens.tsx'), (m) => m.SocialRoute);
const UpdateSocialRoute = lazyScreen(() => import('./routes/account/social-screens.tsx'), (m) => m.UpdateSocialRoute);
const PhotoRoute = lazyScreen(() => import('./routes/account/account-screens.tsx'), (m) => m.PhotoRoute);
const AccountsRoute = lazyScreen(() => import('./routes/account/accounts-screens.tsx'), (m) => m.AccountsRoute);
const AdminRoute = lazyScreen(() => import('./routes/account/accounts-screens.tsx'), (m) => m.AdminRoute);
const DeactivateRoute = lazyScreen(() => import('./routes/account/account-screens.tsx'), (m) => m.DeactivateRoute);
const NotificationsSettingsRoute = lazyScreen(() => import('./routes/account/account-screens.tsx'), (m) => m.NotificationsSettingsRoute);
const UnsubscribeRoute = lazyScreen(() => import('./routes/account/unsubscribe.tsx'), (m) => m.UnsubscribeRoute);
const ContestDetailRoute = lazyScreen(() => import('./routes/contests/contest-detail.tsx'), (m) => m.ContestDetailRoute);
const PublicContestsRoute = lazyScreen(() => import('./routes/contests/public-contests.tsx'), (m) => m.PublicContestsRoute);
const DirectContestsRoute = lazyScreen(() => import('./routes/contests/direct-contests.tsx'), (m) => m.DirectContestsRoute);
const UpdatePaymentRoute = lazyScreen(() => import('./routes/contests/update-payment.tsx'), (m) => m.UpdatePaymentRoute);
const PublicFaqRoute = lazyScreen(() => import('./routes/pages/faq.tsx'), (m) => m.PublicFaqRoute);
const PublicFaqDetailRoute = lazyScreen(() => import('./routes/pages/faq.tsx'), (m) => m.PublicFaqDetailRoute);
const TermsRoute = lazyScreen(() => import('./routes/pages/legal.tsx'), (m) => m.TermsRoute);
const PrivacyRoute = lazyScreen(() => import('./routes/pages/legal.tsx'), (m) => m.PrivacyRoute);
const ContactRoute = lazyScreen(() => import('./routes/pages/contact.tsx'), (m) => m.ContactRoute);
const ContactUsRoute = lazyScreen(() => import('./routes/pages/contact.tsx'), (m) => m.ContactUsRoute);
const TrackersContactRoute = lazyScreen(() => import('./routes/pages/contact.tsx'), (m) => m.TrackersContactRoute);
const StudioRoute = lazyScreen(() => import('./routes/studio/studio.tsx'), (m) => m.StudioRoute);
const StudioJoinRoute = lazyScreen(() => import('./routes/studio/studio.tsx'), (m) => m.StudioJoinRoute);
const MarketingContactRoute = lazyScreen(() => import('./routes/pages/contact.tsx'), (m) => m.MarketingContactRoute);

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
    children: [
      { path: '/', element: <EntryRoute /> },
      { path: LANDING_PATH, element: <LandingRoute /> },
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
      { path: '/verifyEmail', element: <VerifyEmailRoute /> },
      { path: '/confirmPaymentEmail', element: <ConfirmPaymentEmailRoute /> },
      { path: '/undoPaymentEmail', element: <UndoPaymentEmailRoute /> },
      { path: '/unsubscribe', element: <UnsubscribeRoute /> },
      { path: '/irl', element: <Navigate replace to="/directcontests?cat=stagecoach" /> },
      { path: '/studio/join', element: <StudioJoinRoute /> },
      { path: '/studio/*', element: <StudioRoute /> },
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
          { path: '/account/notifications', element: <NotificationsSettingsRoute /> },
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

/**
 * The route table, rendered by the router the app (BrowserRouter) or a test (MemoryRouter) provides. Declarative
 * routing: the data router (loaders, actions, fetchers) would add ~17 KB gzip to every first load for nothing used.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
