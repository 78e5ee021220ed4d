import { welcomeLine } from '@/lib/welcome';
import { PageHeader } from '@/components/page-header';
import { fullName, useSessionSelector } from '@/lib/session';

/** The dashboard's title, greeting the user (and naming the account they act for through a delegate access). */
export function WelcomeHeader() {
  const user = useSessionSelector((s) => s.user.user);
  const acting = useSessionSelector((s) => s.user.selectedDelegateAccess);
  const welcome = welcomeLine(user);
  return (
    <PageHeader title="Dashboard" subtitle={acting ? `${welcome} You are working on behalf of ${fullName(acting.owner)}.` : welcome} />
  );
}
