import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { ACTIVITY_TYPES, activityValuesSchema, INTENSITIES, type Activity, type ActivityType, type Intensity } from '@contracts/activities';
import { INTENSITY_LABELS, localToday, TYPE_LABELS } from '../lib/labels';

export type ActivityValues = {
  activityType: ActivityType;
  name: string;
  duration: number;
  date: string;
  weight: number | null;
  intensity: Intensity | null;
};

interface ActivityDialogProps {
  open: boolean;
  /** The activity being edited; none to log a new one. */
  activity?: Activity;
  busy: boolean;
  onSave: (values: ActivityValues) => void;
  onClose: () => void;
}

type Fields = { activityType: ActivityType; name: string; duration: string; date: string; weight: string; intensity: Intensity | '' };

const fieldsOf = (a?: Activity): Fields => ({
  activityType: a?.activityType ?? 'WALKING',
  name: a?.name ?? '',
  duration: String(a?.duration ?? 30),
  date: a?.date ?? localToday(),
  weight: a?.weight === null || a?.weight === undefined ? '' : String(a.weight),
  intensity: a?.intensity ?? '',
});

/** Log or edit an activity: type, name, minutes, date, weight (for a weight entry) and intensity. */
export function ActivityDialog({ open, activity, busy, onSave, onClose }: ActivityDialogProps) {
  const [fields, setFields] = useState<Fields>(() => fieldsOf(activity));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof Fields) => (e: { target: { value: string } }) => setFields((f) => ({ ...f, [key]: e.target.value }));
  /** A text field's value, its change, and the error the last save found in it. */
  const bind = (key: 'name' | 'duration' | 'date' | 'weight') => ({
    value: fields[key],
    onChange: set(key),
    error: !!errors[key],
    helperText: errors[key],
  });

  const submit = () => {
    const parsed = activityValuesSchema.safeParse({
      activityType: fields.activityType,
      name: fields.name,
      duration: fields.duration === '' ? NaN : Number(fields.duration),
      date: fields.date,
      weight: fields.weight === '' ? null : Number(fields.weight),
      intensity: fields.intensity === '' ? null : fields.intensity,
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    onSave(parsed.data);
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="xs">
      <DialogTitle>{activity ? 'Edit activity' : 'Log activity'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField select label="Type" value={fields.activityType} onChange={set('activityType')}>
            {ACTIVITY_TYPES.map((t) => (
              <MenuItem key={t} value={t}>
                {TYPE_LABELS[t]}
              </MenuItem>
            ))}
          </TextField>
          <TextField label="Name" {...bind('name')} />
          <TextField label="Duration (minutes)" type="number" {...bind('duration')} />
          <TextField
            label="Date"
            type="date"
            {...bind('date')}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: localToday() } }}
          />
          <TextField
            label="Weight (lb)"
            type="number"
            {...bind('weight')}
            helperText={errors.weight ?? (fields.activityType === 'WEIGHT' ? 'Required for a weight entry' : 'Optional')}
          />
          <TextField select label="Intensity" value={fields.intensity} onChange={set('intensity')}>
            <MenuItem value="">Not set</MenuItem>
            {INTENSITIES.map((i) => (
              <MenuItem key={i} value={i}>
                {INTENSITY_LABELS[i]}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={submit} loading={busy}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
