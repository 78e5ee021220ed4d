import type { DoctorPatient } from '@contracts/patients';
import { DetailList } from '@/components/detail-list';
import { formatDay, humanize } from '@/lib/format';
import { phoneForDisplay } from '@contracts/phone-display';

const address = (p: DoctorPatient) =>
  [p.address1, p.address2, [p.city, [p.state, p.zipcode].filter(Boolean).join(' ')].filter(Boolean).join(', ')]
    .filter(Boolean)
    .join(', ') || 'Not given';

/** Who the patient is and where the pharmacy ships to. */
export function PatientSummary({ patient }: { patient: DoctorPatient }) {
  return (
    <DetailList
      items={[
        { term: 'Name', value: `${patient.firstName} ${patient.lastName}` },
        { term: 'Email', value: patient.email },
        { term: 'Phone', value: phoneForDisplay(patient.phoneNumber) || 'Not given' },
        { term: 'Date of birth', value: patient.dateOfBirth ? formatDay(patient.dateOfBirth) : 'Not given' },
        { term: 'Gender', value: patient.gender ? humanize(patient.gender) : 'Not given' },
        { term: 'Address', value: address(patient) },
      ]}
    />
  );
}
