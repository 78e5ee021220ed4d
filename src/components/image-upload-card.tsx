import UploadOutlined from '@mui/icons-material/UploadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, type ReactNode } from 'react';
import { SectionCard } from './section-card';

interface ImageUploadCardProps {
  /** The card's title, also the file input's name ("Photo" → "Photo image"). */
  title: string;
  /** The image on file (or its placeholder). */
  preview: ReactNode;
  /** Where the image is shown and what it may be, under the preview. */
  hint: ReactNode;
  accept: readonly string[];
  /** The button's label ("Upload photo", "Replace photo"). */
  buttonLabel: string;
  upload: (file: File) => void;
  /** The running upload's percent, or null. */
  progress: number | null;
  failure: string | null;
}

/** An image and its upload: choose an image, watch it go up, see the new one. */
export function ImageUploadCard({ title, preview, hint, accept, buttonLabel, upload, progress, failure }: ImageUploadCardProps) {
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const uploading = progress !== null;

  return (
    <SectionCard title={title}>
      <Stack spacing={2}>
        {preview}
        <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary' }}>
          {hint}
        </Typography>
        {/* A real, labelled file input (visually hidden): the button opens it and keyboard users reach the button. */}
        <Box
          component="input"
          ref={input}
          type="file"
          accept={accept.join(',')}
          aria-label={`${title} image`}
          aria-describedby={hintId}
          tabIndex={-1}
          disabled={uploading}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) upload(file);
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
          {buttonLabel}
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
