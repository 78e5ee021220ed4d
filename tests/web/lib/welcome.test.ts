import { describe, expect, it } from 'vitest';
import { welcomeLine } from '@/lib/welcome';

describe('welcomeLine', () => {
  it('welcomes someone signed in for the first time, and welcomes back who was here before', () => {
    expect(welcomeLine({ firstName: 'Nora', firstSignIn: true })).toBe('Welcome, Nora.');
    expect(welcomeLine({ firstName: 'Nora', firstSignIn: false })).toBe('Welcome back, Nora.');
    expect(welcomeLine({ firstName: 'Nora' })).toBe('Welcome back, Nora.');
    expect(welcomeLine(null)).toBe('Welcome back.');
  });
});
