import { describe, expect, it } from 'vitest';
import { decideStartup, isMobileDevice, mobilePlatform, type StartupInput } from './startup.ts';

const desktop: StartupInput = {
  tokenStored: false,
  isMobile: false,
  continuedWeb: false,
  status: { show_wizard: false },
  storedCredentials: null,
};

describe('decideStartup', () => {
  it('uses a stored token', () => {
    expect(decideStartup({ ...desktop, tokenStored: true, storedCredentials: { isDefault: false } })).toEqual({ kind: 'enter' });
  });

  it('with a token, waits for the status (the wizard rule comes first), then enters', () => {
    expect(decideStartup({ ...desktop, tokenStored: true, status: null })).toEqual({ kind: 'wait' });
    expect(decideStartup({ ...desktop, tokenStored: true, status: null, statusFailed: true })).toEqual({ kind: 'enter' });
  });

  it('sends a phone without token to /download-app even when the device needs the wizard', () => {
    expect(decideStartup({ ...desktop, isMobile: true, status: { show_wizard: true } })).toMatchObject({ kind: 'redirect', to: '/download-app' });
  });

  it('sends a mobile device without token to /download-app, even before the status is known', () => {
    expect(decideStartup({ ...desktop, isMobile: true, status: null })).toMatchObject({ kind: 'redirect', to: '/download-app' });
  });

  it('lets a mobile user who chose the web version through', () => {
    expect(decideStartup({ ...desktop, isMobile: true, continuedWeb: true })).toMatchObject({ to: '/login' });
  });

  it('sends to /wizard when the status asks for it', () => {
    expect(decideStartup({ ...desktop, status: { show_wizard: true } })).toEqual({
      kind: 'redirect', to: '/wizard', clearStorage: true,
    });
  });

  it('clears storage and goes to /wizard when default credentials are stored, token or not', () => {
    expect(
      decideStartup({ ...desktop, tokenStored: true, status: { show_wizard: true }, storedCredentials: { isDefault: true } }),
    ).toEqual({ kind: 'redirect', to: '/wizard', clearStorage: true });
  });

  it('keeps credentials set in the wizard and stays in it', () => {
    expect(
      decideStartup({ ...desktop, tokenStored: true, status: { show_wizard: true }, storedCredentials: { isDefault: false } }),
    ).toEqual({ kind: 'redirect', to: '/wizard', clearStorage: false });
  });

  it('goes to /login otherwise', () => {
    expect(decideStartup(desktop)).toEqual({ kind: 'redirect', to: '/login', clearStorage: false });
  });

  it('waits for the status without a token, then /login if it fails', () => {
    expect(decideStartup({ ...desktop, status: null })).toEqual({ kind: 'wait' });
    expect(decideStartup({ ...desktop, status: null, statusFailed: true })).toMatchObject({ to: '/login' });
  });
});

describe('isMobileDevice / mobilePlatform', () => {
  const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36';
  const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
  const linux = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126 Safari/537.36';

  it('recognises phones by user agent or by a width under 500', () => {
    expect(isMobileDevice(android, 1280)).toBe(true);
    expect(isMobileDevice(iphone, 1280)).toBe(true);
    expect(isMobileDevice(linux, 499)).toBe(true);
    expect(isMobileDevice(linux, 500)).toBe(false);
  });

  it('tells Android from iOS', () => {
    expect(mobilePlatform(android)).toBe('android');
    expect(mobilePlatform(iphone)).toBe('ios');
    expect(mobilePlatform(linux)).toBe('unknown');
  });
});

describe('the wizard and development firmware (spec 2 §2.1)', () => {
  const base: StartupInput = { tokenStored: true, isMobile: false, continuedWeb: false, status: null, storedCredentials: null };
  it('forces the wizard on a release firmware that reports show_wizard', () => {
    expect(decideStartup({ ...base, status: { show_wizard: true, fw_version: '1.4.2' } })).toMatchObject({ kind: 'redirect', to: '/wizard' });
  });
  it('does not force it on a development or test build', () => {
    for (const fw_version of ['1.4.2-dev', '1.5.0-test3', '2.0.0-rc1']) {
      expect(decideStartup({ ...base, status: { show_wizard: true, fw_version }, storedCredentials: { isDefault: false } })).toEqual({ kind: 'enter' });
    }
  });
});
