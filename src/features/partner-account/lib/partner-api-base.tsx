import type { ComponentType } from 'react';
import { AccountApiBaseContext, PARTNER_API_BASE } from '@/api/accounts/account-api-base';

/** The account calls (cards, delegate access) of `Page` act on the partner's account (/gym-owner), not a doctor's. */
export function withPartnerApiBase(Page: ComponentType) {
  return function PartnerAccountPage() {
    return (
      <AccountApiBaseContext.Provider value={PARTNER_API_BASE}>
        <Page />
      </AccountApiBaseContext.Provider>
    );
  };
}
