import type { ReactNode } from 'react';
import type { PartnerPatient } from '@contracts/patients';
import { phoneForDisplay } from '@contracts/us-phone';
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
  const cityLine = [patient.city, [patient.state, patient.zipcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const address = [patient.address1, patient.address2, cityLine].filter(Boolean);
  return (
    <SectionCard title={title} action={action}>
      <DetailList
        items={[
          ...(withName ? [{ term: 'Name', value: `${patient.firstName} ${patient.lastName}` }] : []),
          { term: 'Email', value: patient.email },
          { term: 'Phone', value: phoneForDisplay(patient.phoneNumber) || 'Not given' },
          { term: 'Address', value: address.length ? address.map((line) => <div key={line}>{line}</div>) : 'Not given' },
        ]}
      />
    </SectionCard>
  );
}
