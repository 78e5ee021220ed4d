import type { AdminSummary, OrderTrends, PatientCareStats, TrendQuery } from '#contracts/platform-stats';
import type { Ctx } from '#server/platform/context';
import { chartRange } from '#server/platform/db/periods';
import { accountCounts } from '#server/modules/accounts/staff-accounts.service';
import { patientSummary } from '#server/modules/patients/partner-patients.service';
import * as stats from './order-stats.repository';
import { dashboardSummary, orderStats, ordersCountByStatus } from './partner-orders.service';

/**
 * The platform dashboard's order figures for super admins: the same counts as a partner's dashboard, over the orders
 * the caller's policy row gives them (an administrator: all), plus orders per period.
 */

/** GET /super-admin/order-trends. */
export async function orderTrends(ctx: Ctx, query: TrendQuery): Promise<OrderTrends> {
  const range = chartRange(query);
  const rows = await stats.ordersPerPeriod(ctx, query.period, range);
  return {
    period: query.period,
    ...range,
    points: rows.map((r) => ({ periodStart: r.period_start, orders: r.orders, paidOrders: r.paid_orders, salesCents: r.sales_cents })),
  };
}

/** GET /super-admin/summary: orders, patients and accounts at a glance (five aggregate queries, none naming anyone). */
export async function adminSummary(ctx: Ctx): Promise<AdminSummary> {
  const orders = await dashboardSummary(ctx);
  const byStatus = await ordersCountByStatus(ctx);
  const patients = await patientSummary(ctx);
  const accounts = await accountCounts(ctx);
  return {
    totalOrders: orders.totalOrders,
    ordersThisMonth: orders.ordersThisMonth,
    pendingReview: byStatus.counts.find((c) => c.status === 'PENDING_REVIEW')?.count ?? 0,
    activeTreatments: orders.activeTreatments,
    salesCents: orders.salesCents,
    totalPatients: patients.totalPatients,
    activePatients: patients.activePatients,
    newPatientsThisMonth: patients.newPatientsThisMonth,
    ...accounts,
  };
}

/** GET /super-admin/patient-care-stats: orders and patients by status, and orders per product. */
export async function patientCareStats(ctx: Ctx): Promise<PatientCareStats> {
  const orders = await ordersCountByStatus(ctx);
  const patients = await patientSummary(ctx);
  const { products } = await orderStats(ctx, {});
  return {
    ordersByStatus: orders.counts,
    patientsByStatus: [
      { status: 'ACTIVE', count: patients.activePatients },
      { status: 'PAUSED', count: patients.pausedPatients },
      { status: 'INACTIVE', count: patients.inactivePatients },
    ],
    products: products.map((p) => ({ productName: p.productName, medication: p.medication, orders: p.orders, patients: p.patients })),
  };
}
