import { managerInviteOf } from '../../testing/account-fuzz.ts';
import { TEST_PASSWORD } from '../../testing/factories.ts';
import type { Fixtures } from './fixtures.ts';
import { entry } from './public.ts';

// ---- Valid requests of the signed-in routes (/creatorapi) written here; the rest are in testing/*-fuzz.ts ----

/** Queries the schema's example cannot make valid (an emailed link's secret). */
export const creatorQueries: Record<string, (fx: Fixtures) => Record<string, string>> = {
  'POST /creatorapi/magic-link/verify': (fx) => {
    const link = fx.links.reset.pop()!;
    return { magic_token: link.token, magic_token_uid: String(link.id) };
  },
};

export const creatorBodies: Record<string, (fx: Fixtures) => object> = {
  'PUT /creatorapi/notification-preferences': () => ({ NotificationPreferences: [{ Kind: 'news', App: true, Mail: false }] }),
  'POST /creatorapi/password-reset': (fx) => ({ username: fx.admin.email }),
  'POST /creatorapi/magic-link/verify': () => ({}),
  'POST /creatorapi/confirm-account': (fx) => {
    const link = fx.links.confirm.pop()!;
    return { contactId: link.contactId, uid: link.uid };
  },
  'POST /creatorapi/auth/login': (fx) => ({ username: fx.admin.email, password: TEST_PASSWORD, rememberMe: false }),
  'POST /creatorapi/switch': (fx) => ({ contactId: fx.admin.id }),
  'POST /creatorapi/contact/savecreator': (fx) => {
    const n = fx.next();
    return {
      isManager: false,
      username: `joiner${n}@example.test`,
      email: `joiner${n}@example.test`,
      password: 'Fuzz-pass-1',
      passwordConfirm: 'Fuzz-pass-1',
      firstName: 'Fuzz',
      lastName: 'Joiner',
      addressLine1: '1 Main St',
      city: 'Austin',
      stateId: 43,
      postalCode: '78701',
      countryId: 1,
      paymentEmail: `pay${n}@example.test`,
      mobilePhone: '512-555-0100',
      primaryPhone: '512-555-0101',
      AllowText: true,
      birthday: '1990-01-02',
      genderIdentityId: 1,
      sexualOrientationId: 1,
      gender: 'Decline to Answer',
      profileArray: [{ handle: `@joiner${n}`, platformId: 4, followers: 10, rate: '$10.00', brandRate: 20 }],
    };
  },
  'POST /creatorapi/contact/savemanager': (fx) => {
    const n = fx.next();
    return {
      ...managerInviteOf(fx),
      primaryEmail: `boss${n}@example.test`,
      password: 'Fuzz-pass-1',
      passwordConfirm: 'Fuzz-pass-1',
      firstName: 'Fuzz',
      lastName: 'Boss',
      paymentEmail: `bosspay${n}@example.test`,
      primaryPhone: '512-555-0100',
      company: 'Fuzz Mgmt',
      AllowText: false,
      creators: [
        {
          firstName: 'Ro',
          lastName: 'Ster',
          addressLine1: '2 Side St',
          city: 'Austin',
          stateId: 43,
          stateOther: '',
          postalCode: '78701',
          countryId: 1,
          birthday: '2001-05-06',
          genderId: 1,
          sexualOrientationId: 1,
          contactPlatforms: [{ platform: 4, handle: `roster${n}`, followers: 5, songRate: '$5', brandRate: 9 }],
        },
      ],
    };
  },
  'POST /creatorapi/contests/{id}/entries': (fx) => ({ ...entry(fx), creator: fx.entryHandle }),
  'POST /creatorapi/legal': () => ({ type: 'Terms of Service', application: 'creator' }),
  // The seeded Terms of Service are the first legal document of a fresh database; the organiser accepts for itself.
  'POST /creatorapi/legal-approval': (fx) => ({ legalId: 1, contactId: fx.admin.id, optout: false }),
  'POST /creatorapi/send-contact-form': () => ({ emailTo: 'fuzz@example.test', emailFrom: 'fuzz@example.test', from: 'Fuzz', subject: 'Fuzz', message: 'Hello' }),
  'POST /creatorapi/feedback-submit': () => ({ feedback: 'Fuzz feedback' }),
};
