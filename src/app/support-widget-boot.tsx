import { useEffect, useRef } from 'react';
import { fullName } from '@/lib/session';
import { useSupportWidget } from '@/lib/support-widget';
import { useAppSelector } from './hooks';

/** Starts the support chat once the user is known (once per user); shuts it down on sign-out. */
export function SupportWidgetBoot() {
  const widget = useSupportWidget();
  const user = useAppSelector((s) => s.user.user);
  const booted = useRef<string | null>(null);

  useEffect(() => {
    if (!user) {
      if (booted.current) widget.shutdown?.();
      booted.current = null;
      return;
    }
    if (booted.current === user.id) return;
    if (booted.current) widget.shutdown?.();
    booted.current = user.id;
    widget.boot({ userId: user.id, fullName: fullName(user), email: user.email, createdAt: user.createdAt });
  }, [user, widget]);

  return null;
}
