import { useOwnedDelegateAccess } from '@/api/accounts/use-delegate-access-actions';
import { DelegateAccessView } from '@/components/delegate-access-view';

const TEXTS = {
  subtitle: 'A delegate can sign in and act for you in this portal; every action they take is recorded under both your names.',
  emptyDescription: 'Give access above to let a colleague work for you.',
  afterRevoke: 'The entry stays in the list as inactive.',
};

/** /access: who may act for the signed-in doctor, and giving or revoking that access. */
export function DelegateAccessPage() {
  const access = useOwnedDelegateAccess();
  return <DelegateAccessView texts={TEXTS} {...access} />;
}
