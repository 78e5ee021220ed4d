import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DoctorProfile } from '@contracts/doctors';
import { DetailList } from '@/components/detail-list';
import { SectionCard } from '@/components/section-card';
import { fullName } from '@/lib/session';
import { phoneForDisplay } from '@contracts/us-phone';

const PROVIDER_TEXT: Record<DoctorProfile['pharmacies'][number]['provider'], string> = {
  RX_PROVIDER: 'RX provider',
  DIGITAL_RX: 'Digital Rx',
};

const notOnFile = (
  <Typography component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
    Not on file
  </Typography>
);

/** What is on file, including what only an administrator can change. */
export function ProfileDetails({ profile }: { profile: DoctorProfile }) {
  return (
    <SectionCard title="Profile">
      <DetailList
        items={[
          { term: 'Name', value: fullName(profile) },
          { term: 'Email', value: profile.email },
          { term: 'Phone', value: profile.phoneNumber ? phoneForDisplay(profile.phoneNumber) : notOnFile },
          { term: 'NPI', value: profile.npi ?? notOnFile },
          {
            term: 'License states',
            value:
              profile.licenseStates.length > 0 ? (
                <Stack component="ul" direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, listStyle: 'none', p: 0, m: 0 }}>
                  {profile.licenseStates.map((state) => (
                    <li key={state}>
                      <Chip label={state} size="small" variant="outlined" />
                    </li>
                  ))}
                </Stack>
              ) : (
                notOnFile
              ),
          },
          {
            term: 'Pharmacies',
            value:
              profile.pharmacies.length > 0 ? (
                <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {profile.pharmacies.map((pharmacy) => (
                    <li key={pharmacy.id}>
                      {pharmacy.name}
                      {pharmacy.name !== PROVIDER_TEXT[pharmacy.provider] && (
                        <Typography component="span" variant="body2" sx={{ color: 'text.secondary', ml: 1 }}>
                          ({PROVIDER_TEXT[pharmacy.provider]})
                        </Typography>
                      )}
                    </li>
                  ))}
                </Stack>
              ) : (
                'None assigned'
              ),
          },
        ]}
      />
      <Alert severity="info" role="note" sx={{ mt: 2.5 }}>
        Your license states, NPI and pharmacies are verified and managed by an administrator. Contact them if anything here needs to change.
      </Alert>
    </SectionCard>
  );
}
