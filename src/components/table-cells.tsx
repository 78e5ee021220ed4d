import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { visuallyHidden } from '@mui/utils';

/**
 * A column header's text. A column of buttons has no header to show (`''`): screen readers still hear it named,
 * "Actions", so that every header cell has a name.
 */
export const columnHeaderText = (label: string): ReactNode =>
  label || (
    <Box component="span" sx={visuallyHidden}>
      Actions
    </Box>
  );

/** A row's first cell: the record's name, linking to its page, and an optional line under it. */
export function LinkCell({ to, children, below }: { to: string; children: ReactNode; below?: ReactNode }) {
  return (
    <TableCell sx={{ whiteSpace: 'nowrap' }}>
      <Link component={RouterLink} to={to} sx={{ fontWeight: 600 }}>
        {children}
      </Link>
      {below && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {below}
        </Typography>
      )}
    </TableCell>
  );
}

/** A product and its dose, one above the other. */
export function ProductCell({ productName, dose }: { productName: string; dose: string }) {
  return (
    <TableCell sx={{ minWidth: 180 }}>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {productName}
      </Typography>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {dose}
      </Typography>
    </TableCell>
  );
}
