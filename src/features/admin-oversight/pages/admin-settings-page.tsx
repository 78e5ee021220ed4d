import Stack from '@mui/material/Stack';
import { PageHeader } from '@/components/page-header';
import { AdminsSection } from '@/features/admin-oversight/components/admins-section';
import { UsersSection } from '@/features/admin-oversight/components/users-section';

/** The admins (add, delete) and every user (search, reset a user's OTP). */
export function AdminSettingsPage() {
  return (
    <>
      <PageHeader title="Admin Settings" subtitle="The administrators of the platform, and every account with its sign-in codes." />
      <Stack spacing={3}>
        <AdminsSection />
        <UsersSection />
      </Stack>
    </>
  );
}
