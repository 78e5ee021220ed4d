import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import { LoadError } from '@/components/load-error';
import { SectionCard } from '@/components/section-card';
import { toastFailure, toastSuccess } from '@/lib/toast';
import { usePartnerProfile } from '@/api/accounts/get-partner-profile';
import { createShortLink } from '@/api/short-links/create-short-link';
import { serverMessage } from '@/lib/api-errors';
import { intakeLinkFor } from '@/features/partner-care/lib/intake-link';

export const LINK_COPIED_TEXT = 'Link copied';
export const SHORT_LINK_COPIED_TEXT = 'Short link copied';

/** The link patients start their intake with (attributed to the partner), to copy or to scan. */
export function IntakeLinkCard() {
  const profile = usePartnerProfile();
  const link = profile.data ? intakeLinkFor(profile.data.id) : undefined;

  const [shortLink, setShortLink] = useState<string | null>(null);
  const [shortening, setShortening] = useState(false);

  const copy = async (text: string, copied: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toastSuccess(copied);
    } catch {
      toastFailure('Could not copy the link: select it and copy it yourself.');
    }
  };

  // The short link is made once per intake link (the server gives the same code again), then copied.
  const copyShort = async () => {
    if (!link) return;
    let short = shortLink;
    if (!short) {
      setShortening(true);
      try {
        short = (await createShortLink(link)).shortUrl;
        setShortLink(short);
      } catch (error) {
        toastFailure(serverMessage(error) ?? 'Could not make a short link. Try again.');
        return;
      } finally {
        setShortening(false);
      }
    }
    await copy(short, SHORT_LINK_COPIED_TEXT);
  };

  let body;
  if (profile.error && !profile.data) {
    body = <LoadError title="Could not load your intake link" error={profile.error} onRetry={() => void profile.mutate()} />;
  } else if (!link) body = <LinearProgress aria-label="Loading your intake link" sx={{ my: 2 }} />;
  else {
    body = (
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 3, alignItems: { sm: 'center' } }}>
        <Stack sx={{ gap: 1.5, flex: 1, minWidth: 0 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Patients who start with this link are yours: share it, or let them scan the code.
          </Typography>
          <TextField
            label="Your intake link"
            value={link}
            fullWidth
            // Wrapped, not cut: the whole address shows, however narrow the card.
            multiline
            sx={{ '& textarea': { wordBreak: 'break-all' } }}
            slotProps={{ htmlInput: { readOnly: true } }}
            onFocus={(e) => e.target.select()}
          />
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button variant="outlined" startIcon={<ContentCopyOutlined aria-hidden />} onClick={() => void copy(link, LINK_COPIED_TEXT)}>
              Copy link
            </Button>
            <Button
              variant="outlined"
              startIcon={<ContentCopyOutlined aria-hidden />}
              loading={shortening}
              onClick={() => void copyShort()}
            >
              Copy short link
            </Button>
          </Stack>
          {shortLink && (
            <Typography variant="body2" sx={{ color: 'text.secondary', wordBreak: 'break-all' }}>
              Short link: {shortLink}
            </Typography>
          )}
        </Stack>
        <Box sx={{ p: 1.5, bgcolor: '#fff', border: 1, borderColor: 'divider', borderRadius: 1, alignSelf: { xs: 'center', sm: 'auto' } }}>
          <QRCodeSVG value={link} size={136} role="img" aria-label="QR code of your intake link" />
        </Box>
      </Stack>
    );
  }
  return <SectionCard title="Your intake link">{body}</SectionCard>;
}
