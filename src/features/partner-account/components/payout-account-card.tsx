import type { PartnerProfile } from '@contracts/partner-profile';
import { PayoutAccountSection, type PayoutAccount } from '@/components/payout-account-section';
import { fullName, selectSelectedDelegateAccess, useSessionSelector } from '@/lib/session';
import { useConnectPayoutAccount } from '@/api/accounts/connect-payout-account';

interface PayoutAccountCardProps {
  profile: PartnerProfile;
  /** The account as the connect call answered, for the profile's cache. */
  onConnected: (account: PayoutAccount) => void;
}

/** Where the partner's commission goes; a delegate sees it but only the owner connects it. */
export function PayoutAccountCard({ profile, onConnected }: PayoutAccountCardProps) {
  const { trigger, isMutating } = useConnectPayoutAccount();
  const actingFor = useSessionSelector(selectSelectedDelegateAccess)?.owner ?? null;
  return (
    <PayoutAccountSection
      account={profile.payoutAccount}
      commissionRateBps={profile.commissionRateBps}
      connect={() => trigger({})}
      connecting={isMutating}
      onConnected={onConnected}
      ownerOnly={actingFor ? fullName(actingFor) : undefined}
    />
  );
}
