import { EncouragementView } from '@/components/encouragement-view';
import { useEncouragement } from '@/api/activities/get-encouragement';

/** This week's encouragement on the activity page. */
export function EncouragementCard() {
  const { data, error, mutate } = useEncouragement();
  return <EncouragementView data={data} error={error} onRetry={() => void mutate()} />;
}
