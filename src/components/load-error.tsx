import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { serverMessage } from '@/lib/api-errors';

interface LoadErrorProps {
  /** The product's text for this failure, e.g. 'Error fetching orders'. */
  title: string;
  error: unknown;
  onRetry: () => void;
}

/** A failed load: the product's text, the server's own message when it gave one, and a way to try again. */
export function LoadError({ title, error, onRetry }: LoadErrorProps) {
  const detail = serverMessage(error);
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      <AlertTitle sx={{ mb: detail && detail !== title ? 0.5 : 0 }}>{title}</AlertTitle>
      {detail && detail !== title ? detail : null}
    </Alert>
  );
}
