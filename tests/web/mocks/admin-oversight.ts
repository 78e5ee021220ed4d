import { HttpResponse } from 'msw';
import type { Account, AccountPage, CreateAdminBody, HealthProSummary } from '@contracts/staff-accounts';
import type { AdminSummary, OrderTrends, PatientCareStats, UserMetrics } from '@contracts/platform-stats';
import type { AuditLog, AuditLogPage, AuditStatistics } from '@contracts/audit-logs';
import { ORDER_STATUSES } from '@contracts/orders';
import { ROLES } from '@contracts/common';
import { adminUser } from '../support/fixtures';
import { mockApi, type Answer, type Call } from './http';
import { PATIENT_ID } from './ids';
import { mockAdminAlerts } from './ledger';

// The super admin's oversight calls: the HIPAA audit log, accounts (users, admins, health professionals) and the
// platform dashboard's figures.

export const AUDIT_LOG_ID = '55555555-5555-4555-8555-555555555501';
const DOCTOR_USER_ID = '66666666-6666-4666-8666-666666666666';

/** One audit row: the demo doctor read a patient's record. */
export function auditLog(overrides: Partial<AuditLog> = {}): AuditLog {
  return {
    id: AUDIT_LOG_ID,
    timestamp: '2026-11-20T15:04:05.000Z',
    actorUserId: DOCTOR_USER_ID,
    actor: { id: DOCTOR_USER_ID, name: 'Dana Okafor', email: 'doctor@demo.test' },
    actingForUserId: null,
    actingFor: null,
    role: 'DOCTOR',
    action: 'READ',
    resourceType: 'patient',
    resourceId: PATIENT_ID,
    patientId: PATIENT_ID,
    patient: { id: PATIENT_ID, name: 'Pat Jordan', email: 'patient@demo.test' },
    outcome: 'SUCCESS',
    ip: '203.0.113.7',
    userAgent: 'Mozilla/5.0',
    details: null,
    ...overrides,
  };
}

/** The n-th row of a long log (from 1), newest first. */
export const nthAuditLog = (n: number) =>
  auditLog({
    id: `55555555-5555-4555-8555-${String(n).padStart(12, '0')}`,
    timestamp: new Date(Date.UTC(2026, 10, 20, 12, 0, 0) - n * 60_000).toISOString(),
    action: n % 2 ? 'READ' : 'LIST',
  });

/** A log of `total` rows answered page by page in the `{ logs, pagination }` shape. */
export const auditPage =
  (total: number, row: (n: number) => AuditLog = nthAuditLog) =>
  (call: Call): AuditLogPage => {
    const page = Number(call.query.page ?? 1);
    const limit = Number(call.query.limit ?? 10);
    const count = Math.max(0, Math.min(limit, total - (page - 1) * limit));
    const logs = Array.from({ length: count }, (_, i) => row((page - 1) * limit + i + 1));
    return { logs, pagination: { page, limit, total, totalPages: Math.ceil(total / limit) } };
  };

export const auditStatistics = (overrides: Partial<AuditStatistics> = {}): AuditStatistics => ({
  startDate: '2026-10-22',
  endDate: '2026-11-20',
  total: 42,
  byAction: [
    { action: 'READ', count: 30 },
    { action: 'LIST', count: 10 },
    { action: 'RESET_OTP', count: 2 },
  ],
  byOutcome: [
    { outcome: 'SUCCESS', count: 40 },
    { outcome: 'DENIED', count: 2 },
  ],
  byRole: [
    { role: 'DOCTOR', count: 35 },
    { role: 'SUPER_ADMIN', count: 7 },
  ],
  perDay: [{ date: '2026-11-20', count: 42 }],
  ...overrides,
});

export const mockAuditLogs = (answer: Answer<AuditLogPage> = auditPage(3)) => mockApi('get', '/super-admin/audit-logs', answer);
export const mockAuditLog = (answer: Answer<AuditLog> = auditLog()) => mockApi('get', '/super-admin/audit-logs/:id', answer);
export const mockAuditStatistics = (answer: Answer<AuditStatistics> = auditStatistics()) =>
  mockApi('get', '/super-admin/audit-logs/statistics', answer);
/** The CSV export: a file, not JSON. */
export const mockAuditExport = (csv = 'Timestamp,Actor\r\n') =>
  mockApi('get', '/super-admin/audit-logs/export', () => new HttpResponse(csv, { headers: { 'Content-Type': 'text/csv; charset=utf-8' } }));

/** An account as the admin lists it. */
export function account(overrides: Partial<Account> = {}): Account {
  return {
    id: '12121212-1212-4121-8121-121212121212',
    firstName: 'Pat',
    lastName: 'Jordan',
    email: 'patient@demo.test',
    phoneNumber: '+12025550108',
    role: 'PATIENT',
    status: 'ACTIVE',
    createdAt: '2026-02-01T10:00:00.000Z',
    ...overrides,
  };
}

export const adminAccount = (overrides: Partial<Account> = {}) =>
  account({
    id: adminUser.id,
    firstName: adminUser.firstName,
    lastName: adminUser.lastName,
    email: adminUser.email,
    role: 'SUPER_ADMIN',
    ...overrides,
  });

