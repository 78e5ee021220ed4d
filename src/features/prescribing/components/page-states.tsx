import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { isNotFound } from '../../../lib/api-errors';

export function PageSkeleton({ label }: { label: string }) {
  return (
    <Stack spacing={2.5} aria-busy="true" aria-label={label}>
      <Skeleton variant="text" width="45%" height={48} />
      <Skeleton variant="rounded" height={160} />
      <Skeleton variant="rounded" height={220} />
    </Stack>
  );
}

interface PageLoadFailureProps {
  /** The page's title, kept as the h1 when the record cannot be shown. */
  title: string;
  /** What could not be found, e.g. "order". */
  thing: string;
  errorText: string;
  error: unknown;
  onRetry: () => void;
  back: { to: string; label: string };
}

/** A record that could not be loaded: "not found" (which is also what another doctor's record answers) or an error. */
export function PageLoadFailure({ title, thing, errorText, error, onRetry, back }: PageLoadFailureProps) {
  return (
    <>
      <PageHeader title={title} />
      {isNotFound(error) ? (
        <EmptyState
          title={`We could not find this ${thing}`}
          description="It may belong to another doctor's patient, or the link may be wrong."
          action={
            <Button component={RouterLink} to={back.to} variant="contained" sx={{ mt: 1.5 }}>
              {back.label}
            </Button>
          }
        />
      ) : (
        <LoadError title={errorText} error={error} onRetry={onRetry} />
      )}
    </>
  );
}
