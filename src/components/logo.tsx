import Box from '@mui/material/Box';
import { PRODUCT_NAME } from '@/config/brand';
import { LogoMark } from './logo-mark';

interface LogoProps {
  size?: number;
  /** Shows the product name beside the mark. */
  withName?: boolean;
}

/** The product mark, inline so that it shows before anything else has loaded. */
export function Logo({ size = 40, withName = false }: LogoProps) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25 }}>
      <LogoMark size={size} decorative={withName} />
      {withName && (
        <Box component="span" sx={{ fontWeight: 700, fontSize: size * 0.45, color: 'primary.dark', letterSpacing: '-0.01em' }}>
          {PRODUCT_NAME}
        </Box>
      )}
    </Box>
  );
}
