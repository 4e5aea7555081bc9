/** The public landing page's own path (`/` goes to the login or the dashboard, accounts.md §2). */
export const LANDING_PATH = '/discover';
