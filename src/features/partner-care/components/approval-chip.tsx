import { ApprovalChip as SharedApprovalChip } from '@/components/approval-chip';
import { APPROVAL_LABELS } from '@/features/partner-care/lib/texts';

/** The partner's sign-off on an order, in the partner's words. */
export function ApprovalChip({ status }: { status: string }) {
  return <SharedApprovalChip status={status} labels={APPROVAL_LABELS} />;
}
