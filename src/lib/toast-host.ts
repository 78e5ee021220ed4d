import { useSyncExternalStore } from 'react';

// Whether any toast has been asked for yet. The toast container (react-toastify and its styles) is mounted only then
// (components/toast-host), so that the sign-in page does not download it; toasts shown before it mounts wait for it.

let wanted = false;
const listeners = new Set<() => void>();

/** Mounts the toast container (once). */
export function wantToasts(): void {
  if (wanted) return;
  wanted = true;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function useToastsWanted(): boolean {
  return useSyncExternalStore(subscribe, () => wanted);
}
