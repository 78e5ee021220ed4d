import Box from '@mui/material/Box';
import { PRODUCT_NAME } from '@/config/brand';

interface LogoProps {
  size?: number;
  /** Shows the product name beside the mark. */
  withName?: boolean;
}

/** The product mark, inline so that it shows before anything else has loaded. */
export function Logo({ size = 40, withName = false }: LogoProps) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25 }}>
      <svg
        width={size}
        height={size}
        viewBox="0 0 48 48"
        role="img"
        aria-label={withName ? undefined : `${PRODUCT_NAME} logo`}
        aria-hidden={withName ? true : undefined}
        focusable="false"
      >
        <rect width="48" height="48" rx="12" fill="#0d5c68" />
        <path d="M24 10c-7 6.5-10.5 12.4-10.5 17.6a10.5 10.5 0 0 0 21 0C34.5 22.4 31 16.5 24 10Z" fill="#e3f0f2" />
        <path d="M24 19v18M24 27l-5-4M24 31l5-4" stroke="#0d5c68" strokeWidth="2.4" strokeLinecap="round" fill="none" />
      </svg>
      {withName && (
        <Box component="span" sx={{ fontWeight: 700, fontSize: size * 0.45, color: 'primary.dark', letterSpacing: '-0.01em' }}>
          {PRODUCT_NAME}
        </Box>
      )}
    </Box>
  );
}
