// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { enterNativeMode, forgetNativeToken, getNativeToken, isNativeMode, rememberNativeToken, takeOfferedToken } from './native.ts';

afterEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('native mode', () => {
  it('is off on the web and keeps no token', () => {
    window.history.replaceState(null, '', '/dashboard?tab=1');
    expect(takeOfferedToken()).toBeNull();
    expect(isNativeMode()).toBe(false);
    rememberNativeToken('abc');
    expect(getNativeToken()).toBeNull();
  });

  it('takes ?token= out of the address bar, and keeps it in sessionStorage once native mode is entered', () => {
    window.history.replaceState(null, '', '/dashboard?token=tok-123&tab=contests#x');
    expect(takeOfferedToken()).toBe('tok-123');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/dashboard?tab=contests#x');
    // Taking it out of the address is not yet taking it: the session decides (lib/session.tsx).
    expect(isNativeMode()).toBe(false);
    enterNativeMode('tok-123');
    expect(isNativeMode()).toBe(true);
    expect(getNativeToken()).toBe('tok-123');
  });

  it('treats an empty ?token= as native and signed out', () => {
    window.sessionStorage.setItem('chorus.token', 'old');
    window.history.replaceState(null, '', '/?token=');
    expect(takeOfferedToken()).toBe('');
    enterNativeMode('');
    expect(isNativeMode()).toBe(true);
    expect(getNativeToken()).toBeNull();
    rememberNativeToken('fresh');
    expect(getNativeToken()).toBe('fresh');
    forgetNativeToken();
    expect(getNativeToken()).toBeNull();
    expect(isNativeMode()).toBe(true);
  });
});
