import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { PatientNote } from '@contracts/patients';
import { TEXT_LIMITS } from '@contracts/text-limits';
import { textLimitHelper } from '@/components/form/text-limit';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { toastFailure, toastSuccess } from '@/lib/toast';
import { useCreatePatientNote } from '@/api/patient-notes/create-patient-note';
import { useDeletePatientNote } from '@/api/patient-notes/delete-patient-note';
import { usePatientNotes } from '@/api/patient-notes/get-patient-notes';
import { useUpdatePatientNote } from '@/api/patient-notes/update-patient-note';
import { NOTE_MESSAGES } from '@/features/admin-care/lib/texts';

// The contract's limit: the counter shows it, and a longer note is refused with the reason, never cut.
const NOTE_MAX = TEXT_LIMITS.note;
const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Who wrote a note and when, and who last edited it. */
const byline = (note: PatientNote) =>
  `${note.authorName} · ${when.format(new Date(note.createdAt))}${
    note.updatedAt ? ` · edited ${when.format(new Date(note.updatedAt))}${note.updatedByName ? ` by ${note.updatedByName}` : ''}` : ''
  }`;

interface NoteFieldProps {
  label: string;
  text: string;
  onChange: (text: string) => void;
  minRows: number;
  /** The length counter of `text` (textLimitHelper): past the limit the field shows the reason. */
  limited: ReturnType<typeof textLimitHelper>;
}

/** A note's text, new or edited. */
function NoteField({ label, text, onChange, minRows, limited }: NoteFieldProps) {
  return (
    <TextField
      label={label}
      value={text}
      onChange={(e) => onChange(e.target.value)}
      multiline
      minRows={minRows}
      fullWidth
      error={limited.over}
      helperText={limited.helperText}
    />
  );
}

function NoteItem({ note, patientId, onChanged }: { note: PatientNote; patientId: string; onChanged: () => void }) {
  const update = useUpdatePatientNote(patientId);
  const remove = useDeletePatientNote(patientId);
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(note.content);
  const [confirming, setConfirming] = useState(false);
  const limited = textLimitHelper(text, NOTE_MAX, undefined);

  const save = async () => {
    try {
      const reply = await update.trigger({ noteId: note.id, content: text });
      toastSuccess(reply.message ?? NOTE_MESSAGES.updated);
      setEditing(false);
      onChanged();
    } catch {
      toastFailure(NOTE_MESSAGES.updateFailed);
    }
  };
  const destroy = async () => {
    try {
      const reply = await remove.trigger(note.id);
      toastSuccess(reply.message ?? NOTE_MESSAGES.deleted);
      setConfirming(false);
      onChanged();
    } catch {
      toastFailure(NOTE_MESSAGES.deleteFailed);
    }
  };

  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }} aria-label={`Note by ${note.authorName}`}>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        {byline(note)}
      </Typography>
      {editing ? (
        <Stack spacing={1.5}>
          <NoteField label="Edit note" text={text} onChange={setText} minRows={2} limited={limited} />
          <Stack direction="row" spacing={1}>
            <Button variant="contained" onClick={() => void save()} loading={update.isMutating} disabled={!text.trim() || limited.over}>
              Save note
            </Button>
            <Button
              onClick={() => {
                setText(note.content);
                setEditing(false);
              }}
            >
              Cancel
            </Button>
          </Stack>
        </Stack>
      ) : (
        <>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{note.content}</Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
            <Button size="small" onClick={() => setEditing(true)} aria-label={`Edit the note by ${note.authorName}`}>
              Edit
            </Button>
            <Button size="small" color="error" onClick={() => setConfirming(true)} aria-label={`Delete the note by ${note.authorName}`}>
              Delete
            </Button>
          </Stack>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title="Delete this note?"
        confirmLabel="Delete note"
        busy={remove.isMutating}
        onConfirm={() => void destroy()}
        onClose={() => setConfirming(false)}
      >
        It leaves the patient&apos;s notes and history. The audit trail keeps a record of it.
      </ConfirmDialog>
    </Paper>
  );
}

/** An administrator's notes on the patient: add, edit and delete, each with its author and time. */
export function PatientNotesTab({ patientId }: { patientId: string }) {
  const notes = usePatientNotes(patientId);
  const create = useCreatePatientNote(patientId);
  const [text, setText] = useState('');
  const limited = textLimitHelper(text, NOTE_MAX, 'Seen by administrators only. Each note keeps its author and time.');

  const add = async () => {
    try {
      const reply = await create.trigger(text);
      toastSuccess(reply.message ?? NOTE_MESSAGES.added);
      setText('');
      void notes.mutate();
    } catch {
      toastFailure(NOTE_MESSAGES.addFailed);
    }
  };

  return (
    <Stack spacing={3}>
      <Box
        component="form"
        aria-label="Add a note"
        onSubmit={(e) => {
          e.preventDefault();
          if (text.trim() && !limited.over) void add();
        }}
      >
        <Stack spacing={1.5}>
          <NoteField label="New note" text={text} onChange={setText} minRows={3} limited={limited} />
          <Box>
            <Button type="submit" variant="contained" loading={create.isMutating} disabled={!text.trim() || limited.over}>
              Add note
            </Button>
          </Box>
        </Stack>
      </Box>
      {notes.error && !notes.data ? (
        <LoadError title="Error fetching notes" error={notes.error} onRetry={() => void notes.mutate()} />
      ) : !notes.data ? (
        <Skeleton variant="rounded" height={96} aria-label="Loading the notes" />
      ) : notes.data.length === 0 ? (
        <EmptyState title="No notes yet" description="Notes you add about this patient appear here, newest first." />
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label="Notes">
          {notes.data.map((note) => (
            <NoteItem key={`${note.id}-${note.updatedAt ?? ''}`} note={note} patientId={patientId} onChanged={() => void notes.mutate()} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
