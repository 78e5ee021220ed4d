import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface ErrorScreenProps {
  title?: string;
  detail: string;
  actions?: ReactNode;
}

export const ROUTE_ERROR_TITLE = 'Unexpected Application Error!';

export function ErrorScreen({ title = ROUTE_ERROR_TITLE, detail, actions }: ErrorScreenProps) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}>
      <Paper sx={{ p: { xs: 3, sm: 5 }, maxWidth: 520, width: '100%', textAlign: 'center' }}>
        <ErrorOutline aria-hidden sx={{ fontSize: 44, color: 'error.main' }} />
        <Typography variant="h1" sx={{ mt: 1 }}>
          {title}
        </Typography>
        <Typography component="p" variant="h3" sx={{ mt: 1.5, color: 'text.secondary', wordBreak: 'break-word' }}>
          {detail}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', mt: 3, flexWrap: 'wrap' }}>
          {actions ?? (
            <Button variant="contained" onClick={() => window.location.reload()}>
              Reload the page
            </Button>
          )}
        </Box>
      </Paper>
    </Box>
  );
}
