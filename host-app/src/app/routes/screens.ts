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

export const plannedScreens: PlannedScreen[] = [
  { path: '/settings', title: 'Account Settings', access: 'session', description: 'Login, contact, payment and tax details, profiles, photo and roster.' },
  { path: '/account/credentials', title: 'Login Information', access: 'session', description: 'Change the email you log in with and your password.' },
  { path: '/account/contact', title: 'Contact Information', access: 'session', description: 'Your name, address, phone and birthday.' },
  { path: '/account/vendor', title: 'Payment Information', access: 'session', description: 'Your payment email and its history.' },
  { path: '/account/tax', title: 'Tax Documents', access: 'session', description: 'Upload and manage your tax forms.' },
  { path: '/account/social', title: 'My Profiles', access: 'session', description: 'Your social media profiles with their song and brand rates.' },
  { path: '/account/updatesocial', title: 'Edit Social Profile', access: 'session', description: 'Add or edit one social media profile.' },
  { path: '/account/photo', title: 'Profile Photo', access: 'session', description: 'Upload a profile photo.' },
  { path: '/account/accounts', title: 'Manage Roster', access: 'session', description: 'The creators you manage, or who can access your account.' },
  { path: '/account/admin', title: 'Creator Admin', access: 'session', description: "Edit a rostered creator's details, handles and rates." },
  { path: '/account/deactivate', title: 'Deactivate Account', access: 'session', description: 'Close your account.' },
  { path: '/explore', title: 'Explore', access: 'session', description: 'Opportunities you can apply to, and how they work.' },
  { path: '/notifications', title: 'Notifications', access: 'session', description: 'Messages from the Chorus team and from campaigns.' },
  { path: '/chat', title: 'Chat', access: 'session', description: 'Your conversations about campaigns.' },
  { path: '/hello', title: 'Sign Up', access: 'public', description: 'Create a creator account in four steps.' },
  { path: '/manageronboarding', title: 'Manager Onboarding', access: 'public', description: 'Request a manager account and add your roster.' },
];
