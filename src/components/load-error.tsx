import AlertTitle from '@mui/material/AlertTitle';
import { serverMessage } from '@/lib/api-errors';
import { RetryAlert } from './retry-alert';

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
    <RetryAlert onRetry={onRetry}>
      <AlertTitle sx={{ mb: detail && detail !== title ? 0.5 : 0 }}>{title}</AlertTitle>
      {detail && detail !== title ? detail : null}
    </RetryAlert>
  );
}
