import UploadOutlined from '@mui/icons-material/UploadOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef } from 'react';
import { AVATAR_TYPES, type AccountProfile } from '@contracts/account';
import { SectionCard } from '@/components/section-card';
import { ROLE_LABELS } from '@/config/roles';
import { fullName } from '@/lib/session';
import { useAvatarUpload } from '@/features/account/lib/use-avatar-upload';

const initials = (p: AccountProfile) => `${p.firstName.charAt(0)}${p.lastName.charAt(0)}`.toUpperCase();

/** The person's photo and its upload: choose an image, watch it go up, see the new photo. */
export function PhotoCard({ profile }: { profile: AccountProfile }) {
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { upload, progress, failure } = useAvatarUpload();
  const uploading = progress !== null;

  return (
    <SectionCard title="Photo">
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Avatar
            src={profile.avatarUrl ?? undefined}
            alt={profile.avatarUrl ? `Photo of ${fullName(profile)}` : undefined}
            sx={{ width: 96, height: 96, fontSize: '2rem' }}
          >
            {initials(profile)}
          </Avatar>
          <div>
            <Typography variant="h3" sx={{ fontSize: '1.25rem' }}>
              {fullName(profile)}
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>{ROLE_LABELS[profile.role]}</Typography>
          </div>
        </Stack>
        <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary' }}>
          Shown beside your name to the people you work with. A PNG, JPEG or WebP image of up to 10 MB.
        </Typography>
        {/* A real, labelled file input (visually hidden): the button opens it and keyboard users reach the button. */}
        <Box
          component="input"
          ref={input}
          type="file"
          accept={AVATAR_TYPES.join(',')}
          aria-label="Photo image"
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
        >
          {profile.avatarUrl ? 'Replace photo' : 'Upload photo'}
        </Button>
        {uploading && (
          <Box role="status" aria-live="polite" sx={{ width: '100%' }}>
            <Typography variant="body2" sx={{ mb: 0.5 }}>
              Uploading… {progress}%
            </Typography>
            <LinearProgress variant="determinate" value={progress} aria-label="Upload progress" />
          </Box>
        )}
        {failure && (
          <Alert severity="error" role="alert" sx={{ width: '100%' }}>
            {failure}
          </Alert>
        )}
      </Stack>
    </SectionCard>
  );
}
