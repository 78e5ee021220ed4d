import { useMemo } from 'react';
import { commonNav, type NavItem } from '@/components/app-shell';
import { selectIsSignedIn, useSessionSelector } from '@/lib/session';
import { useUnreadTotal } from '@/api/chat/get-unread-total';

/**
 * The navigation with the unread count on its "Messages" item. Only a portal whose navigation has Messages fetches
 * the count; while it loads or after an error the item shows none.
 */
export function useMessagesBadge(navItems: readonly NavItem[]): readonly NavItem[] {
  const signedIn = useSessionSelector(selectIsSignedIn);
  const hasMessages = navItems.some((item) => item.to === commonNav.messages.to);
  const unread = useUnreadTotal(signedIn && hasMessages);
  return useMemo(
    () => (unread ? navItems.map((item) => (item.to === commonNav.messages.to ? { ...item, badge: unread } : item)) : navItems),
    [navItems, unread],
  );
}
