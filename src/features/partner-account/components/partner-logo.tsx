import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import Box from '@mui/material/Box';
import { usePartnerProfile } from '@/api/accounts/get-partner-profile';

interface PartnerLogoProps {
  /** The logo's height in pixels; it keeps its proportions up to three times as wide. */
  height?: number;
  /** Without a logo (or while the profile loads), a storefront placeholder instead of nothing. */
  placeholder?: boolean;
}

/** The partner's own logo, from its profile (the shared SWR key: a new upload shows everywhere at once). */
export function PartnerLogo({ height = 32, placeholder = false }: PartnerLogoProps) {
  const { data: profile } = usePartnerProfile();
  if (profile?.logoUrl) {
    return (
      <Box
        component="img"
        src={profile.logoUrl}
        alt={`${profile.businessName} logo`}
        sx={{ display: 'block', height, width: 'auto', maxWidth: height * 3, objectFit: 'contain' }}
      />
    );
  }
  if (!placeholder) return null;
  return (
    <Box
      role="img"
      aria-label="No logo yet"
      sx={{
        height,
        width: height,
        borderRadius: 2,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'action.hover',
        color: 'text.secondary',
      }}
    >
      <StorefrontOutlined sx={{ fontSize: height / 2 }} />
    </Box>
  );
}
