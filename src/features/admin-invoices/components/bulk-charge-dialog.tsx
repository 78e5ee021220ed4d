import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useId } from 'react';
import type { BulkChargeResult, BulkChargeSummary } from '@contracts/invoices';
import { ToneChip } from '@/components/tone-chip';
import { formatCents } from '@/lib/format';
import { invoiceName } from '@/features/admin-invoices/lib/texts';

const OUTCOME: Record<BulkChargeResult['outcome'], { label: string; tone: 'good' | 'neutral' | 'brand' }> = {
  CHARGED: { label: 'Charged', tone: 'good' },
  ALREADY_PAID: { label: 'Already paid', tone: 'brand' },
  FAILED: { label: 'Failed', tone: 'neutral' },
};

function line(r: BulkChargeResult) {
  const name = r.number === null ? r.invoiceId : invoiceName(r.number);
  return `${name}${r.partnerName ? ` · ${r.partnerName}` : ''} · ${formatCents(r.amountCents)}`;
}

/** What a bulk charge did: the totals, then each invoice's outcome with the reason of each failure. */
export function BulkChargeDialog({ summary, onClose }: { summary: BulkChargeSummary | null; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={summary !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId} component="h2">
        Charge results
      </DialogTitle>
      {summary && (
        <DialogContent>
          <Alert severity={summary.failed > 0 ? 'warning' : 'success'} sx={{ mb: 2 }}>
            {summary.charged} charged ({formatCents(summary.chargedCents)}), {summary.alreadyPaid} already paid, {summary.failed} failed
          </Alert>
          <List dense aria-label="Charge results">
            {summary.results.map((r) => (
              <ListItem key={r.invoiceId} disableGutters secondaryAction={<ToneChip {...OUTCOME[r.outcome]} />}>
                <ListItemText primary={line(r)} secondary={r.reason ?? undefined} />
              </ListItem>
            ))}
          </List>
        </DialogContent>
      )}
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
