import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useRef, useState } from 'react';
import type { Prescription } from '@contracts/prescriptions';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { SectionCard } from '@/components/section-card';
import { messageOr } from '@/lib/api-errors';
import { toastFailure, toastSuccess } from '@/lib/toast';
import { useDoctorSettings } from '@/api/prescriptions/get-doctor-settings';
import { usePharmacies } from '@/api/prescriptions/get-pharmacies';
import { sendPrescription } from '@/api/prescriptions/send-prescription';
import { NO_PHARMACY_TEXT, SEND_FAILED_TEXT, SENT_TEXT } from '@/features/prescribing/lib/messages';
import { PharmacyPicker } from './pharmacy-picker';

export const PHARMACIES_ERROR_TEXT = 'Error fetching pharmacies';

interface SendPrescriptionFormProps {
  orderId: string;
  /** The order's prescription, once there is one (the server creates it on the first send otherwise). */
  prescription?: Prescription;
  /** With the sent prescription. */
  onSent: (sent: Prescription) => void;
  /** After a refused send: the prescription may now say why. */
  onFailed: () => void;
}

/** Choose one of the doctor's pharmacies and send; one request at a time, however often the button is pressed. */
export function SendPrescriptionForm({ orderId, prescription, onSent, onFailed }: SendPrescriptionFormProps) {
  const pharmacies = usePharmacies();
  // The doctor's default pharmacy (Settings); without it (or while it loads, or if it fails) nothing is preselected.
  const defaultPharmacyId = useDoctorSettings().data?.defaultPharmacyId;
  const [chosen, setChosen] = useState('');
  const [sending, setSending] = useState(false);
  // State updates only after a render: a second click in the same frame must still find the send in flight.
  const inFlight = useRef(false);

  const list = pharmacies.data ?? [];
  // Unless the doctor chose: the pharmacy of a failed attempt, else their default (Settings), else the only one there is.
  const fallback =
    list.find((p) => p.id === prescription?.pharmacy?.id) ??
    list.find((p) => p.id === defaultPharmacyId) ??
    (list.length === 1 ? list[0] : undefined);
  const pharmacy = list.find((p) => p.id === chosen) ?? fallback;

  const send = async () => {
    if (!pharmacy || inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    try {
      const reply = await sendPrescription(pharmacy.provider, orderId);
      toastSuccess(reply.message ?? SENT_TEXT[pharmacy.provider]);
      onSent(reply.data);
    } catch (error) {
      toastFailure(messageOr(error, SEND_FAILED_TEXT[pharmacy.provider]));
      onFailed();
      inFlight.current = false;
      setSending(false);
    }
  };

  let body;
  if (pharmacies.error && !pharmacies.data) {
    body = <LoadError title={PHARMACIES_ERROR_TEXT} error={pharmacies.error} onRetry={() => void pharmacies.mutate()} />;
  } else if (!pharmacies.data) {
    body = <Skeleton variant="rounded" height={96} aria-label="Loading your pharmacies" />;
  } else if (list.length === 0) {
    body = <EmptyState title={NO_PHARMACY_TEXT} />;
  } else {
    body = (
      <Stack spacing={2.5} sx={{ alignItems: 'flex-start' }}>
        <PharmacyPicker pharmacies={list} value={pharmacy?.id ?? ''} onChange={setChosen} disabled={sending} />
        <Box>
          <Button variant="contained" size="large" disabled={!pharmacy || sending} loading={sending} onClick={() => void send()}>
            Send prescription
          </Button>
        </Box>
      </Stack>
    );
  }

  return (
    <Stack spacing={2.5}>
      {prescription?.status === 'FAILED' && (
        <Alert severity="error">
          <AlertTitle>Sending failed</AlertTitle>
          {prescription.failureReason ?? 'The pharmacy did not accept the prescription.'} You can send it again.
        </Alert>
      )}
      <SectionCard title="Send to a pharmacy">{body}</SectionCard>
    </Stack>
  );
}
