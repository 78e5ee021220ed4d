import FavoriteBorderOutlined from '@mui/icons-material/FavoriteBorderOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ScreeningFinding } from '@contracts/onboarding';
import { StepCard } from './step-card';

export const HARD_STOP_TITLE = "We can't offer this treatment";

interface HardStopScreenProps {
  findings: readonly ScreeningFinding[];
  /** Back to the answers, in case one was a mistake: every save is screened again. */
  onBack?: () => void;
}

/** Kind words for an answer that makes the medication unsafe; there is no way to pay from here. */
export function HardStopScreen({ findings, onBack }: HardStopScreenProps) {
  return (
    <StepCard title={HARD_STOP_TITLE}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <FavoriteBorderOutlined aria-hidden sx={{ color: 'primary.main', mt: 0.25 }} />
        <Typography>
          Thank you for answering so openly. Your safety comes first, and based on your answers a GLP-1 medication would not be safe or
          suitable for you right now:
        </Typography>
      </Box>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {findings.map((f) => (
          <Typography component="li" key={f.rule} sx={{ mb: 1 }}>
            {f.message}
          </Typography>
        ))}
      </Box>
      <Typography sx={{ color: 'text.secondary' }}>
        You have not been charged, and no payment will be taken. Your own doctor can talk with you about other ways to manage your weight.
        If you answered something by mistake, you can go back and correct it.
      </Typography>
      {onBack && (
        <Box>
          <Button variant="outlined" size="large" onClick={onBack}>
            Back
          </Button>
        </Box>
      )}
    </StepCard>
  );
}
