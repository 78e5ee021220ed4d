import type { TrainingKind } from '@contracts/training';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { useTrainingItems } from '@/api/training/get-training-items';
import { TrainingList, TrainingListSkeleton } from '@/features/training/components/training-list';

const TEXTS: Record<TrainingKind, { title: string; subtitle: string; loadError: string; empty: string; label: string }> = {
  TRAINING: {
    title: 'Training',
    subtitle: 'Short guides to how the platform works for your role.',
    loadError: 'Failed to load training',
    empty: 'No training for your role yet',
    label: 'Training',
  },
  RESOURCE: {
    title: 'Resources',
    subtitle: 'Guides, documents and links to keep at hand or share.',
    loadError: 'Failed to load resources',
    empty: 'No resources for your role yet',
    label: 'Resources',
  },
};

/** /training or /resources on the staff portals: what the administrators wrote for the reader's role, in order. */
export function TrainingReaderPage({ kind }: { kind: TrainingKind }) {
  const texts = TEXTS[kind];
  const { data, error, isLoading, mutate } = useTrainingItems(kind);
  return (
    <>
      <PageHeader title={texts.title} subtitle={texts.subtitle} />
      {error && !data ? (
        <LoadError title={texts.loadError} error={error} onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <TrainingListSkeleton label={`Loading ${texts.label.toLowerCase()}`} />
      ) : data.length === 0 ? (
        <EmptyState title={texts.empty} description="Your administrator adds them here. Check back soon." />
      ) : (
        <TrainingList items={data} label={texts.label} />
      )}
    </>
  );
}

export const TrainingPage = () => <TrainingReaderPage kind="TRAINING" />;
export const ResourcesPage = () => <TrainingReaderPage kind="RESOURCE" />;
