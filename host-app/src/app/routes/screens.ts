/**
 * Screens that later issues build. Each leads to one honest "Coming soon" page that names it.
 * `access: 'session'` screens need a login (and redirect to /login?returnTo=…); `public` ones do not.
 */
export interface PlannedScreen {
  path: string;
  title: string;
  access: 'session' | 'public';
  description: string;
}

export const plannedScreens: PlannedScreen[] = [];
