import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

interface FlowProgressProps {
  sections: readonly string[];
  /** Index of the current section. */
  active: number;
  /** Only "Step n of m" and the bar, for flows with too many sections to draw. */
  compact?: boolean;
}

/** Where the patient is: the sections as a stepper on wider screens, "Step n of m" and a bar on a phone. */
export function FlowProgress({ sections, active, compact = false }: FlowProgressProps) {
  const current = Math.max(0, Math.min(active, sections.length - 1));
  const percent = Math.round(((current + 1) * 100) / sections.length);
  return (
    <Box sx={{ mb: 3 }}>
      {!compact && (
        <Stepper activeStep={current} alternativeLabel sx={{ display: { xs: 'none', md: 'flex' }, mb: 2 }}>
          {sections.map((label) => (
            <Step key={label}>
              <StepLabel>{label}</StepLabel>
            </Step>
          ))}
        </Stepper>
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        Step {current + 1} of {sections.length}: {sections[current]}
      </Typography>
      <LinearProgress variant="determinate" value={percent} aria-label="Your progress" />
    </Box>
  );
}
