import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ScreeningFinding } from '@contracts/onboarding';
import { flagDetail, flagLabel } from '@/lib/screening-flags';
import { countOf } from '@contracts/plural';
import { CHIP_TONES } from './tone-chip';

// Soft backgrounds with dark text (above 4.5:1), matching the order status chips.
const TONE = {
  FLAG: CHIP_TONES.waiting,
  HARD_STOP: CHIP_TONES.bad,
} as const;

const srOnly = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** One chip per flag, for tables: the rule in words, the full message in a tooltip and for screen readers. */
export function FlagChips({ flags }: { flags: readonly ScreeningFinding[] }) {
  if (flags.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        None
      </Typography>
    );
  }
  return (
    // position: relative keeps the hidden texts inside the table's scroll area on narrow screens.
    <Stack direction="row" sx={{ position: 'relative', flexWrap: 'wrap', gap: 0.5 }} role="list" aria-label="Screening flags">
      {flags.map((flag) => (
        <Tooltip key={flag.rule} title={flagDetail(flag)} describeChild>
          <Chip
            role="listitem"
            size="small"
            icon={<WarningAmberOutlined aria-hidden sx={{ color: 'inherit !important' }} />}
            label={
              <>
                {flagLabel(flag)}
                <Box component="span" sx={srOnly}>
                  {`: ${flagDetail(flag)}`}
                </Box>
              </>
            }
            sx={{ ...TONE[flag.severity], fontWeight: 600 }}
          />
        </Tooltip>
      ))}
    </Stack>
  );
}

/** The flags in full, prominent: the doctor must see why screening raised them before deciding. */
export function ScreeningFlagsAlert({ flags }: { flags: readonly ScreeningFinding[] }) {
  if (flags.length === 0) return null;
  const hardStop = flags.some((f) => f.severity === 'HARD_STOP');
  return (
    <Alert severity={hardStop ? 'error' : 'warning'} sx={{ mb: 2.5 }}>
      <AlertTitle>Screening flagged this intake ({countOf(flags.length, 'flag')})</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }} aria-label="Screening flags">
        {flags.map((flag) => (
          <li key={flag.rule}>
            <strong>{flagLabel(flag)}</strong>
            {flag.severity === 'HARD_STOP' ? ' (hard stop)' : ''}: {flagDetail(flag)}
          </li>
        ))}
      </Box>
    </Alert>
  );
}
