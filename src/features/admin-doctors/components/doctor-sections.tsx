import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AdminDoctor } from '@contracts/doctors';
import { phoneForDisplay } from '@contracts/phone-display';
import { formatDay } from '@/lib/format';
import { DetailSection, SectionCard } from '@/components/section-card';
import { messageOr } from '@/lib/api-errors';
import { toastFailure, toastSuccess } from '@/lib/toast';
import { useSetDoctorAutoBilling } from '@/api/admin-doctors/set-doctor-auto-billing';
import { DOCTOR_UPDATE_FAILED_TEXT, DOCTOR_UPDATED_TEXT } from '@/features/admin-doctors/lib/texts';
import { DoctorStatusChip } from './doctor-status-chip';

export function DoctorDetailsSection({ doctor }: { doctor: AdminDoctor }) {
  return (
    <DetailSection
      title="Details"
      items={[
        { term: 'Email', value: doctor.email },
        { term: 'Phone', value: phoneForDisplay(doctor.phoneNumber) || 'Not given' },
        { term: 'NPI', value: doctor.npi ?? 'Not on record' },
        { term: 'Role', value: doctor.role === 'DOCTOR' ? 'Doctor' : 'Medical provider' },
        { term: 'Status', value: <DoctorStatusChip status={doctor.status} /> },
        { term: 'Added', value: formatDay(doctor.createdAt) },
        ...(doctor.deletedAt ? [{ term: 'Deleted', value: formatDay(doctor.deletedAt) }] : []),
      ]}
    />
  );
}

/** License states with their expiry days; an expired one stops the doctor's approvals in that state. */
export function LicensesSection({ doctor }: { doctor: AdminDoctor }) {
  return (
    <SectionCard title="License states">
      {doctor.licenses.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>No license states on record: this doctor approves no one.</Typography>
      ) : (
        <Table size="small" aria-label="License states">
          <TableHead>
            <TableRow>
              <TableCell>State</TableCell>
              <TableCell>Expires on</TableCell>
              <TableCell>Standing</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {doctor.licenses.map((l) => (
              <TableRow key={l.state}>
                <TableCell>{l.state}</TableCell>
                <TableCell>{l.expiresOn ? formatDay(l.expiresOn) : 'No expiry on record'}</TableCell>
                <TableCell sx={{ color: l.expired ? 'error.main' : undefined, fontWeight: l.expired ? 600 : undefined }}>
                  {l.expired ? 'Expired: approvals stopped' : 'Valid'}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </SectionCard>
  );
}

export function AutoBillingSection({ doctor, onSaved }: { doctor: AdminDoctor; onSaved: (doctor: AdminDoctor) => void }) {
  const { trigger, isMutating } = useSetDoctorAutoBilling(doctor.id);
  const toggle = async (autoBilling: boolean) => {
    try {
      const reply = await trigger(autoBilling);
      toastSuccess(reply.message ?? DOCTOR_UPDATED_TEXT);
      onSaved(reply.data);
    } catch (error) {
      toastFailure(messageOr(error, DOCTOR_UPDATE_FAILED_TEXT));
    }
  };
  return (
    <SectionCard title="Billing">
      <FormControlLabel
        control={
          <Switch
            checked={doctor.autoBilling}
            disabled={isMutating || doctor.status === 'DELETED'}
            onChange={(event) => void toggle(event.target.checked)}
          />
        }
        label="Auto-billing"
      />
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        When on, the doctor&apos;s invoices are charged to their default card automatically.
      </Typography>
    </SectionCard>
  );
}
