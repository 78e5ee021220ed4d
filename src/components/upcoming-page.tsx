import { EmptyState } from './empty-state';
import { PageHeader } from './page-header';
import { usePageTitle } from './page-title';

/** A registered page whose content a later issue builds: its title and a neutral empty state, no made-up data. */
export function UpcomingPage() {
  const title = usePageTitle();
  return (
    <>
      <PageHeader title={title} />
      <EmptyState title="Nothing to show here yet" description="Information for this section will appear here." />
    </>
  );
}
