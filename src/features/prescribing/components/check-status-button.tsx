import Button from '@mui/material/Button';
import { useRef, useState } from 'react';
import type { Prescription } from '@contracts/prescriptions';
import { messageOr } from '@/lib/api-errors';
import { toastFailure, toastSuccess } from '@/lib/toast';
import { checkPrescriptionStatus } from '@/api/prescriptions/check-prescription-status';
import { STATUS_CHECK_FAILED_TEXT, STATUS_CHECKED_TEXT } from '@/features/prescribing/lib/messages';

/** Statuses after which Digital Rx has nothing new to say. */
const SETTLED = new Set<Prescription['status']>(['CREATED', 'FAILED', 'DELIVERED', 'CANCELLED']);

/** Whether asking Digital Rx for news makes sense: sent there, and not yet delivered or canceled. */
export const canCheckStatus = (p: Prescription) => p.pharmacy?.provider === 'DIGITAL_RX' && !SETTLED.has(p.status);

interface CheckStatusButtonProps {
  prescription: Prescription;
  onChecked: (updated: Prescription) => void;
}

/** Asks Digital Rx where the prescription stands. */
export function CheckStatusButton({ prescription, onChecked }: CheckStatusButtonProps) {
  const [checking, setChecking] = useState(false);
  const inFlight = useRef(false);

  const check = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setChecking(true);
    try {
      const reply = await checkPrescriptionStatus(prescription.orderId);
      toastSuccess(reply.message ?? STATUS_CHECKED_TEXT);
      onChecked(reply.data);
    } catch (error) {
      toastFailure(messageOr(error, STATUS_CHECK_FAILED_TEXT));
    } finally {
      inFlight.current = false;
      setChecking(false);
    }
  };

  return (
    <Button variant="outlined" loading={checking} onClick={() => void check()}>
      Check status
    </Button>
  );
}
