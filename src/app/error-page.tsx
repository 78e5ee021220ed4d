import Button from '@mui/material/Button';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorScreen } from '@/components/error-screen';
import { useHandOffPrerendered } from '@/lib/prerendered';

/** "status statusText" for a routing error response, else the error's message. */
export function describeRouteError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'Something went wrong.';
}

/** Any routing failure (no match, a thrown render or loader error). */
export function RouteErrorPage() {
  const error = useRouteError();
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