export const accountPage = (items: Account[]): AccountPage => ({
  items,
  total: items.length,
  page: 1,
  limit: 10,
  totalPages: items.length ? 1 : 0,
});

/** GET /super-admin/users: the admins for `role=SUPER_ADMIN`, else `users`. */
export const mockUsers = (users: Account[] = [account()], admins: Account[] = [adminAccount()]) =>
  mockApi('get', '/super-admin/users', (call) => accountPage(call.query.role === 'SUPER_ADMIN' ? admins : users));
export const mockResetOtp = (answer: Answer<null> = null) =>
  mockApi('post', '/super-admin/users/:userId/reset-otp', answer, { message: 'OTP reset successfully' });
export const mockCreateAdmin = (
  answer: Answer<Account, CreateAdminBody> = (call) => account({ ...call.body, phoneNumber: null, role: 'SUPER_ADMIN' }),
) => mockApi<Account, CreateAdminBody>('post', '/super-admin/create-admin', answer, { status: 201, message: 'Admin created successfully' });
export const mockDeleteAdmin = (answer: Answer<null> = null) =>
  mockApi('delete', '/super-admin/delete-admin/:id', answer, { message: 'Admin deleted successfully' });

export const healthProSummary = (overrides: Partial<HealthProSummary> = {}): HealthProSummary => ({
  total: 3,
  active: 3,
  inactive: 0,
  newThisMonth: 1,
  newLastMonth: 0,
  increaseRate: 0,
  byRole: [
    { role: 'NURSER', count: 1 },
    { role: 'CLIENT_SPECIALIST', count: 1 },
    { role: 'CUSTOMER_SUPPORT', count: 1 },
  ],
  ...overrides,
});
export const mockHealthPros = (
  items: Account[] = [account({ role: 'NURSER', firstName: 'Casey', lastName: 'Nguyen', email: 'care@demo.test' })],
) => mockApi('get', '/super-admin/health-professionals', accountPage(items));
export const mockHealthProSummary = (answer: Answer<HealthProSummary> = healthProSummary()) =>
  mockApi('get', '/super-admin/health-professionals/summary', answer);

export const adminSummary = (): AdminSummary => ({
  totalOrders: 120,
  ordersThisMonth: 14,
  pendingReview: 5,
  activeTreatments: 40,
  salesCents: 1_234_500,
  totalPatients: 80,
  activePatients: 70,
  newPatientsThisMonth: 9,
  totalDoctors: 2,
  totalPartners: 1,
  totalHealthPros: 3,
  totalAdmins: 1,
});
const trends = (): OrderTrends => ({
  period: 'month',
  startDate: '2025-12-01',
  endDate: '2026-11-20',
  points: [{ periodStart: '2026-11-01', orders: 14, paidOrders: 12, salesCents: 400_000 }],
});
const care = (): PatientCareStats => ({
  ordersByStatus: ORDER_STATUSES.map((status, i) => ({ status, count: i })),
  patientsByStatus: [
    { status: 'ACTIVE', count: 70 },
    { status: 'PAUSED', count: 5 },
    { status: 'INACTIVE', count: 5 },
  ],
  products: [],
});
const metrics = (): UserMetrics => ({
  period: 'month',
  startDate: '2025-12-01',
  endDate: '2026-11-20',
  byRole: ROLES.map((role) => ({ role, active: 1, inactive: 0 })),
  signUps: [{ periodStart: '2026-11-01', count: 3 }],
});

/** The platform dashboard's calls: its four figures' and charts', and the money alerts. */
export const mockAdminDashboard = () => [
  mockAdminAlerts(),
  mockApi('get', '/super-admin/summary', adminSummary()),
  mockApi('get', '/super-admin/order-trends', trends()),
  mockApi('get', '/super-admin/patient-care-stats', care()),
  mockApi('get', '/super-admin/user-metrics', metrics()),
];

/** What the admin portal's home and audit log load, answered with defaults (for tests that only pass through them). */
export const adminOversightDefaults = () => [...mockAdminDashboard(), mockAuditLogs(), mockAuditStatistics()];

/** GET /super-admin/sales-people/{userId}/commission-rate: 10% by default. */
export const mockSalesCommissionRate = (commissionRateBps = 1000) =>
  mockApi('get', '/super-admin/sales-people/:userId/commission-rate', (call) => ({
    userId: call.params.userId,
    name: 'Sam Sellers',
    commissionRateBps,
  }));
/** PUT /super-admin/sales-people/{userId}/commission-rate: the rate as sent. */
type RateBody = { commissionRateBps: number };
const rateAsSent = (call: Call<RateBody>) => ({
  userId: call.params.userId,
  name: 'Sam Sellers',
  commissionRateBps: call.body.commissionRateBps,
});
export const mockSetSalesCommissionRate = (answer: Answer<unknown, RateBody> = rateAsSent) =>
  mockApi<unknown, RateBody>('put', '/super-admin/sales-people/:userId/commission-rate', answer, { message: 'Commission rate updated' });
