import Chip from '@mui/material/Chip';
import type { AuditOutcome } from '@contracts/audit-logs';
import { OUTCOME_LABELS } from '@/features/admin-oversight/lib/texts';

// Soft backgrounds with dark text, above 4.5:1 (WCAG AA), as the other status chips.
const TONES: Record<AuditOutcome, { bgcolor: string; color: string }> = {
  SUCCESS: { bgcolor: '#e3f1e7', color: '#1f5130' },
  FAILURE: { bgcolor: '#fff1e0', color: '#7a3b00' },
  DENIED: { bgcolor: '#fde7e9', color: '#8a1c24' },
};

export function OutcomeChip({ outcome }: { outcome: AuditOutcome }) {
  return <Chip label={OUTCOME_LABELS[outcome]} size="small" sx={{ ...TONES[outcome], fontWeight: 600 }} />;
}
