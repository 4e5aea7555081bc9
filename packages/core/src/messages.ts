import { signInMessages } from './rules/sign-in.ts';

/** The message catalogue: every user-facing string the spec fixes, word for word. */
export const PRODUCT = 'Chorus';

/**
 * Generic lines, kept apart from `messages` so the widgets (the SDK) import these few strings without the whole
 * catalogue (a module-level object is kept whole once any of it is used).
 */
export const genericMessages = {
  error: 'There has been an error.',
  notFound: 'Not found.',
  badRequest: 'Invalid request.',
  unavailable: 'Chorus is briefly unavailable. Please try again in a few seconds.',
  tooManyRequests: 'Too many requests. Please wait a minute and try again.',
  conflict: 'This changed at the same moment elsewhere. Please reload and try again.',
} as const;

export const messages = {
  login: {
    invalidCredentials: signInMessages.invalidCredentials,
    /** `email` is the team's address as the server is configured (TEAM_EMAIL, GET team-contact). */
    trouble: (email: string) => `Having trouble logging in? Contact ${email}`,
    /** Login step 2 (accounts.md §2, §8): linking a unique email failed. */
    linkEmailFailed: 'Duplicate or Invalid Credentials',
    linkEmailHeading: 'Link a unique email',
    linkEmailIntro:
      'Your account logs in with a username, not an email address. Link a unique email to it: we will send a verification link there.',
    /** Login step 3. */
    linkEmailThanks: (email: string) =>
      `Thanks for registering! We sent a verification email to ${email}. Follow the link in it to finish linking your email; until then, keep logging in as you do now.`,
    tooManyAttempts: signInMessages.tooManyAttempts,
    resetSuccess: 'Your password has been successfully reset. Please log in.',
    confirmation: 'You have successfully confirmed your email!',
  },
  auth: {
    required: 'Please log in to continue.',
    sessionExpired: signInMessages.sessionExpired,
    forbidden: 'You do not have access to this.',
    /** A delegate (a granted login, or a manager acting for a creator who has a login) tried an owner's change. */
    ownerOnly: 'Only the account owner can change this. Please ask them to sign in and do it.',
  },
  email: { invalid: 'Invalid Email' },
  username: { taken: 'Email already exists' },
  switchAccount: {
    notLinked: 'That account is not linked to you.',
    ended: 'Your access to that account has ended. You are back on your own account.',
    /** A write from a page showing one account while the session (another tab switched) acts as another. */
    changedElsewhere: 'You switched accounts in another tab, so nothing was saved. This page now shows the account you are using.',
  },
  security: { crossSite: 'This request must come from the Chorus app. Please reload the page and try again.' },
  /** Staff's review of creator applications (issue 21). */
  creatorReview: {
    status: 'Status must be Pending, Denied or Approved.',
    reason: 'Please give the reason: it is emailed to the creator.',
    notFound: 'Creator not found.',
    same: (status: string) => `This creator is already ${status}.`,
  },
  /** Organisations and their members (issue 21): the organiser side at /orgapi. */
  organisation: {
    none: 'You are not working in an organisation. Choose one of yours first.',
    role: {
      orgViewer: 'You do not have access to this organisation.',
      orgEditor: 'Only an editor or owner of this organisation can do this.',
      orgOwner: 'Only an owner of this organisation can do this.',
    },
    notFound: 'Organisation not found.',
    notMember: 'You are not a member of that organisation.',
    memberNotFound: 'Member not found.',
    noAccount: 'There is no Chorus login with that email. Ask them to sign up first.',
    alreadyMember: 'That login is already a member of this organisation.',
    lastOwner: 'An organisation needs at least one owner. Make someone else an owner first.',
    notOrganiser: 'Only organiser logins can join an organisation.',
    slugTaken: 'That short name is already taken.',
    request: {
      received: 'Thanks! We will review your request and email you once it is approved.',
      name: 'Please enter your organisation’s name.',
      whatTheyRun: 'Please tell us what you will run on Chorus.',
      firstName: 'Please enter your first name.',
      lastName: 'Please enter your last name.',
      status: 'Status must be pending, approved or denied.',
      reason: 'Please give the reason: it is emailed to them.',
      decided: 'This request was already decided.',
    },
    invite: {
      sent: (email: string) => `We emailed an invitation to ${email}.`,
      invalid: 'This invitation link is invalid or has expired. Ask the organisation’s owner for a new one.',
      details: 'Please enter your first and last name and choose a password to create your login.',
      joined: (name: string) => `You joined ${name}. Sign in to start.`,
    },
    input: {
      role: 'Role must be owner, editor or viewer.',
      origin: 'Each allowed origin is a scheme and host only, like https://example.com.',
      origins: 'At most 20 allowed origins.',
      name: 'Please enter the organisation’s name.',
    },
  },
  /** The studio's moderation queue: its filters, and holding a flagged entrant's prize (issue 21). */
  moderation: {
    platform: 'Platform must be one of tiktok, youtube, instagram, capcut.',
    flagged: 'Flagged must be true or false.',
    /** Marking a held prize paid, alone or in its batch. */
    held: (paymentId: number) => `Payment ${paymentId} is held: its entry was held in moderation. Release the entry before paying it.`,
    /** Holding an entry whose prize money has moved. */
    holdPaid: 'This entry’s prize has already been paid, so it can no longer be held.',
    holdInBatch: (batchId: number) => `This entry’s prize is in payout batch ${batchId}, so it can no longer be held: the batch pays it.`,
  },
  /**
   * File uploads (drafts, contracts, result screenshots, tax forms, photos). The wrong-type strings are the spec's,
   * one per screen (campaigns.md §5, accounts.md §5); the others are ours, in the same voice.
   */
  uploads: {
    /** Draft, contract and tax uploads of a type not allowed. */
    invalidFile: 'Invalid File',
    /** Draft upload, image expected. */
    invalidImage: 'Must be a valid png or jpg',
    /** Result screenshot of a type not allowed. */
    invalidFileType: 'Invalid File Type',
    /** Profile photo of a type not allowed. */
    invalidPhoto: 'Please upload a valid JPG or PNG file',
    /** Over the kind's limit, in MB (the photo's is the spec's 'File size exceeds 100MB limit'). */
    tooLarge: (megabytes: number) => `File size exceeds ${megabytes}MB limit`,
    failed: 'Upload failed',
    /** The upload stopped before its end (a dropped connection, a truncated form). */
    incomplete: 'The upload did not complete. Please try again.',
    /** Not a multipart form (a JSON body sent to an upload route). */
    notMultipart: 'Please send the file as a form upload (multipart/form-data).',
    oneFile: 'Please send one file at a time.',
    tooManyFields: 'The form has too many fields.',
    fieldTooLong: 'A form field is too long.',
    empty: 'The file is empty.',
  },
  /** Emailed links: password reset, magic links, account confirmation, entry verification (accounts.md §4, §5, §8). */
  accountLinks: {
    /** The same answer whether or not the email has an account (no enumeration). */
    resetSent: 'If an account uses that email, a link to reset its password is on its way. The link works once, within one hour.',
    /** Forgot-password screen, when the request fails. */
    forgotError: 'An error has occured',
    /** The reset screen's heading when the link does not verify. */
    invalidLinkTitle: 'Invalid or Expired Link',
    invalidResetLink: 'Invalid or expired link. Please request a new reset link.',
    resetError: 'An error has occurred.',
    resetRetry: 'An error occurred. Please try again.',
    magicFailed: 'Verification failed, please request a new link.',
    linkVerified: 'Link verified.',
    signedIn: 'You are signed in.',
    entryVerified: 'Your entry is verified: it now counts for your account.',
    entryClaimSignUp: 'Your email is verified. Sign up with this email to claim your entry: it will show in My Entries, and a prize it wins will be paid to you.',
    alreadyConfirmed: 'This account has already been confirmed. Please attempt to login.',
    confirmFailed: 'This confirmation link is invalid or has expired. Use Forgot password to get a new link.',
    /** Login with the right password on an account whose email is not confirmed yet. */
    unconfirmed: signInMessages.unconfirmed,
    password: {
      required: 'Password is required',
      minLength: 'Must be at least 8 characters',
      pattern: 'Password must contain at least one uppercase letter, one lowercase letter, one digit, and one special character',
      confirmationRequired: 'Confirmation is required',
      mismatch: 'Passwords do not match',
    },
  },
  generic: genericMessages,
} as const;
