import InboxOutlined from '@mui/icons-material/InboxOutlined';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
}

export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 3, sm: 5 }, display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 1 }}
    >
      <InboxOutlined aria-hidden sx={{ fontSize: 40, color: 'primary.light' }} />
      <Typography variant="h2" component="p" sx={{ fontSize: '1.125rem' }}>
        {title}
      </Typography>
      {description && (
        <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 480 }}>
          {description}
        </Typography>
      )}
      {action}
    </Paper>
  );
}
