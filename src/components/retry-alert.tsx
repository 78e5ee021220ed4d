import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

interface RetryAlertProps {
  onRetry: () => void;
  /** What failed. */
  children: ReactNode;
}

/** Something failed to load: an error alert with a "Try again" button. */
export function RetryAlert({ onRetry, children }: RetryAlertProps) {
  return (
    <Alert
      severity="error"
      action={
        // On one line: in a narrow alert (a phone) it broke into "Try / again".
        <Button color="inherit" size="small" onClick={onRetry} sx={{ whiteSpace: 'nowrap' }}>
          Try again
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
