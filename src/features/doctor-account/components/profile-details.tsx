import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DoctorProfile } from '@contracts/doctors';
import { DetailList } from '@/components/detail-list';
import { SectionCard } from '@/components/section-card';
import { fullName, useSessionSelector } from '@/lib/session';
import { phoneForDisplay } from '@contracts/phone-display';
import { pharmacyName } from '@contracts/prescriptions';

const notOnFile = (
  <Typography component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
    Not on file
  </Typography>
);

/** What is on file, including what only an administrator can change. */
export function ProfileDetails({ profile }: { profile: DoctorProfile }) {
  // A delegate reads the doctor's profile: it is not theirs.
  const whose = useSessionSelector((s) => s.user.selectedDelegateAccess) ? `${fullName(profile)}'s` : 'Your';
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
                    <li key={pharmacy.id}>{pharmacyName(pharmacy)}</li>
                  ))}
                </Stack>
              ) : (
                'None assigned'
              ),
          },
        ]}
      />
      <Alert severity="info" role="note" sx={{ mt: 2.5 }}>
        {whose} license states, NPI and pharmacies are verified and managed by an administrator. Contact them if anything here needs to
        change.
      </Alert>
    </SectionCard>
  );
}
