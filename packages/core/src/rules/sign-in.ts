/**
 * What signing in says, kept apart from the catalogue so the widgets' in-place sign-in (the SDK) imports these few
 * strings without it (a module-level object is kept whole once any of it is used). `messages.login`, the login
 * body's schema and the embed's contest-entry sign-in all use these same strings.
 */
export const signInMessages = {
  usernameRequired: 'Please enter your email',
  passwordRequired: 'Password is required',
  invalidCredentials: 'Invalid email or password',
  tooManyAttempts: 'Too many login attempts. Please wait a few minutes and try again.',
  unconfirmed: 'Please confirm your email first: follow the link in the email we sent you. If it has expired, use Forgot password to get a new one.',
  sessionExpired: 'Your session has expired. Please log in again.',
  /** A contest-entry sign-in (made inside an embed) used for anything but entering a contest. */
  entryOnly: 'This sign-in only lets you enter contests. Please log in to Chorus to do more.',
} as const;

/**
 * How a contest-entry token starts (a full session token is base64url and never holds a '.'): the client sends
 * entries made with one to the call any origin may make, and the server refuses one on every other call.
 */
export const ENTRY_TOKEN_PREFIX = 'entry.';

/** How long an embed's contest-entry sign-in lasts: long enough to fill in the form, short if it leaks. */
export const ENTRY_SIGN_IN_MINUTES = 30;
