import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { LoadedSectionCard } from '@/components/loaded-section-card';
import { SectionTable } from '@/components/section-table';
import { useUpcomingMedications } from '@/api/renewals/get-upcoming-medications';
import { formatDay } from '@/features/partner-care/lib/dates';

const COLUMNS = ['Product', 'Medication', 'Dose', 'Renewals', 'First renews on'] as const;

/** How many of each medication and dose renew within `days`: what to expect to order. */
export function UpcomingMedicationsSection({ days }: { days: number }) {
  return (
    <LoadedSectionCard
      title={`Upcoming medications, next ${days} days`}
      load={useUpcomingMedications(days)}
      errorTitle="Could not load the upcoming medications"
      loadingLabel="Loading upcoming medications"
      isEmpty={(data) => data.medications.length === 0}
      emptyText={`No medications renew in the next ${days} days.`}
    >
      {(data) => (
        <SectionTable label="Upcoming medications" columns={COLUMNS} minWidth={560}>
          {data.medications.map((m) => (
            <TableRow key={`${m.productName}|${m.dose}`}>
              <TableCell>{m.productName}</TableCell>
              <TableCell sx={{ textTransform: 'capitalize' }}>{m.medication}</TableCell>
              <TableCell>{m.dose}</TableCell>
              <TableCell>{m.renewals}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(m.firstRenewsOn)}</TableCell>
            </TableRow>
          ))}
        </SectionTable>
      )}
    </LoadedSectionCard>
  );
}
