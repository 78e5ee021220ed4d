import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import type { Prescription } from '@contracts/prescriptions';
import { DetailList } from '@/components/detail-list';
import { canCheckStatus, CheckStatusButton } from './check-status-button';
import { pharmacyItems } from './prescription-details';
import { StatusReadout } from './status-readout';

interface PharmacyStatusProps {
  prescription: Prescription;
  onChecked: (updated: Prescription) => void;
  /** Shown above the status, e.g. whether the prescription was sent. */
  children?: ReactNode;
}

/** Where a prescription went and where it stands, with a way to ask Digital Rx for news. */
export function PharmacyStatus({ prescription, onChecked, children }: PharmacyStatusProps) {
  return (
    <Stack spacing={2}>
      {children}
      <StatusReadout prescription={prescription} />
      <DetailList items={pharmacyItems(prescription, { withStatus: false })} />
      {canCheckStatus(prescription) && (
        <Box>
          <CheckStatusButton prescription={prescription} onChecked={onChecked} />
        </Box>
      )}
    </Stack>
  );
}
