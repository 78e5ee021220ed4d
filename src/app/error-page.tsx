import Button from '@mui/material/Button';
import { ErrorScreen } from '@/components/error-screen';
import { useHandOffPrerendered } from '@/lib/prerendered';

/** The error's message, or a plain sentence when it has none. */
export function describeRouteError(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'Something went wrong.';
}

/** A page that failed to render or to download (app/route-error-boundary). */
export function RouteErrorPage({ error }: { error: unknown }) {
  useHandOffPrerendered();
  return (
    <ErrorScreen
      detail={describeRouteError(error)}
      actions={
        <>
          {/* A full page load: the router itself may be what failed. */}
          <Button variant="contained" href="/">
            Go to the dashboard
          </Button>
          <Button variant="outlined" onClick={() => window.location.reload()}>
            Reload the page
          </Button>
        </>
      }
    />
  );
}
