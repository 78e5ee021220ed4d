import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// CI machines have 2 cores shared with the server tests: give findBy*/waitFor room before calling it a failure.
configure({ asyncUtilTimeout: 5_000 });
// User-event flows through several steps take seconds there; the project's default (5 s) is too tight.
vi.setConfig({ testTimeout: 30_000 });

// jsdom has no scrolling; app/scroll-restoration calls it on every navigation.
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  localStorage.clear();
});
