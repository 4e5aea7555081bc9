import { describe, expect, it } from 'vitest';
import { campaignAdminMessages, inviteBody } from '../schemas/campaign-admin.ts';
import { commitsBudget, isOrganiserTurn, offerEventBy, offerNextStep } from './campaign-studio.ts';
import { offerStates } from './campaigns.ts';

describe('the studio’s view of an offer', () => {
  it('says what the organiser must do next in every state, and that closed offers need nothing', () => {
    for (const s of offerStates) expect(offerNextStep(s).length, s).toBeGreaterThan(0);
    expect(offerNextStep('negotiating')).toBe('Answer the change request');
    expect(offerNextStep('review')).toBe('Review the draft');
    expect(offerNextStep('verifying')).toBe('Verify the results');
    for (const s of ['completed', 'declined', 'expired', 'failed', 'pulled'] as const) expect(offerNextStep(s)).toBe('Nothing: closed');
    expect(offerStates.filter(isOrganiserTurn)).toEqual(['negotiating', 'countered', 'review', 'verifying']);
  });

  it('counts every offer but the closed-unpaid ones against the budget, invites included', () => {
    expect(offerStates.filter((s) => !commitsBudget(s))).toEqual(['declined', 'expired', 'failed', 'pulled']);
    expect(commitsBudget('invited')).toBe(true);
    expect(commitsBudget('completed')).toBe(true);
  });

  it('tells who took a step of the log', () => {
    expect(offerEventBy('invite')).toBe('organiser');
    expect(offerEventBy('accept')).toBe('creator');
    expect(offerEventBy('approveDraft')).toBe('organiser');
    expect(offerEventBy('expire')).toBe('system');
    expect(offerEventBy('something-else')).toBe('system');
  });

  it('words the budget refusal with the money left', () => {
    expect(campaignAdminMessages.overBudget(12_550)).toBe("This invite would pass the campaign's budget: $125.50 left.");
    expect(campaignAdminMessages.overBudget(-5)).toBe("This invite would pass the campaign's budget: $0.00 left.");
  });

  it('takes one rate per handle, for handles of the invite only', () => {
    expect(inviteBody.safeParse({ contactPlatformIds: [1, 2], handleRates: [{ contactPlatformId: 2, rateCents: 100 }] }).success).toBe(true);
    expect(inviteBody.safeParse({ contactPlatformIds: [1], handleRates: [{ contactPlatformId: 1, rateCents: 1 }, { contactPlatformId: 1, rateCents: 2 }] }).success).toBe(false);
    expect(inviteBody.safeParse({ contactPlatformIds: [1], handleRates: [{ contactPlatformId: 3, rateCents: 1 }] }).success).toBe(false);
  });
});
