/** The message catalogue: every user-facing string the spec fixes, word for word. */
export const PRODUCT = 'Chorus';
export const SUPPORT_EMAIL = 'support@chorus.test';

export const messages = {
  login: {
    invalidCredentials: 'Invalid email or password',
    trouble: (email: string = SUPPORT_EMAIL) => `Having trouble logging in? Contact ${email}`,
    tooManyAttempts: 'Too many login attempts. Please wait a few minutes and try again.',
    resetSuccess: 'Your password has been successfully reset. Please log in.',
    confirmation: 'You have successfully confirmed your email!',
  },
  auth: {
    required: 'Please log in to continue.',
    sessionExpired: 'Your session has expired. Please log in again.',
    forbidden: 'You do not have access to this.',
  },
  email: { invalid: 'Invalid Email' },
  username: { taken: 'Email already exists' },
  switchAccount: {
    notLinked: 'That account is not linked to you.',
    ended: 'Your access to that account has ended. You are back on your own account.',
  },
  security: { crossSite: 'This request must come from the Chorus app. Please reload the page and try again.' },
  generic: {
    error: 'There has been an error.',
    notFound: 'Not found.',
    badRequest: 'Invalid request.',
    unavailable: 'Chorus is briefly unavailable. Please try again in a few seconds.',
    tooManyRequests: 'Too many requests. Please wait a minute and try again.',
    conflict: 'This changed at the same moment elsewhere. Please reload and try again.',
  },
} as const;
