import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { SESSION_DURATIONS, SESSION_KINDS, type CareSession, type SessionKind } from '@contracts/care-sessions';
import type { CarePatient } from '@contracts/patient-charts';
import { DialogFailure, FormDialogActions } from '@/components/form-dialog-actions';
import { SESSION_KIND_LABELS, sessionName } from '../lib/labels';
import { localDate, localInstant, localTime, nextFreeSlot } from '@/lib/local-time';
import { PatientPicker } from './patient-picker';

export type ScheduleValues = { patientId: string; kind: SessionKind; startsAt: string; durationMinutes: number };

interface ScheduleDialogProps {
  /** The session being moved (Reschedule); none to schedule a new one. */
  session?: CareSession;
  busy: boolean;
  failure: string | null;
  onSave: (values: ScheduleValues) => void;
  onClose: () => void;
}

type Errors = Partial<Record<'patient' | 'date' | 'time', string>>;

/** Schedule a session (patient, kind, date and time in the viewer's zone, duration), or move one to another time. */
export function ScheduleDialog({ session, busy, failure, onSave, onClose }: ScheduleDialogProps) {
  const titleId = useId();
  const start = session ? new Date(session.startsAt) : nextFreeSlot();
  const [patient, setPatient] = useState<CarePatient | null>(null);
  const [kind, setKind] = useState<SessionKind>(session?.kind ?? 'CHECK_IN');
  const [date, setDate] = useState(localDate(start));
  const [time, setTime] = useState(localTime(start));
  const [duration, setDuration] = useState(session?.durationMinutes ?? 30);
  const [errors, setErrors] = useState<Errors>({});

  const submit = () => {
    const found: Errors = {};
    if (!session && !patient) found.patient = 'Choose a patient';
    if (!date) found.date = 'Choose a date';
    if (!time) found.time = 'Choose a time';
    const at = date && time ? localInstant(date, time) : null;
    if (at && !Number.isNaN(at.getTime()) && at.getTime() <= Date.now()) found.time = 'Choose a time in the future';
    setErrors(found);
    if (Object.keys(found).length > 0 || !at) return;
    onSave({ patientId: session?.patient.id ?? patient!.id, kind, startsAt: at.toISOString(), durationMinutes: duration });
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <DialogTitle id={titleId} component="h2">
          {session ? 'Reschedule session' : 'Schedule session'}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {session ? (
              <Typography>{sessionName(session)}</Typography>
            ) : (
              <>
                <PatientPicker value={patient} onChange={setPatient} error={errors.patient} />
                <TextField
                  select
                  label="Kind"
                  value={kind}
                  onChange={(e) => setKind(e.target.value as SessionKind)}
                  slotProps={{ select: { native: true } }}
                >
                  {SESSION_KINDS.map((k) => (
                    <option key={k} value={k}>
                      {SESSION_KIND_LABELS[k]}
                    </option>
                  ))}
                </TextField>
              </>
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label="Date"
                type="date"
                value={date}
                onChange={(e) => setDate(e.target.value)}
                error={Boolean(errors.date)}
                helperText={errors.date}
                slotProps={{ inputLabel: { shrink: true } }}
                sx={{ flex: 1 }}
              />
              <TextField
                label="Time"
                type="time"
                value={time}
                onChange={(e) => setTime(e.target.value)}
                error={Boolean(errors.time)}
                helperText={errors.time ?? 'Your local time'}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
                sx={{ flex: 1 }}
              />
              <TextField
                select
                label="Duration"
                value={duration}
                onChange={(e) => setDuration(Number(e.target.value))}
                slotProps={{ select: { native: true } }}
                sx={{ flex: 1 }}
              >
                {SESSION_DURATIONS.map((d) => (
                  <option key={d} value={d}>
                    {d} minutes
                  </option>
                ))}
              </TextField>
            </Stack>
          </Stack>
          <DialogFailure failure={failure} />
        </DialogContent>
        <FormDialogActions onCancel={onClose} busy={busy}>
          {session ? 'Reschedule' : 'Schedule'}
        </FormDialogActions>
      </form>
    </Dialog>
  );
}
