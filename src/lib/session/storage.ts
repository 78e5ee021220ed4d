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
