import UploadOutlined from '@mui/icons-material/UploadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef } from 'react';
import { PARTNER_LOGO_TYPES } from '@contracts/partner';
import { SectionCard } from '@/components/section-card';
import { useLogoUpload } from '../lib/use-logo-upload';
import { PartnerLogo } from './partner-logo';

/** The partner's logo and its upload: choose an image, watch it go up, see the new logo. */
export function LogoCard({ hasLogo }: { hasLogo: boolean }) {
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { upload, progress, failure } = useLogoUpload();
  const uploading = progress !== null;

  return (
    <SectionCard title="Logo">
      <Stack spacing={2}>
        <Box sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 3, display: 'flex', justifyContent: 'center' }}>
          <PartnerLogo height={96} placeholder />
        </Box>
        <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary' }}>
          Shown in your portal and on your patients&apos; intake pages. A PNG, JPEG or WebP image of up to 10 MB.
        </Typography>
        {/* A real, labelled file input (visually hidden): the button opens it and keyboard users reach the button. */}
        <Box
          component="input"
          ref={input}
          id={inputId}
          type="file"
          accept={PARTNER_LOGO_TYPES.join(',')}
          aria-label="Logo image"
          aria-describedby={hintId}
          tabIndex={-1}
          disabled={uploading}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
          sx={{ position: 'absolute', width: '1px', height: '1px', opacity: 0, overflow: 'hidden' }}
        />
        <Button
          variant="outlined"
          startIcon={<UploadOutlined aria-hidden />}
          loading={uploading}
          loadingPosition="start"
          onClick={() => input.current?.click()}
          sx={{ alignSelf: 'flex-start' }}
        >
          {hasLogo ? 'Replace logo' : 'Upload logo'}
        </Button>
        {uploading && (
          <Box role="status" aria-live="polite">
            <Typography variant="body2" sx={{ mb: 0.5 }}>
              Uploading… {progress}%
            </Typography>
            <LinearProgress variant="determinate" value={progress} aria-label="Upload progress" />
          </Box>
        )}
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
      </Stack>
    </SectionCard>
  );
}
