import { describe, expect, it } from 'vitest';
import { onboardingStepComplete, type OnboardingDetails } from './onboarding-wizard.tsx';
import { confirmStepComplete } from './confirm-info-modal.tsx';
import { emptyHandle } from './new-handle-fields.tsx';

const details: OnboardingDetails = {
  FirstName: 'Lena',
  LastName: 'Park',
  AddressLine1: '12 Harbor St',
  City: 'Seattle',
  StateId: 47,
  OtherState: '',
  PostalCode: '98101',
  PrimaryPhone: '+1 206 555 0100',
  Birthday: '2000-05-20',
};
const state = { details, paymentEmail: 'pay@lena.test', profiles: 1, markets: [1] };

describe('wizard gating (campaigns.md §5)', () => {
  it('onboarding: each step needs its required fields, the birthday not at its default', () => {
    for (const step of [0, 1, 2, 3, 4]) expect(onboardingStepComplete(step, state)).toBe(true);
    expect(onboardingStepComplete(0, { ...state, details: { ...details, Birthday: '1910-01-01' } })).toBe(false);
    expect(onboardingStepComplete(0, { ...state, details: { ...details, PrimaryPhone: ' ' } })).toBe(false);
    expect(onboardingStepComplete(0, { ...state, details: { ...details, StateId: 111 } })).toBe(false);
    expect(onboardingStepComplete(1, { ...state, paymentEmail: 'nope' })).toBe(false);
    expect(onboardingStepComplete(2, { ...state, profiles: 0 })).toBe(false);
    expect(onboardingStepComplete(3, { ...state, markets: [] })).toBe(false);
  });

  it('confirm-info: info, payment email, then a profile or a complete new handle (platform, handle, both rates)', () => {
    const info = { FirstName: 'L', LastName: 'P', Address: 'a', City: 'c', StateID: 47, OtherState: '', PostalCode: '1', CountryID: 1 };
    const none = emptyHandle();
    const lena = { platformId: 1, handle: 'lena', rate: '$12', brandRate: '25.50' };
    expect(confirmStepComplete(0, info, '', 0, none)).toBe(true);
    expect(confirmStepComplete(0, { ...info, City: '' }, '', 0, none)).toBe(false);
    expect(confirmStepComplete(1, info, 'bad', 0, none)).toBe(false);
    expect(confirmStepComplete(1, info, 'pay@x.test', 0, none)).toBe(true);
    expect(confirmStepComplete(2, info, '', 0, none)).toBe(false);
    expect(confirmStepComplete(2, info, '', 1, none)).toBe(true);
    expect(confirmStepComplete(2, info, '', 0, lena)).toBe(true);
    // A handle without its rates is not added silently at $10/$20: the step waits for them.
    expect(confirmStepComplete(2, info, '', 0, { ...lena, rate: '', brandRate: '' })).toBe(false);
    expect(confirmStepComplete(2, info, '', 1, { ...lena, brandRate: '' })).toBe(false);
  });
});
