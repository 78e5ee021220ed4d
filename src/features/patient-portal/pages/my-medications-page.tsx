import { PageHeader } from '@/components/page-header';
import { MedicationsList } from '@/features/patient-portal/components/medications-list';
import { SectionCard } from '@/components/section-card';

export function MyMedicationsPage() {
  return (
    <>
      <PageHeader title="My medications" subtitle="What your doctor has prescribed for you, and since when." />
      <SectionCard title="Current medications">
        <MedicationsList withOrderLinks />
      </SectionCard>
    </>
  );
}
