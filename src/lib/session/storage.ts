import type { Storage } from 'redux-persist';

/**
 * The browser's localStorage behind redux-persist's async storage interface (what redux-persist/lib/storage does,
 * without its CommonJS default-export interop).
 */
export const localStorageEngine: Storage = {
  getItem: (key: string) => Promise.resolve(window.localStorage.getItem(key)),
  setItem: (key: string, value: string) => Promise.resolve(window.localStorage.setItem(key, value)),
  removeItem: (key: string) => Promise.resolve(window.localStorage.removeItem(key)),
};

/** Whether the browser keeps a session (redux-persist's copy under `persist:root`), read before the store has it. */
export function hasStoredSession(storage: Pick<globalThis.Storage, 'getItem'> = window.localStorage): boolean {
  try {
    const root = JSON.parse(storage.getItem('persist:root') ?? '{}') as { session?: string };
    const session = JSON.parse(root.session ?? '{}') as { refreshToken?: unknown };
    return typeof session.refreshToken === 'string' && session.refreshToken !== '';
  } catch {
    return false;
  }
}
