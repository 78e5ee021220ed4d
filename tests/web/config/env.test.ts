import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/config/env';

describe('env', () => {
  it('defaults the API base to /api/v1 and leaves the support widget off', () => {
    const env = parseEnv({});
    expect(env.VITE_API_BASE_URL).toBe('/api/v1');
    expect(env.VITE_SUPPORT_WIDGET_ID).toBeUndefined();
    expect(env.VITE_SHOW_DEV_OUTBOX).toBe(false);
  });

  it('takes overrides and drops a trailing slash', () => {
    const env = parseEnv({
      VITE_API_BASE_URL: 'https://api.example.test/api/v1/',
      VITE_SUPPORT_WIDGET_ID: 'w-1',
      VITE_SHOW_DEV_OUTBOX: 'true',
    });
    expect(env.VITE_API_BASE_URL).toBe('https://api.example.test/api/v1');
    expect(env.VITE_SUPPORT_WIDGET_ID).toBe('w-1');
    expect(env.VITE_SHOW_DEV_OUTBOX).toBe(true);
    expect(parseEnv({ VITE_SHOW_DEV_OUTBOX: 'yes please' }).VITE_SHOW_DEV_OUTBOX).toBe(false);
  });

  it('only accepts an https support widget script', () => {
    expect(parseEnv({ VITE_SUPPORT_WIDGET_SRC: 'https://cdn.example.test/w.js' }).VITE_SUPPORT_WIDGET_SRC).toBe(
      'https://cdn.example.test/w.js',
    );
    expect(() => parseEnv({ VITE_SUPPORT_WIDGET_SRC: 'http://cdn.example.test/w.js' })).toThrow();
  });
});
