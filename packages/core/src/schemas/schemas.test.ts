import { describe, expect, it } from 'vitest';
import { contestInput, contestPatch, entryBody, leaderboardQuery } from './contest-input.ts';
import { checkUsernameQuery, loginBody } from './auth-input.ts';

describe('schemas', () => {
  it('login lowercases the username and needs both fields', () => {
    expect(loginBody.parse({ username: ' Creator@Chorus.TEST ', password: 'x' }).username).toBe('creator@chorus.test');
    expect(loginBody.safeParse({ username: '', password: '' }).error?.issues.map((i) => i.message)).toEqual([
      'Please enter your email',
      'Password is required',
    ]);
  });
  it('emails use the spec message', () => {
    expect(checkUsernameQuery.safeParse({ username: 'x' }).error?.issues[0]?.message).toBe('Invalid Email');
  });
  it('leaderboard pages accept 10, 25 and 100 only, default 10', () => {
    expect(leaderboardQuery.parse({})).toEqual({ page: 1, pageSize: 10 });
    expect(leaderboardQuery.parse({ page: '3', pageSize: '100' })).toEqual({ page: 3, pageSize: 100 });
    expect(leaderboardQuery.safeParse({ pageSize: '50' }).success).toBe(false);
  });
  it('entries lowercase the email', () => {
    expect(entryBody.parse({ email: 'A@B.CO', creator: 'x' }).email).toBe('a@b.co');
  });
  it('contests default to TikTok and likes on create, but an edit changes only what is sent', () => {
    expect(contestInput.parse({ name: 'n', organizer: 'o' })).toMatchObject({ platforms: ['TikTok'], metric: 'likes', kind: 'standard', isActive: true });
    expect(contestPatch.parse({ event: 'x' })).toEqual({ event: 'x' });
  });
});
