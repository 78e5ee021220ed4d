import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { AppShell, type NavItem } from '@/components/app-shell';
import { useMessagesBadge } from './use-messages-badge';
import { PORTAL_BY_ROLE, type Portal } from '@contracts/portals';
import { PORTAL_NAMES } from '@/config/portals';
import { fullName, useSessionSelector } from '@/lib/session';
import { ActingBanner } from './acting-banner';
import { useSignOut } from './use-sign-out';

interface SignedInShellProps {
  portal: Portal;
  navItems: readonly NavItem[];
  /** The account's own mark in the top bar (a partner's logo). */
  brand?: ReactNode;
}

/** A portal's signed-in frame: navigation, the user (and whom they act for) and sign-out around the page. */
export function SignedInShell({ portal, navItems, brand }: SignedInShellProps) {
  const user = useSessionSelector((s) => s.user.user);
  const acting = useSessionSelector((s) => s.user.selectedDelegateAccess);
  const actingAs = useSessionSelector((s) => s.user.actingAs);
  const { signOut, signingOut } = useSignOut();
  const items = useMessagesBadge(navItems);
  const homePortal = user ? PORTAL_BY_ROLE[user.role] : portal;
  // A delegate may work in the portal of the owner they act for.
  const belongsHere = homePortal === portal || (acting !== null && PORTAL_BY_ROLE[acting.owner.role] === portal);

  return (
    <AppShell
      portalName={PORTAL_NAMES[portal]}
      navItems={items}
      userName={fullName(user)}
      actingFor={acting ? fullName(acting.owner) : null}
      onSignOut={() => void signOut()}
      signingOut={signingOut}
      brand={brand}
      notice={
        actingAs ? (
          <ActingBanner userName={fullName(user)} actingAs={actingAs} />
        ) : (
          !belongsHere && (
            <Alert severity="info" sx={{ mb: 3 }}>
              Your account belongs to the {PORTAL_NAMES[homePortal]}. Some information here may not be available to you.
            </Alert>
          )
        )
      }
    >
      <Outlet />
    </AppShell>
  );
}
