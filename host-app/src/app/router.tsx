import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { DashboardRoute } from './routes/app/dashboard.tsx';
import { FlexibleLayout, ProtectedLayout } from './routes/app/protected-layout.tsx';
import { LoginRoute } from './routes/auth/login.tsx';
import { WelcomeRoute } from './routes/auth/welcome.tsx';
import { ComingSoon } from './routes/coming-soon.tsx';
import { LandingRoute } from './routes/landing.tsx';
import { NotFound } from './routes/not-found.tsx';
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
      {
        element: <ProtectedLayout />,
        children: [{ path: '/dashboard', element: <DashboardRoute /> }, ...planned('session')],
      },
      {
        element: <FlexibleLayout />,
        children: [...planned('public'), { path: '*', element: <NotFound /> }],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
