import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TrainingItem } from '@contracts/training';

/** The items in order, each a disclosure: its title and summary, opened to its text and link. */
export function TrainingList({ items, label }: { items: TrainingItem[]; label: string }) {
  return (
    <Stack component="ul" aria-label={label} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item) => (
        <li key={item.id}>
          <Accordion disableGutters variant="outlined" slots={{ heading: 'h2' }} sx={{ borderRadius: 3, '&::before': { display: 'none' } }}>
            <AccordionSummary expandIcon={<ExpandMoreOutlined aria-hidden />}>
              <span>
                <Typography component="span" sx={{ display: 'block', fontWeight: 600, fontSize: '1.0625rem' }}>
                  {item.title}
                </Typography>
                {item.summary && (
                  <Typography component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.9375rem' }}>
                    {item.summary}
                  </Typography>
                )}
              </span>
            </AccordionSummary>
            <AccordionDetails>
              {item.body && <Typography sx={{ whiteSpace: 'pre-line', mb: item.url ? 2 : 0 }}>{item.body}</Typography>}
              {item.url && (
                <Button
                  variant="outlined"
                  href={item.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  endIcon={<OpenInNewOutlined aria-hidden />}
                  aria-label={`Open ${item.title} (opens in a new tab)`}
                >
                  Open
                </Button>
              )}
            </AccordionDetails>
          </Accordion>
        </li>
      ))}
    </Stack>
  );
}

export function TrainingListSkeleton({ label }: { label: string }) {
  return (
    <Stack spacing={1.5} aria-busy="true" aria-label={label}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} variant="rounded" height={72} />
      ))}
    </Stack>
  );
}
