import Grid from '@mui/material/Grid';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { TableScroll } from '@/components/table-scroll';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { PageSkeleton } from '@/components/page-skeleton';
import { SectionCard } from '@/components/section-card';
import { formatCents } from '@/lib/format';
import { useMedications } from '@/api/catalog/get-medications';
import { MEDICATIONS_ERROR_TEXT } from '@/features/prescribing/lib/messages';

/** The catalog a doctor prescribes from: each medication with its doses and monthly prices. */
export function MedicationsPage() {
  const { data, error, isLoading, mutate } = useMedications();

  let body;
  if (error && !data) body = <LoadError title={MEDICATIONS_ERROR_TEXT} error={error} onRetry={() => void mutate()} />;
  else if (isLoading || !data) body = <PageSkeleton label="Loading medications" />;
  else if (data.length === 0)
    body = <EmptyState title="No medications yet" description="Medications an administrator adds to the catalog show here." />;
  else {
    body = (
      <Grid container spacing={2.5}>
        {data.map((m) => (
          <Grid key={m.productId} size={{ xs: 12, lg: 6 }}>
            <SectionCard title={m.name}>
              <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
                {m.description}
              </Typography>
              <TableScroll label={`${m.name} doses`}>
                <Table size="small" aria-label={`${m.name} doses`}>
                  <TableHead>
                    <TableRow>
                      <TableCell sx={{ fontWeight: 600 }}>Dose</TableCell>
                      <TableCell sx={{ fontWeight: 600 }}>Name</TableCell>
                      <TableCell sx={{ fontWeight: 600 }} align="right">
                        Monthly price
                      </TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {m.variations.map((v) => (
                      <TableRow key={v.key}>
                        <TableCell>{v.dose}</TableCell>
                        <TableCell>{v.name}</TableCell>
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                          {formatCents(v.monthlyPriceCents)}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableScroll>
            </SectionCard>
          </Grid>
        ))}
      </Grid>
    );
  }

  return (
    <>
      <PageHeader title="Medications" subtitle="What you can prescribe: each medication, its doses and their monthly prices." />
      {body}
    </>
  );
}
