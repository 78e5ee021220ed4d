import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { ORDER_STATUS_TEXT } from '@contracts/orders';
import { usePatientOrders } from '@/api/orders/get-patient-orders';
import { formatDate } from '@/lib/format';
import { patientPortalPaths } from '@/features/patient-portal/paths';
import { DetailList } from '@/components/detail-list';
import { LoadError } from '@/components/load-error';
import { OrderStatusChip } from '@/components/order-status-chip';
import { SectionCard } from '@/components/section-card';

const NEWEST_ORDER = { page: 1, limit: 1, sort: 'createdAt:desc' } as const;

/** The patient's newest order: where it stands and what happens next. */
export function CurrentOrderCard() {
  const { data, error, isLoading, mutate } = usePatientOrders(NEWEST_ORDER);
  const order = data?.orders[0];

  let body;
  if (error && !data) {
    body = <LoadError title="Error fetching orders" error={error} onRetry={() => void mutate()} />;
  } else if (isLoading || !data) {
    body = (
      <Stack spacing={1.5} aria-busy="true" aria-label="Loading your current order">
        <Skeleton variant="text" width="40%" height={32} />
        <Skeleton variant="rounded" width={110} height={24} />
        <Skeleton variant="rounded" height={72} />
      </Stack>
    );
  } else if (!order) {
    body = (
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Typography component="p" sx={{ fontWeight: 600 }}>
          You have no orders yet
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 520 }}>
          Answer a few health questions and a licensed doctor will review whether treatment is right for you.
        </Typography>
        <Button component={RouterLink} to={patientPortalPaths.start} variant="contained">
          Start your intake
        </Button>
      </Stack>
    );
  } else {
    const text = ORDER_STATUS_TEXT[order.status];
    body = (
      <Stack spacing={2.5}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <Typography variant="h3" component="p">
            Order #{order.number}
          </Typography>
          <OrderStatusChip status={order.status} size="medium" />
        </Stack>
        <DetailList
          items={[
            { term: 'Product', value: `${order.productName} · ${order.dose}` },
            { term: 'Placed', value: formatDate(order.createdAt) },
            ...(order.trackingNumber ? [{ term: 'Tracking number', value: order.trackingNumber }] : []),
          ]}
        />
        {/* Square on the accented side: a rounded corner bent the accent bar into a crescent. */}
        <Box
          sx={{
            bgcolor: '#f3f8f9',
            borderRadius: 3,
            borderTopLeftRadius: 0,
            borderBottomLeftRadius: 0,
            p: 2,
            borderLeft: 4,
            borderColor: 'primary.light',
          }}
        >
          <Typography variant="h3" sx={{ fontSize: '1rem', mb: 0.5 }}>
            What happens next
          </Typography>
          <Typography variant="body2">{text.nextStep}</Typography>
        </Box>
        <Box>
          <Button component={RouterLink} to={patientPortalPaths.order(order.id)} variant="contained">
            View order
          </Button>
        </Box>
      </Stack>
    );
  }

  return (
    <SectionCard
      title="Current order"
      action={
        data && data.total > 1 ? (
          <Button component={RouterLink} to={patientPortalPaths.orders} size="small">
            All orders ({data.total})
          </Button>
        ) : undefined
      }
    >
      {body}
    </SectionCard>
  );
}
