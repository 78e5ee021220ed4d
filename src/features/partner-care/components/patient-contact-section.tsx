import type { ReactNode } from 'react';
import type { PartnerPatient } from '@contracts/patients';
import { contactItems } from '@/components/contact-items';
import { DetailList } from '@/components/detail-list';
import { SectionCard } from '@/components/section-card';

interface PatientContactSectionProps {
  patient: PartnerPatient;
  title?: string;
  /** Links or buttons beside the title. */
  action?: ReactNode;
  /** Whether to name the patient first (on pages not already titled with the name). */
  withName?: boolean;
}

/** A patient's e-mail, phone and shipping address. */
export function PatientContactSection({ patient, title = 'Contact and address', action, withName = false }: PatientContactSectionProps) {
  return (
    <SectionCard title={title} action={action}>
      <DetailList
        items={[...(withName ? [{ term: 'Name', value: `${patient.firstName} ${patient.lastName}` }] : []), ...contactItems(patient)]}
      />
    </SectionCard>
  );
}
