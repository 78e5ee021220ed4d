import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PublicLayout } from '@/components/public-layout';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <PublicLayout maxWidth="sm">
      <Paper sx={{ p: { xs: 3, sm: 5 }, maxWidth: 480, mx: 'auto', mt: { xs: 1, sm: 4 } }}>
        <Typography variant="h1">{title}</Typography>
        {subtitle && <Typography sx={{ color: 'text.secondary', mt: 1, mb: 3 }}>{subtitle}</Typography>}
        {children}
      </Paper>
    </PublicLayout>
  );
}
