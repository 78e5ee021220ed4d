import { PRODUCT_NAME } from '@/config/brand';

interface LogoMarkProps {
  size?: number;
  /** Decorative beside the product name; otherwise it is an image named "<product> logo". */
  decorative?: boolean;
}

/** The product mark without MUI: the pages that load before (or without) MUI show it (app/boot-loader). */
export function LogoMark({ size = 40, decorative = false }: LogoMarkProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 48 48"
      role="img"
      aria-label={decorative ? undefined : `${PRODUCT_NAME} logo`}
      aria-hidden={decorative ? true : undefined}
      focusable="false"
    >
      <rect width="48" height="48" rx="12" fill="#0d5c68" />
      <path d="M24 10c-7 6.5-10.5 12.4-10.5 17.6a10.5 10.5 0 0 0 21 0C34.5 22.4 31 16.5 24 10Z" fill="#e3f0f2" />
      <path d="M24 19v18M24 27l-5-4M24 31l5-4" stroke="#0d5c68" strokeWidth="2.4" strokeLinecap="round" fill="none" />
    </svg>
  );
}
