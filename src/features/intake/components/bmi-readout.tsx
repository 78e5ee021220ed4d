import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The BMI shown to the patient, announced politely as it changes. */
export function BmiReadout({ bmi }: { bmi: number | null }) {
  return (
    <Box role="status" aria-live="polite" sx={{ bgcolor: 'action.hover', borderRadius: 2, px: 2, py: 1.5 }}>
      {bmi === null ? (
        <Typography sx={{ color: 'text.secondary' }}>Enter your height and weight to see your BMI.</Typography>
      ) : (
        <>
          <Typography variant="h3" component="p">
            Your BMI: {bmi.toFixed(1)}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            Body mass index is one of the things your doctor considers, together with your health history.
          </Typography>
        </>
      )}
    </Box>
  );
}
