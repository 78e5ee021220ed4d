import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { SectionCard } from '@/components/section-card';
import { useMyCheckIns } from '@/api/treatment-plans/get-my-check-ins';
import { patientPortalPaths } from '@/features/patient-portal/paths';

/** On the dashboard while a refill check-in is due: a card linking to the form. Nothing otherwise (or on a failed load). */
export function CheckInDueCard() {
  const { data } = useMyCheckIns();
  if (!data?.due) return null;
  // The button follows the explanation (as "View order" does below): beside the title it wrapped between the two on a phone.
  return (
    <SectionCard title="Refill check-in due">
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography>
          Tell your doctor how the treatment is going (weight, side effects, missed doses) before your next refill is sent.
        </Typography>
        <Button component={RouterLink} to={patientPortalPaths.treatment} variant="contained">
          Answer check-in
        </Button>
      </Stack>
    </SectionCard>
  );
}
