import { EmptyState } from '@/components/empty-state';
import { ListStates } from '@/components/list-states';
import { useAdminPatientOrders } from '@/api/patients/get-admin-patient-orders';
import { ORDERS_ERROR_TEXT } from '@/features/admin-care/lib/texts';
import { useLocalPaging } from '@/lib/use-local-paging';
import { OrdersTable } from './orders-table';

/** The patient's orders, newest first, paged on the server. */
export function PatientOrdersTab({ patientId }: { patientId: string }) {
  const { page, limit, paging } = useLocalPaging();
  const orders = useAdminPatientOrders(patientId, { page, limit });
  const { data } = orders;
  return (
    <ListStates
      load={orders}
      errorTitle={ORDERS_ERROR_TEXT}
      noMatch={<EmptyState title="No orders yet" description="This patient has not ordered anything." />}
      progressLabel="Loading the orders"
    >
      <OrdersTable orders={data?.orders} busy={orders.isValidating} paging={paging(data?.total)} withoutPatient />
    </ListStates>
  );
}
