import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { IntakePartner } from '@contracts/onboarding';

/** "In partnership with" the partner whose link the patient followed: its logo, or its initial, and its name. */
export function PartnerBadge({ partner }: { partner: IntakePartner }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }} aria-label={`In partnership with ${partner.businessName}`}>
      <Avatar
        src={partner.logoUrl ?? undefined}
        alt={`${partner.businessName} logo`}
        variant="rounded"
        sx={{ width: 40, height: 40, bgcolor: 'primary.main' }}
      >
        {partner.businessName.slice(0, 1)}
      </Avatar>
      <Typography variant="body2" color="text.secondary">
        In partnership with{' '}
        <Typography component="span" variant="body2" sx={{ fontWeight: 600, color: 'text.primary' }}>
          {partner.businessName}
        </Typography>
      </Typography>
    </Stack>
  );
}
