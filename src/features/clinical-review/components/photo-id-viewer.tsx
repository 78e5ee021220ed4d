import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { PhotoIdLink } from '@contracts/order-review';
import { messageOr } from '@/lib/api-errors';
import { toastFailure } from '@/lib/toast';
import { getPhotoIdLink } from '@/api/orders/get-photo-id-link';

export const PHOTO_ID_FAILURE_TEXT = 'Could not open the photo ID';

/** Browsers draw these inline; anything else (a PDF, a HEIC photo) opens in its own tab. */
const drawable = (contentType: string) => ['image/jpeg', 'image/png', 'image/webp'].includes(contentType);

interface PhotoIdViewerProps {
  orderId: string;
  patientName: string;
}

/**
 * "View photo ID": asks for a short-lived signed link to the patient's photo ID (each one is audited) and shows the
 * file in a dialog. The link is asked for on every opening, never kept.
 */
export function PhotoIdViewer({ orderId, patientName }: PhotoIdViewerProps) {
  const [link, setLink] = useState<PhotoIdLink | null>(null);
  const [busy, setBusy] = useState(false);
  const [broken, setBroken] = useState(false);
  const titleId = useId();

  const open = async () => {
    setBusy(true);
    try {
      setBroken(false);
      setLink(await getPhotoIdLink(orderId));
    } catch (error) {
      toastFailure(messageOr(error, PHOTO_ID_FAILURE_TEXT));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button size="small" variant="outlined" startIcon={<BadgeOutlined aria-hidden />} onClick={() => void open()} loading={busy}>
        View photo ID
      </Button>
      {link && (
        <Dialog open onClose={() => setLink(null)} aria-labelledby={titleId} maxWidth="md" fullWidth>
          <DialogTitle id={titleId} component="h2">
            {`Photo ID of ${patientName}`}
          </DialogTitle>
          <DialogContent>
            <Typography variant="body2" sx={{ mb: 2 }}>
              {`Compare the name, date of birth and photo with the patient's record. This link works until ${new Date(link.expiresAt).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}, and opening it is recorded in the audit log.`}
            </Typography>
            {drawable(link.contentType) && !broken ? (
              <Box
                component="img"
                src={link.url}
                alt={`Photo ID uploaded by ${patientName}`}
                onError={() => setBroken(true)}
                sx={{
                  display: 'block',
                  maxWidth: '100%',
                  maxHeight: '70vh',
                  mx: 'auto',
                  borderRadius: 1,
                  border: 1,
                  borderColor: 'divider',
                }}
              />
            ) : broken ? (
              <Alert severity="warning">The photo ID could not be shown here. Try opening it in a new tab.</Alert>
            ) : (
              <Alert severity="info">This file type opens in a new tab.</Alert>
            )}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2.5 }}>
            <Link href={link.url} target="_blank" rel="noopener noreferrer" sx={{ mr: 'auto', fontWeight: 600 }}>
              Open in a new tab
            </Link>
            <Button variant="contained" onClick={() => setLink(null)}>
              Close
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}
