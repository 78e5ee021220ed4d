import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AVATAR_TYPES, type AccountProfile } from '@contracts/account';
import { ImageUploadCard } from '@/components/image-upload-card';
import { ROLE_LABELS } from '@/config/roles';
import { fullName } from '@/lib/session';
import { accountProfileKey } from '@/api/account/get-account-profile';
import { getAvatarUploadLink } from '@/api/storage/get-avatar-upload-link';
import { useImageUpload } from '@/api/storage/use-image-upload';

const initials = (p: AccountProfile) => `${p.firstName.charAt(0)}${p.lastName.charAt(0)}`.toUpperCase();

const PHOTO_UPLOAD = {
  types: AVATAR_TYPES,
  getLink: getAvatarUploadLink,
  refreshKey: accountProfileKey,
  savedText: 'Photo updated successfully',
};

/** The person's photo and its upload: choose an image, watch it go up, see the new photo. */
export function PhotoCard({ profile }: { profile: AccountProfile }) {
  const { upload, progress, failure } = useImageUpload(PHOTO_UPLOAD);
  return (
    <ImageUploadCard
      title="Photo"
      preview={
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Avatar
            src={profile.avatarUrl ?? undefined}
            alt={profile.avatarUrl ? `Photo of ${fullName(profile)}` : undefined}
            sx={{ width: 96, height: 96, fontSize: '2rem', bgcolor: 'primary.main' }}
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
      }
      hint="Shown beside your name to the people you work with. A PNG, JPEG or WebP image of up to 10 MB."
      accept={AVATAR_TYPES}
      buttonLabel={profile.avatarUrl ? 'Replace photo' : 'Upload photo'}
      upload={(file) => void upload(file)}
      progress={progress}
      failure={failure}
    />
  );
}
