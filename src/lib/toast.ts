import type { ToastContainerProps } from 'react-toastify';
import { getErrorMessage } from './error-message';
import { wantToasts } from './toast-host';

/** Library-level defaults (SPEC §9). */
export const toastContainerDefaults = {
  position: 'top-right',
  autoClose: 5_000,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  draggable: true,
  draggablePercent: 80,
} satisfies ToastContainerProps;

/**
 * react-toastify, downloaded with the first toast (as its container is, components/toast-host): most pages import these
 * helpers for a failure that may never happen, and the library is 9 kB on the wire.
 */
const toastify = () => import('react-toastify');

export const PRODUCT_TOAST_MS = 2_000;
export const DEFAULT_FAILURE_TEXT = 'Action Failure';
export const DEFAULT_SUCCESS_TEXT = 'Action Successfully';

/**
 * The server's message (or the given text), else 'Action Failure'; 2 s, bottom right. The text is the toast's id, so
 * a failure repeated while its toast is still up does not stack a second copy of it.
 */
export function toastFailure(errorOrMessage?: unknown, fallback: string = DEFAULT_FAILURE_TEXT): void {
  const text = errorOrMessage === undefined ? fallback : getErrorMessage(errorOrMessage, fallback);
  wantToasts();
  void toastify().then(({ toast }) =>
    toast.error(text, { autoClose: PRODUCT_TOAST_MS, position: 'bottom-right', toastId: `failure:${text}` }),
  );
}

/** The given message, else 'Action Successfully'; 2 s, top center. */
export function toastSuccess(message?: string): void {
  const text = message?.trim() || DEFAULT_SUCCESS_TEXT;
  wantToasts();
  void toastify().then(({ toast }) => toast.success(text, { autoClose: PRODUCT_TOAST_MS, position: 'top-center' }));
}
