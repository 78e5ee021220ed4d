import type { Prescription } from '@contracts/prescriptions';
import { DetailList, type DetailItem } from '@/components/detail-list';
import { humanize } from '@/lib/format';
import { formatDateTime } from '@/features/prescribing/lib/date-time';
import { PrescriptionStatusChip } from './prescription-status-chip';

export const pharmacyText = (p: Prescription) => p.pharmacy?.name ?? 'Not sent yet';

/** What was prescribed: medication, dose and the label's directions and amounts. */
export function prescribedItems(p: Prescription): DetailItem[] {
  return [
    { term: 'Medication', value: humanize(p.medication) },
    { term: 'Dose', value: p.dose },
    { term: 'Directions', value: p.directions },
    { term: 'Quantity', value: p.quantity },
    { term: 'Refills', value: p.refills },
    { term: 'Days supply', value: p.daysSupply },
    ...(p.note ? [{ term: 'Note', value: p.note }] : []),
  ];
}

/** Where the prescription went and where it stands. */
export function pharmacyItems(p: Prescription, { withStatus = true } = {}): DetailItem[] {
  return [
    ...(withStatus ? [{ term: 'Status', value: <PrescriptionStatusChip status={p.status} /> }] : []),
    { term: 'Pharmacy', value: pharmacyText(p) },
    ...(p.pharmacy ? [{ term: 'Pharmacy reference', value: p.externalId ?? 'Not given yet' }] : []),
    ...(p.failureReason && p.status === 'FAILED' ? [{ term: 'Why sending failed', value: p.failureReason }] : []),
    ...(p.sentAt ? [{ term: 'Sent', value: formatDateTime(p.sentAt) }] : []),
    ...(p.trackingNumber ? [{ term: 'Tracking number', value: p.trackingNumber }] : []),
    ...(p.statusCheckedAt ? [{ term: 'Status last checked', value: formatDateTime(p.statusCheckedAt) }] : []),
  ];
}

export function PrescribedList({ prescription }: { prescription: Prescription }) {
  return <DetailList items={prescribedItems(prescription)} />;
}
