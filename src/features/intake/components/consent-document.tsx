import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ConsentDocument as Doc } from '@/features/intake/model/consent-texts';

/** A consent text in a scrollable, keyboard-focusable region named by its title. */
export function ConsentDocument({ doc }: { doc: Doc }) {
  return (
    <Box
      component="section"
      role="region"
      aria-label={doc.title}
      tabIndex={0}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        p: 2,
        maxHeight: 260,
        overflowY: 'auto',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
      }}
    >
      <Typography variant="h3" sx={{ fontSize: '1.05rem' }}>
        {doc.title}
      </Typography>
      <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block', mb: 1 }}>
        Version {doc.version}
      </Typography>
      {doc.paragraphs.map((p) => (
        <Typography key={p.slice(0, 32)} variant="body2" sx={{ mb: 1.25 }}>
          {p}
        </Typography>
      ))}
    </Box>
  );
}
