import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { BackLink, type BackTarget } from './back-link';
import { EmptyState } from './empty-state';
import { PageHeader } from './page-header';

interface NotFoundStateProps {
  /** The page's heading. */
  title: string;
  /** What could not be found, e.g. "order". */
  what: string;
  /** Why it may be missing, and what to do. */
  description: string;
  /** The way back to a list, as a button. */
  back: BackTarget;
  /** A link above the heading. */
  backLink?: BackTarget;
}

/** A 404: the record does not exist or is not the user's (the server never says which). */
export function NotFoundState({ title, what, description, back, backLink }: NotFoundStateProps) {
  return (
    <>
      {backLink && <BackLink {...backLink} />}
      <PageHeader title={title} />
      <EmptyState
        title={`We could not find this ${what}`}
        description={description}
        action={
          <Button component={RouterLink} to={back.to} variant="contained" sx={{ mt: 1.5 }}>
            {back.label}
          </Button>
        }
      />
    </>
  );
}
