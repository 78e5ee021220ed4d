import ArrowBack from '@mui/icons-material/ArrowBack';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';

export interface BackTarget {
  to: string;
  label: string;
}

/** "← Back to orders": above a detail page's heading, back to the list it came from. */
export function BackLink({ to, label }: BackTarget) {
  return (
    <Link component={RouterLink} to={to} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2, fontWeight: 600 }}>
      <ArrowBack fontSize="small" aria-hidden />
      {label}
    </Link>
  );
}
