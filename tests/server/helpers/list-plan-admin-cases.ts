/** The super admin's and the care team's lists over every order and patient, for tests/server/list-plans.test.ts. */
import { adminFilter, adminPatientUrl, type ListCase } from './list-plan-urls';

/** The super admin's lists (admin-care): every order and patient, by the indexes of migration 0021 and earlier. */
export const adminCases: ListCase[] = [
  { name: "admin's orders (every order, newest first)", as: 'admin', url: '/super-admin/orders', orderedWalk: true },
  { name: "admin's orders, oldest first, page 3", as: 'admin', url: '/super-admin/orders?sort=createdAt:asc&page=3', orderedWalk: true },
  { name: "admin's orders by number", as: 'admin', url: '/super-admin/orders?sort=number:desc', orderedWalk: true },
  { name: "admin's orders of a status", as: 'admin', url: '/super-admin/orders?status=SHIPPED' },
  { name: "admin's orders in a date range", as: 'admin', url: '/super-admin/orders?from=2025-01-01&to=2025-06-30' },
  { name: "admin's orders, name search", as: 'admin', url: '/super-admin/orders?search=Riley' },
  { name: "admin's orders, order number search", as: 'admin', url: '/super-admin/orders?search=1001' },
  { name: "admin's orders of a partner", as: 'admin', url: () => adminFilter('partnerId') },
  { name: "admin's orders of a doctor", as: 'admin', url: () => adminFilter('doctorId') },
  { name: "admin's patients (by name)", as: 'admin', url: '/super-admin/patients', orderedWalk: true },
  { name: "admin's patients, newest first", as: 'admin', url: '/super-admin/patients?sort=createdAt:desc', orderedWalk: true },
  { name: "admin's patients, search", as: 'admin', url: '/super-admin/patients?search=Riley' },
  // The care team reads every patient (NURSER: 'ALL'), with the admin's plans.
  { name: "care team's patients (by name)", as: 'care', url: '/care/patients', orderedWalk: true },
  { name: "care team's patients, newest first", as: 'care', url: '/care/patients?sort=createdAt:desc', orderedWalk: true },
  { name: "care team's patients, search", as: 'care', url: '/care/patients?search=Riley' },
  // The care team's tasks (migration 0036): by status and due date, kind, assignee, patient search, creation.
  { name: "care team's open tasks by due date", as: 'care', url: '/care/tasks', extraTables: ['care_tasks'] },
  { name: "care team's tasks of a kind", as: 'care', url: '/care/tasks?kind=PAYMENT_FAILED', extraTables: ['care_tasks'] },
  { name: "care team's tasks assigned to me", as: 'care', url: '/care/tasks?assignee=me', extraTables: ['care_tasks'] },
  { name: "care team's unassigned tasks", as: 'care', url: '/care/tasks?assignee=unassigned', extraTables: ['care_tasks'] },
  {
    name: "care team's done tasks, newest first",
    as: 'care',
    url: '/care/tasks?status=DONE&sort=createdAt:desc',
    extraTables: ['care_tasks'],
  },
  { name: "care team's tasks, patient search", as: 'care', url: '/care/tasks?search=Riley', extraTables: ['care_tasks'] },
  { name: "admin's gym clients", as: 'admin', url: '/super-admin/gym-clients', orderedWalk: true },
  { name: "admin's clients (direct)", as: 'admin', url: '/super-admin/clients', orderedWalk: true },
  { name: "admin's patient's orders", as: 'admin', url: () => adminPatientUrl('orders') },
  {
    name: "admin's patient's history",
    as: 'admin',
    url: () => adminPatientUrl('history'),
    extraTables: ['payments', 'prescriptions', 'patient_notes'],
  },
  { name: "admin's patient's prescriptions", as: 'admin', url: () => adminPatientUrl('prescriptions'), extraTables: ['prescriptions'] },
];
