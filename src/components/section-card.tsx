import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { DetailList, type DetailItem } from './detail-list';

interface SectionCardProps {
  title: string;
  /** Links or buttons beside the title. */
  action?: ReactNode;
  children: ReactNode;
}

/** A titled card; the title is an h2 that also names the region for screen readers. */
export function SectionCard({ title, action, children }: SectionCardProps) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 }, '&:last-child': { pb: { xs: 2.5, sm: 3 } } }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2, flexWrap: 'wrap' }}>
          <Typography id={headingId} variant="h2" sx={{ fontSize: '1.125rem' }}>
            {title}
          </Typography>
          {action}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

/** A titled card of label/value pairs. */
export function DetailSection({ title, items }: { title: string; items: readonly DetailItem[] }) {
  return (
    <SectionCard title={title}>
      <DetailList items={items} />
    </SectionCard>
  );
}
