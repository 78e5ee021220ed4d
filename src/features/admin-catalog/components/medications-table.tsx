import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { MedicationOption } from '@contracts/catalog';
import { TableScroll } from '@/components/table-scroll';
import { LinkCell } from '@/components/table-cells';
import { ToneChip } from '@/components/tone-chip';
import { formatCents } from '@/lib/format';
import { statusLabel } from '@/features/admin-catalog/lib/texts';
import { adminCatalogPaths } from '@/features/admin-catalog/paths';

interface MedicationsTableProps {
  medications: readonly MedicationOption[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: (select: boolean) => void;
}

/** The medications with their options (doses and monthly prices), each with a checkbox for the download. */
export function MedicationsTable({ medications, selected, onToggle, onToggleAll }: MedicationsTableProps) {
  const count = medications.filter((m) => selected.has(m.id)).length;
  return (
    <TableScroll label="Medications">
      <Table aria-label="Medications" sx={{ minWidth: 720 }}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={count > 0 && count === medications.length}
                indeterminate={count > 0 && count < medications.length}
                onChange={(e) => onToggleAll(e.target.checked)}
                slotProps={{ input: { 'aria-label': 'Select all medications' } }}
              />
            </TableCell>
            <TableCell>Medication</TableCell>
            <TableCell>Type</TableCell>
            <TableCell>Options</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {medications.map((m) => (
            <TableRow key={m.id} hover selected={selected.has(m.id)}>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={selected.has(m.id)}
                  onChange={() => onToggle(m.id)}
                  slotProps={{ input: { 'aria-label': `Select ${m.name}` } }}
                />
              </TableCell>
              <LinkCell to={adminCatalogPaths.product(m.id)}>{m.name}</LinkCell>
              <TableCell sx={{ textTransform: 'capitalize' }}>{m.type}</TableCell>
              <TableCell>
                {m.variations.length === 0 ? (
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    No options
                  </Typography>
                ) : (
                  m.variations.map((v) => (
                    <Typography key={v.key} variant="body2">
                      {v.dose} · {formatCents(v.monthlyPriceCents)}/month
                    </Typography>
                  ))
                )}
              </TableCell>
              <TableCell>
                <ToneChip label={statusLabel(m.active)} tone={m.active ? 'good' : 'neutral'} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}
