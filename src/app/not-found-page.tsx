import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { PRODUCT_NAME } from '@/config/brand';

/** An unknown host label: no portal lives here. */
export function NotFoundPage() {
  useEffect(() => {
    document.title = PRODUCT_NAME;
  }, []);

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}>
      <Box>
        <Typography variant="h1">Not found</Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1 }}>There is no portal at this address.</Typography>
      </Box>
    </Box>
  );
}
