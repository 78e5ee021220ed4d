import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import type { DoctorSettings, UpdateDoctorSettingsBody } from '@contracts/doctor-settings';
import { EmptyState } from '@/components/empty-state';
import { SectionCard } from '@/components/section-card';
import { messageOr } from '@/lib/api-errors';
import { toastFailure, toastSuccess } from '@/lib/toast';
import { useUpdateDoctorSettings } from '@/api/prescriptions/update-doctor-settings';

export const SETTINGS_SAVED_TEXT = 'Settings saved';
export const SETTINGS_SAVE_FAILED_TEXT = 'Could not save your settings';
export const NO_ASSIGNED_PHARMACY_TEXT = 'No pharmacies are assigned to you yet';
export const DELEGATE_READ_ONLY_TEXT = 'You are acting for the doctor: you can see these settings, but only the doctor can change them.';
/** The radio value of "no default": the send screen then asks each time (unless there is only one pharmacy). */
const NONE = 'none';
const PROVIDER_HINT = { RX_PROVIDER: 'sent through the RX provider', DIGITAL_RX: 'sent through Digital Rx' } as const;

interface DefaultPharmacyFormProps {
  settings: DoctorSettings;
  /** The saved settings from the reply, for the page's cache. */
  onSaved: (saved: DoctorSettings) => void;
}

/** The pharmacies an administrator assigned to the doctor, and which one "Send to a pharmacy" preselects. */
export function DefaultPharmacyForm({ settings, onSaved }: DefaultPharmacyFormProps) {
  const labelId = useId();
  const helperId = useId();
  const saved = settings.defaultPharmacyId ?? NONE;
  const [chosen, setChosen] = useState(saved);
  const { trigger, isMutating } = useUpdateDoctorSettings();
  const readOnly = !settings.canChange;

  const save = async () => {
    // Only what changed is sent.
    const body: UpdateDoctorSettingsBody = {};
    if (chosen !== saved) body.defaultPharmacyId = chosen === NONE ? null : chosen;
    if (Object.keys(body).length === 0) return;
    try {
      const reply = await trigger(body);
      toastSuccess(SETTINGS_SAVED_TEXT);
      onSaved(reply.data);
    } catch (error) {
      toastFailure(messageOr(error, SETTINGS_SAVE_FAILED_TEXT));
    }
  };

  if (settings.pharmacies.length === 0) {
    return (
      <SectionCard title="Pharmacies">
        <EmptyState
          title={NO_ASSIGNED_PHARMACY_TEXT}
          description="An administrator assigns the pharmacies you may send prescriptions to. Ask them, then choose your default here."
        />
      </SectionCard>
    );
  }

  return (
    <SectionCard title="Pharmacies">
      <Stack spacing={2.5} sx={{ alignItems: 'flex-start' }}>
        {readOnly && <Alert severity="info">{DELEGATE_READ_ONLY_TEXT}</Alert>}
        <FormControl component="fieldset" disabled={readOnly || isMutating}>
          <FormLabel component="legend" id={labelId} sx={{ fontWeight: 600, color: 'text.primary', mb: 0.5 }}>
            Default pharmacy
          </FormLabel>
          <FormHelperText id={helperId} sx={{ mx: 0, mb: 1 }}>
            The pharmacies an administrator assigned to you. Your default is preselected when you send a prescription; you can still choose
            another there.
          </FormHelperText>
          <RadioGroup aria-labelledby={labelId} aria-describedby={helperId} value={chosen} onChange={(e) => setChosen(e.target.value)}>
            {settings.pharmacies.map((p) => (
              <FormControlLabel key={p.id} value={p.id} control={<Radio />} label={`${p.name}, ${PROVIDER_HINT[p.provider]}`} />
            ))}
            <FormControlLabel value={NONE} control={<Radio />} label="No default: choose each time" />
          </RadioGroup>
        </FormControl>
        {!readOnly && (
          <Box>
            <Button variant="contained" disabled={chosen === saved || isMutating} loading={isMutating} onClick={() => void save()}>
              Save settings
            </Button>
          </Box>
        )}
      </Stack>
    </SectionCard>
  );
}
