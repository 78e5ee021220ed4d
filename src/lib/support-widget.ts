import { createContext, useContext } from 'react';
import { env } from '@/config/env';

export interface SupportWidgetUser {
  userId: string;
  fullName: string;
  email: string;
  createdAt: string;
}

/** The third-party support chat, behind an adapter so that nothing loads unless it is configured. */
export interface SupportWidget {
  boot(user: SupportWidgetUser): void;
  /** Sign-out: the vendor forgets the user (and their conversation) in this browser. */
  shutdown?(): void;
}

export const noopSupportWidget: SupportWidget = { boot: () => undefined, shutdown: () => undefined };

type QueuedCall = [command: 'boot', payload: SupportWidgetUser & { widgetId: string }] | [command: 'shutdown'];
interface SupportWidgetWindow {
  supportWidgetQueue?: QueuedCall[];
}

/**
 * Vendor loader stub: queues the boot call on window (the usual snippet contract: the vendor script drains the
 * queue) and injects the vendor script once, from an https URL given at build time. No inline script: the CSP
 * forbids it, so the vendor's origin must be allowed in script-src when this is turned on.
 */
export function createScriptSupportWidget(widgetId: string, scriptSrc?: string): SupportWidget {
  let injected = false;
  return {
    boot(user) {
      const w = window as unknown as SupportWidgetWindow;
      w.supportWidgetQueue = [...(w.supportWidgetQueue ?? []), ['boot', { ...user, widgetId }]];
      if (!scriptSrc || injected) return;
      injected = true;
      const script = document.createElement('script');
      script.async = true;
      script.src = scriptSrc;
      script.dataset.widgetId = widgetId;
      document.head.appendChild(script);
    },
    shutdown() {
      const w = window as unknown as SupportWidgetWindow;
      w.supportWidgetQueue = [...(w.supportWidgetQueue ?? []), ['shutdown']];
    },
  };
}

export function createDefaultSupportWidget(): SupportWidget {
  return env.VITE_SUPPORT_WIDGET_ID
    ? createScriptSupportWidget(env.VITE_SUPPORT_WIDGET_ID, env.VITE_SUPPORT_WIDGET_SRC)
    : noopSupportWidget;
}

export const SupportWidgetContext = createContext<SupportWidget>(noopSupportWidget);

export const useSupportWidget = () => useContext(SupportWidgetContext);
