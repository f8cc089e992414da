import { afterEach, describe, expect, it, vi } from 'vitest';

// lib/config/env.ts parses the environment once per module instance: each case loads a fresh one.
async function settingsWith(vars: Record<string, string>) {
  vi.resetModules();
  for (const name of Object.keys(process.env).filter((key) => key.startsWith('BOOKING_')))
    vi.stubEnv(name, '');
  for (const [name, value] of Object.entries(vars)) vi.stubEnv(name, value);
  const { bookingSettings } = await import('./booking-settings');
  return bookingSettings();
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('bookingSettings', () => {
  it('is nothing without BOOKING_URL, whatever look is configured', async () => {
    expect(await settingsWith({ BOOKING_PRIMARY_COLOR: '0b3d91' })).toBeNull();
  });

  it('hands on the scheduling page with its colours and hide flags', async () => {
    const settings = await settingsWith({
      BOOKING_URL: 'https://calendly.com/crestfield/30min',
      BOOKING_PRIMARY_COLOR: '#0B3D91',
      BOOKING_BACKGROUND_COLOR: 'ffffff',
      BOOKING_HIDE_DETAILS: '1',
    });
    expect(settings).toEqual({
      url: 'https://calendly.com/crestfield/30min',
      pageSettings: {
        primaryColor: '0b3d91',
        backgroundColor: 'ffffff',
        textColor: undefined,
        hideEventTypeDetails: true,
        hideLandingPageDetails: true,
        hideGdprBanner: false,
      },
    });
  });
});
