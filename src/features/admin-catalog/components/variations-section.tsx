import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AdminVariation } from '@contracts/catalog';
import { SimpleTable } from '@/components/simple-table';
import { SectionCard } from '@/components/section-card';
import { LinkCell } from '@/components/table-cells';
import { ToneChip } from '@/components/tone-chip';
import { formatCents } from '@/lib/format';
import { statusLabel } from '@/features/admin-catalog/lib/texts';
import { adminCatalogPaths } from '@/features/admin-catalog/paths';

/** The product's variations (doses), each linking to its page where its dose and price are edited. */
export function VariationsSection({ variations }: { variations: readonly AdminVariation[] }) {
  return (
    <SectionCard title="Variations">
      {variations.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>This product has no variations.</Typography>
      ) : (
        <SimpleTable label="Variations" size="small" columns={['Variation', 'Dose', 'Supply', 'Monthly price', 'Status']}>
          {variations.map((v) => (
            <TableRow key={v.key} hover>
              <LinkCell to={adminCatalogPaths.variation(v.key)} below={v.key}>
                {v.name}
              </LinkCell>
              <TableCell>{v.dose}</TableCell>
              <TableCell>{v.supply}</TableCell>
              <TableCell>{formatCents(v.monthlyPriceCents)}</TableCell>
              <TableCell>
                <ToneChip label={statusLabel(v.active)} tone={v.active ? 'good' : 'neutral'} />
              </TableCell>
            </TableRow>
          ))}
        </SimpleTable>
      )}
    </SectionCard>
  );
}
