import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router-dom';
import type { PartnerPatient } from '@contracts/patients';
import { phoneForDisplay } from '@contracts/phone-display';
import { formatDay } from '@/lib/format';
import type { ListPaging } from '@/lib/list-query';
import { PagedTable } from './paged-table';
import { PatientStatusChip } from './patient-status-chip';

interface PatientsTableProps {
  /** Names the table for assistive technology, e.g. "Your patients". */
  label: string;
  /** Undefined while the first page loads. */
  patients: PartnerPatient[] | undefined;
  busy: boolean;
  paging: ListPaging;
  /** Where a patient's name links to. */
  linkTo: (id: string) => string;
  /** Shows the partner each patient came through (an administrator's list of every patient). */
  withPartner?: boolean;
}

const nowrap = { whiteSpace: 'nowrap' } as const;

interface PatientCellsProps {
  patient: { firstName: string; lastName: string; email: string; phoneNumber: string | null; state: string | null };
  /** The patient's page. */
  to: string;
}

/** A patients table's first cells: the name (a link to the patient), e-mail, phone and state. */
export function PatientCells({ patient, to }: PatientCellsProps) {
  return (
    <>
      <TableCell sx={nowrap}>
        <Link component={RouterLink} to={to} sx={{ fontWeight: 600 }}>
          {patient.firstName} {patient.lastName}
        </Link>
      </TableCell>
      <TableCell sx={nowrap}>{patient.email}</TableCell>
      <TableCell sx={nowrap}>{phoneForDisplay(patient.phoneNumber) || '—'}</TableCell>
      <TableCell>{patient.state ?? '—'}</TableCell>
    </>
  );
}

/** A page of patients: name (a link to the patient), contact, state, status and since when; the partner's and the admin's lists. */
export function PatientsTable({ label, patients, busy, paging, linkTo, withPartner = false }: PatientsTableProps) {
  const columns = ['Name', 'Email', 'Phone', 'State', ...(withPartner ? ['Partner'] : []), 'Status', 'Patient since'];
  return (
    <PagedTable label={label} columns={columns} minWidth={withPartner ? 900 : 760} loaded={Boolean(patients)} busy={busy} paging={paging}>
      {patients?.map((p) => (
        <TableRow key={p.id} hover>
          <PatientCells patient={p} to={linkTo(p.id)} />
          {withPartner && <TableCell sx={nowrap}>{p.partnerName ?? 'Direct'}</TableCell>}
          <TableCell>
            <PatientStatusChip status={p.status} />
          </TableCell>
          <TableCell sx={nowrap}>{formatDay(p.createdAt)}</TableCell>
        </TableRow>
      ))}
    </PagedTable>
  );
}
