import Box from '@mui/material/Box';
import { PARTNER_LOGO_TYPES } from '@contracts/partner-profile';
import { ImageUploadCard } from '@/components/image-upload-card';
import { partnerProfileKey } from '@/api/accounts/get-partner-profile';
import { getPartnerLogoUploadLink } from '@/api/storage/get-partner-logo-upload-link';
import { useImageUpload } from '@/api/storage/use-image-upload';
import { PartnerLogo } from './partner-logo';

const LOGO_UPLOAD = {
  types: PARTNER_LOGO_TYPES,
  getLink: getPartnerLogoUploadLink,
  refreshKey: partnerProfileKey,
  savedText: 'Logo updated successfully',
};

/** The partner's logo and its upload: choose an image, watch it go up, see the new logo. */
export function LogoCard({ hasLogo }: { hasLogo: boolean }) {
  const { upload, progress, failure } = useImageUpload(LOGO_UPLOAD);
  return (
    <ImageUploadCard
      title="Logo"
      preview={
        <Box sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 3, display: 'flex', justifyContent: 'center' }}>
          <PartnerLogo height={96} placeholder />
        </Box>
      }
      hint="Shown in your portal and on your patients' intake pages. A PNG, JPEG or WebP image of up to 10 MB."
      accept={PARTNER_LOGO_TYPES}
      buttonLabel={hasLogo ? 'Replace logo' : 'Upload logo'}
      upload={(file) => void upload(file)}
      progress={progress}
      failure={failure}
    />
  );
}
