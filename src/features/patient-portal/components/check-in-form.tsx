import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import {
  checkInBodySchema,
  SEVERITY_LABELS,
  SIDE_EFFECT_LABELS,
  SIDE_EFFECT_SEVERITIES,
  SIDE_EFFECTS,
  type Severity,
  type SideEffect,
} from '@contracts/treatment-plans';
import { messageOr } from '@/lib/api-errors';
import { toastSuccess } from '@/lib/toast';
import { useMyTreatmentActions } from '@/api/treatment-plans/manage-my-treatment';

type Errors = Partial<Record<'weight' | 'severity' | 'sideEffects' | 'otherSideEffect' | 'missedDoses' | 'notes', string>>;

/** The monthly refill check-in: weight, side effects (how bad, which), missed doses, anything else. */
export function CheckInForm({ onSent }: { onSent?: () => void }) {
  const { checkIn } = useMyTreatmentActions();
  const [weight, setWeight] = useState('');
  const [severity, setSeverity] = useState<Severity>('NONE');
  const [sideEffects, setSideEffects] = useState<SideEffect[]>([]);
  const [other, setOther] = useState('');
  const [missed, setMissed] = useState('0');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = checkInBodySchema.safeParse({
      weight: weight.trim() === '' ? undefined : Number(weight),
      severity,
      sideEffects: severity === 'NONE' ? [] : sideEffects,
      otherSideEffect: other.trim() || undefined,
      missedDoses: missed.trim() === '' ? undefined : Number(missed),
      notes: notes.trim() || undefined,
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])) as Errors);
      return;
    }
    setErrors({});
    setFailure(null);
    setBusy(true);
    try {
      const reply = await checkIn(parsed.data);
      toastSuccess(
        reply.data.flagged ? 'Check-in sent. Your doctor will review your side effects before your refill is sent.' : 'Check-in sent',
      );
      onSent?.();
    } catch (error) {
      setFailure(messageOr(error, 'Failed to send the check-in'));
    } finally {
      setBusy(false);
    }
  }

  const toggle = (effect: SideEffect) =>
    setSideEffects((current) => (current.includes(effect) ? current.filter((e) => e !== effect) : [...current, effect]));

  return (
    <Stack component="form" aria-label="Refill check-in" noValidate spacing={2} onSubmit={(e) => void submit(e)}>
      {failure && <Alert severity="error">{failure}</Alert>}
      <TextField
        label="Current weight (lb)"
        type="number"
        value={weight}
        onChange={(e) => setWeight(e.target.value)}
        error={Boolean(errors.weight)}
        helperText={errors.weight ?? ' '}
        required
        slotProps={{ htmlInput: { min: 50, max: 1000, step: 0.1, inputMode: 'decimal' } }}
      />
      <TextField
        select
        label="Side effects"
        value={severity}
        onChange={(e) => setSeverity(e.target.value as Severity)}
        error={Boolean(errors.severity)}
        helperText={errors.severity ?? 'How bad were they since your last refill?'}
        slotProps={{ select: { native: true } }}
      >
        {SIDE_EFFECT_SEVERITIES.map((s) => (
          <option key={s} value={s}>
            {SEVERITY_LABELS[s]}
          </option>
        ))}
      </TextField>
      {severity !== 'NONE' && (
        <FormControl component="fieldset" error={Boolean(errors.sideEffects)}>
          <FormLabel component="legend">Which side effects?</FormLabel>
          <FormGroup row>
            {SIDE_EFFECTS.map((effect) => (
              <FormControlLabel
                key={effect}
                control={<Checkbox checked={sideEffects.includes(effect)} onChange={() => toggle(effect)} />}
                label={SIDE_EFFECT_LABELS[effect]}
              />
            ))}
          </FormGroup>
          {errors.sideEffects && <FormHelperText>{errors.sideEffects}</FormHelperText>}
        </FormControl>
      )}
      {severity !== 'NONE' && sideEffects.includes('OTHER') && (
        <TextField
          label="Other side effect"
          value={other}
          onChange={(e) => setOther(e.target.value)}
          error={Boolean(errors.otherSideEffect)}
          helperText={errors.otherSideEffect ?? ' '}
          required
        />
      )}
      <TextField
        label="Missed doses since your last refill"
        type="number"
        value={missed}
        onChange={(e) => setMissed(e.target.value)}
        error={Boolean(errors.missedDoses)}
        helperText={errors.missedDoses ?? ' '}
        required
        slotProps={{ htmlInput: { min: 0, max: 10, step: 1, inputMode: 'numeric' } }}
      />
      <TextField
        // A short label: the question itself was cut off inside the field on a phone.
        label="Notes for your doctor"
        value={notes}
        onChange={(e) => setNotes(e.target.value)}
        error={Boolean(errors.notes)}
        helperText={errors.notes ?? 'Optional: anything else your doctor should know.'}
        multiline
        minRows={2}
      />
      <div>
        <Button type="submit" variant="contained" loading={busy}>
          Send check-in
        </Button>
      </div>
    </Stack>
  );
}
