import Button from '@mui/material/Button';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';

/** A mistyped address inside a portal: the shell and its navigation stay, the content area says so. */
export function PortalNotFoundPage() {
  const { pathname } = useLocation();
  return (
    <>
      <PageHeader title="Page not found" />
      <EmptyState
        title="There is no page at this address"
        description={`Check the address (${pathname}) or choose a page from the navigation.`}
        action={
          <Button component={RouterLink} to="/" variant="contained" sx={{ mt: 1.5 }}>
            Go to the dashboard
          </Button>
        }
      />
    </>
  );
}
