import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { SectionCard } from '@/components/section-card';
import { useCareTasks } from '@/api/care-tasks/get-care-tasks';
import { TASKS_ERROR_TEXT } from '@/features/care-tasks/lib/texts';

/** The care dashboard's count of open tasks, and of those assigned to the signed-in member. */
export function OpenTasksCard() {
  const open = useCareTasks({ page: 1, limit: 1, status: 'OPEN' });
  const mine = useCareTasks({ page: 1, limit: 1, status: 'OPEN', assignee: 'me' });
  const failed = open.error ?? mine.error;
  return (
    <Box sx={{ mt: 3, maxWidth: 480 }}>
      <SectionCard
        title="Open tasks"
        action={
          <Button component={RouterLink} to="/tasks" size="small">
            View tasks
          </Button>
        }
      >
        {failed ? (
          <LoadError
            title={TASKS_ERROR_TEXT}
            error={failed}
            onRetry={() => {
              void open.mutate();
              void mine.mutate();
            }}
          />
        ) : open.data && mine.data ? (
          <Typography>
            <Box component="span" sx={{ fontSize: '2rem', fontWeight: 700, mr: 1 }}>
              {open.data.total}
            </Box>
            open, {mine.data.total} assigned to you
          </Typography>
        ) : (
          <Skeleton aria-label="Loading open tasks" width={200} height={48} />
        )}
      </SectionCard>
    </Box>
  );
}
