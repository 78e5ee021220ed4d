import Button from '@mui/material/Button';
import { useLocalPaging } from '@/lib/use-local-paging';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState } from 'react';
import type { AdminPartnerPatient, GymOwnerDetail } from '@contracts/partners';
import { EmptyState } from '@/components/empty-state';
import { ListStates } from '@/components/list-states';
import { PagedTable } from '@/components/paged-table';
import { SearchField } from '@/components/search-field';
import { SectionCard } from '@/components/section-card';
import { ToneChip } from '@/components/tone-chip';
import { useAdminPartnerPatients } from '@/api/admin-partners/get-partner-patients';
import { ReassignDialog } from '@/features/admin-partners/components/reassign-dialog';
import { formatDay } from '@/lib/format';
import { PATIENTS_ERROR_TEXT } from '@/features/admin-partners/lib/texts';

interface PartnerPatientsSectionProps {
  partner: GymOwnerDetail;
  /** After patients moved away: the partner's counts are read again. */
  onChanged: () => void;
}

type Show = 'unassigned' | 'all';
const COLUMNS = ['Name', 'Email', 'State', 'Doctor', 'Patient since'] as const;
const nameOf = (p: AdminPartnerPatient) => `${p.firstName} ${p.lastName}`;

/** The partner's patients (those without a doctor first), and moving the ones chosen to another partner. */
export function PartnerPatientsSection({ partner, onChanged }: PartnerPatientsSectionProps) {
  const [show, setShow] = useState<Show>(partner.unassignedPatientCount > 0 ? 'unassigned' : 'all');
  const [search, setSearch] = useState('');
  const { page, limit, paging, setPage } = useLocalPaging();
  const [selected, setSelected] = useState<Map<string, string>>(new Map());
  const [moving, setMoving] = useState(false);
  const load = useAdminPartnerPatients(partner.id, { page, limit, show, search, sort: 'name:asc' });
  const rows = load.data?.items;

  const toggle = (p: AdminPartnerPatient) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(p.id)) next.delete(p.id);
      else next.set(p.id, nameOf(p));
      return next;
    });
  const allOnPage = Boolean(rows?.length) && rows!.every((p) => selected.has(p.id));
  const toggleAll = () =>
    setSelected((current) => {
      const next = new Map(current);
      for (const p of rows ?? []) {
        if (allOnPage) next.delete(p.id);
        else next.set(p.id, nameOf(p));
      }
      return next;
    });
  const restart = () => {
    setPage(1);
    setSelected(new Map());
  };

  return (
    <SectionCard
      title="Patients"
      action={
        <Button variant="contained" disabled={selected.size === 0} onClick={() => setMoving(true)}>
          {selected.size ? `Reassign ${selected.size} selected` : 'Reassign selected'}
        </Button>
      }
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={show}
          aria-label="Which patients"
          onChange={(_, next: Show | null) => {
            if (next) {
              setShow(next);
              restart();
            }
          }}
        >
          <ToggleButton value="unassigned">Without a doctor ({partner.unassignedPatientCount})</ToggleButton>
          <ToggleButton value="all">All patients ({partner.patientCount})</ToggleButton>
        </ToggleButtonGroup>
        <SearchField
          label="Search patients"
          helperText="Name or email"
          value={search}
          onSearch={(next) => {
            setSearch(next);
            restart();
          }}
        />
      </Stack>
      <ListStates
        load={load}
        errorTitle={PATIENTS_ERROR_TEXT}
        progressLabel="Loading patients"
        noMatch={
          <EmptyState
            title={search ? 'No patients match your search' : show === 'unassigned' ? 'Every patient has a doctor' : 'No patients yet'}
            description={
              show === 'unassigned' ? `${partner.businessName}'s patients all have a doctor of their own.` : 'Try another name or email.'
            }
          />
        }
      >
        <PagedTable
          label={`Patients of ${partner.businessName}`}
          columns={COLUMNS}
          minWidth={760}
          loaded={Boolean(rows)}
          busy={load.isValidating}
          leading={
            <Checkbox
              checked={allOnPage}
              onChange={toggleAll}
              slotProps={{ input: { 'aria-label': 'Select every patient on this page' } }}
            />
          }
          paging={paging(load.data?.total ?? 0)}
        >
          {rows?.map((p) => (
            <TableRow key={p.id} hover selected={selected.has(p.id)}>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={selected.has(p.id)}
                  onChange={() => toggle(p)}
                  slotProps={{ input: { 'aria-label': `Select ${nameOf(p)}` } }}
                />
              </TableCell>
              <TableCell sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{nameOf(p)}</TableCell>
              <TableCell>{p.email}</TableCell>
              <TableCell>{p.state ?? '—'}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{p.doctorName ?? <ToneChip label="No doctor" tone="neutral" />}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(p.createdAt)}</TableCell>
            </TableRow>
          ))}
        </PagedTable>
      </ListStates>
      {moving && (
        <ReassignDialog
          from={partner}
          patients={[...selected].map(([id, name]) => ({ id, name }))}
          onClose={() => setMoving(false)}
          onDone={() => {
            setSelected(new Map());
            void load.mutate();
            onChanged();
          }}
        />
      )}
    </SectionCard>
  );
}
