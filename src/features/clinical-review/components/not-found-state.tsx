import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';

interface BackLinkProps {
  to: string;
  label: string;
}

export function BackLink({ to, label }: BackLinkProps) {
  return (
    <Link component={RouterLink} to={to} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2, fontWeight: 600 }}>
      <ArrowBack fontSize="small" aria-hidden />
      {label}
    </Link>
  );
}

interface NotFoundStateProps {
  /** 'order' or 'patient'. */
  what: string;
  back: BackLinkProps;
}

/** A 404: the record does not exist or is not one of the doctor's (the server never says which). */
export function NotFoundState({ what, back }: NotFoundStateProps) {
  const title = `${what.charAt(0).toUpperCase()}${what.slice(1)} not found`;
  return (
    <>
      <BackLink {...back} />
      <PageHeader title={title} />
      <EmptyState
        title={`We could not find this ${what}`}
        description={`It may not exist, or it may not be one of your patients'. Check the link, or find the ${what} in your list.`}
        action={
          <Button component={RouterLink} to={back.to} variant="contained" sx={{ mt: 1.5 }}>
            {back.label}
          </Button>
        }
      />
    </>
  );
}
