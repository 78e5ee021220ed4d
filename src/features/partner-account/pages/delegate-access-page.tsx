import { useOwnedDelegateAccess } from '@/api/accounts/use-delegate-access-actions';
import { DelegateAccessView } from '@/components/delegate-access-view';
import { withPartnerApiBase } from '../lib/partner-api-base';

const TEXTS = {
  subtitle: 'A delegate can sign in and work for your business in this portal; every action they take is recorded under both your names.',
  emptyDescription: 'Give access above to let a member of your staff work for you.',
  afterRevoke: 'The entry leaves this list; you can give access again later.',
};

/** /access: who may act for the partner, giving access by e-mail and revoking it (a revoked entry leaves the list). */
function PartnerDelegateAccess() {
  const access = useOwnedDelegateAccess();
  return <DelegateAccessView texts={TEXTS} {...access} />;
}

export const DelegateAccessPage = withPartnerApiBase(PartnerDelegateAccess);
