import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { Logo } from './logo';

interface PublicLayoutProps {
  children: ReactNode;
  maxWidth?: 'xs' | 'sm' | 'md' | 'lg';
}

/** Pages without a session: sign-in, sign-up, public intake. */
export function PublicLayout({ children, maxWidth = 'md' }: PublicLayoutProps) {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', display: 'flex', flexDirection: 'column' }}>
      <Box component="header" sx={{ px: { xs: 2, sm: 4 }, py: 2.5 }}>
        <Logo size={36} withName />
      </Box>
      <Container component="main" maxWidth={maxWidth} sx={{ flexGrow: 1, py: { xs: 2, sm: 4 } }}>
        {children}
      </Container>
    </Box>
  );
}
