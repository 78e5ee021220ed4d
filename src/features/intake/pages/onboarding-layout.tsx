import { Outlet } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { usePageTitle } from '@/components/page-title';
import { OnboardingProvider } from '@/features/intake/legacy/onboarding-context';

/** Route element of /onboarding and its pages: they share what was answered on this visit. */
export function OnboardingLayout() {
  const title = usePageTitle();
  return (
    <OnboardingProvider>
      <PageHeader title={title} subtitle="Your answers are saved as you go and reviewed by a licensed doctor." />
      <Outlet />
    </OnboardingProvider>
  );
}
