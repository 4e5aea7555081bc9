// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { captureNativeToken, forgetNativeToken, getNativeToken, isNativeMode, rememberNativeToken } from './native.ts';

afterEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('native mode', () => {
  it('is off on the web and keeps no token', () => {
    window.history.replaceState(null, '', '/dashboard?tab=1');
    captureNativeToken();
    expect(isNativeMode()).toBe(false);
    rememberNativeToken('abc');
    expect(getNativeToken()).toBeNull();
  });

  it('takes ?token= into sessionStorage and out of the address bar', () => {
    window.history.replaceState(null, '', '/dashboard?token=tok-123&tab=contests#x');
    captureNativeToken();
    expect(isNativeMode()).toBe(true);
    expect(getNativeToken()).toBe('tok-123');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/dashboard?tab=contests#x');
  });

  it('treats an empty ?token= as native and signed out', () => {
    window.sessionStorage.setItem('chorus.token', 'old');
    window.history.replaceState(null, '', '/?token=');
    captureNativeToken();
    expect(isNativeMode()).toBe(true);
    expect(getNativeToken()).toBeNull();
    rememberNativeToken('fresh');
    expect(getNativeToken()).toBe('fresh');
    forgetNativeToken();
    expect(getNativeToken()).toBeNull();
    expect(isNativeMode()).toBe(true);
  });
});
