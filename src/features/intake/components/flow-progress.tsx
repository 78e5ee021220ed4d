import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { FlowCount } from '@/features/intake/model/steps';

/**
 * Where the patient is, the same in every intake and the renewal: "Step n of m: name" over the screens they go
 * through (`countScreens`), and a bar. While the questionnaire is not known, only "Step n: name".
 */
export function FlowProgress({ count }: { count: FlowCount }) {
  const { number, total, name } = count;
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {total === null ? `Step ${number}: ${name}` : `Step ${number} of ${total}: ${name}`}
      </Typography>
      {total !== null && <LinearProgress variant="determinate" value={Math.round((number * 100) / total)} aria-label="Your progress" />}
    </Box>
  );
}
