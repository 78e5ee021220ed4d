import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';

/** The link to an order's Patient Intake Form (a PDF page), at `to` in the portal. */
export function IntakePdfButton({ to, size }: { to: string; size?: 'small' | 'medium' }) {
  return (
    <Button component={RouterLink} to={to} variant="outlined" size={size} startIcon={<PictureAsPdfOutlined aria-hidden />}>
      Intake PDF
    </Button>
  );
}
