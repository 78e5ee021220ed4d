import EditOutlined from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import type { PartnerPatient, UpdatePartnerPatientBody } from '@contracts/patients';
import { formatDay } from '@/lib/format';
import { EditContactDialog } from './edit-contact-dialog';
import { PageHeader } from './page-header';

interface PatientPageHeaderProps<P extends PartnerPatient> {
  patient: P;
  /** Sends the changed contact fields (the caller's PUT): its reply's record and message. */
  save: (body: UpdatePartnerPatientBody) => Promise<{ data: P; message?: string }>;
  busy: boolean;
  /** The saved record from the reply. */
  onSaved: (patient: P) => void;
}

/** A patient page's header (name, since when, state) with "Edit contact details", which opens the contact dialog. */
export function PatientPageHeader<P extends PartnerPatient>({ patient, save, busy, onSaved }: PatientPageHeaderProps<P>) {
  const [editing, setEditing] = useState(false);
  return (
    <>
      <PageHeader
        title={`${patient.firstName} ${patient.lastName}`}
        subtitle={`Patient since ${formatDay(patient.createdAt)}${patient.state ? ` · ${patient.state}` : ''}`}
        actions={
          <Button variant="outlined" startIcon={<EditOutlined aria-hidden />} onClick={() => setEditing(true)}>
            Edit contact details
          </Button>
        }
      />
      {editing && <EditContactDialog patient={patient} save={save} busy={busy} onClose={() => setEditing(false)} onSaved={onSaved} />}
    </>
  );
}
