import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { usePatientOrder } from '@/api/orders/get-patient-order';
import { LoadError } from '@/components/load-error';
import {
  OrderConsentsSection,
  OrderPaymentsSection,
  OrderStatusSection,
  OrderSummarySection,
} from '@/features/patient-portal/components/order-detail-sections';
import { isNotFound } from '@/lib/api-errors';
import { formatDate } from '@/lib/format';
import { patientPortalPaths } from '@/features/patient-portal/paths';

export const ORDER_ERROR_TEXT = 'Error fetching order details';
export const ORDER_NOT_FOUND_TEXT = 'Order not found';

function BackToOrders() {
  return (
    <Link
      component={RouterLink}
      to={patientPortalPaths.orders}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2, fontWeight: 600 }}
    >
      <ArrowBack fontSize="small" aria-hidden />
      Back to my orders
    </Link>
  );
}

/** One of the patient's orders: where it stands, what was bought and paid, and what was signed. */
export function OrderDetailPage() {
  const { id } = useParams<{ id: string }>();
  const { data: order, error, isLoading, mutate } = usePatientOrder(id);

  if (error && !order) {
    return (
      <>
        <BackToOrders />
        {isNotFound(error) ? (
          <>
            <PageHeader title={ORDER_NOT_FOUND_TEXT} />
            <EmptyState
              title="We could not find this order"
              description="It may have been removed, or the link may be wrong. Your orders are all listed under My orders."
              action={
                <Button component={RouterLink} to={patientPortalPaths.orders} variant="contained" sx={{ mt: 1.5 }}>
                  See my orders
                </Button>
              }
            />
          </>
        ) : (
          <>
            <PageHeader title="Order details" />
            <LoadError title={ORDER_ERROR_TEXT} error={error} onRetry={() => void mutate()} />
          </>
        )}
      </>
    );
  }

  if (isLoading || !order) {
    return (
      <Stack spacing={2.5} aria-busy="true" aria-label="Loading the order">
        <Skeleton variant="text" width={180} />
        <Skeleton variant="text" width="45%" height={48} />
        <Skeleton variant="rounded" height={160} />
        <Skeleton variant="rounded" height={220} />
      </Stack>
    );
  }

  return (
    <>
      <BackToOrders />
      <PageHeader
        title={`Order #${order.number}`}
        subtitle={`Placed ${formatDate(order.createdAt)} · ${order.productName} ${order.dose}`}
      />
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, md: 6 }}>
          <OrderStatusSection order={order} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <OrderSummarySection order={order} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <OrderPaymentsSection order={order} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <OrderConsentsSection order={order} />
        </Grid>
      </Grid>
    </>
  );
}
