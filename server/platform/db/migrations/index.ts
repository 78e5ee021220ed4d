import type { Migration, MigrationProvider } from 'kysely';
import { downFoundation, upFoundation } from './0001-foundation';
import { downIntakeOrders, upIntakeOrders } from './0002-intake-orders';
import { downClinician, upClinician } from './0003-clinician';
import { downListIndexes, upListIndexes } from './0004-list-indexes';
import { downPrescriptionListIndex, upPrescriptionListIndex } from './0005-prescription-list-index';
import { downPatientSortNames, upPatientSortNames } from './0006-patient-sort-names';
import { downPaymentRequestHash, upPaymentRequestHash } from './0007-payment-request-hash';
import { downMessageRetries, upMessageRetries } from './0008-message-retries';
import { downOrderHandBack, upOrderHandBack } from './0009-order-hand-back';
import { downRefundsAndRxDose, upRefundsAndRxDose } from './0010-refunds-and-rx-dose';
import { downAuditAppendOnly, upAuditAppendOnly } from './0011-audit-append-only';
import { downAuthAttemptKinds, upAuthAttemptKinds } from './0012-auth-attempt-kinds';
import { downIdempotentRequests, upIdempotentRequests } from './0013-idempotent-requests';
import { downPaymentRecovery, upPaymentRecovery } from './0014-payment-recovery';
import { downPartnerCare, upPartnerCare } from './0015-partner-care';
import { downPartnerMoney, upPartnerMoney } from './0016-partner-money';
import { downPartnerInvoices, upPartnerInvoices } from './0017-partner-invoices';
import { downAdminOversight, upAdminOversight } from './0018-admin-oversight';
import { downAdminDoctors, upAdminDoctors } from './0019-admin-doctors';
import { downAdminPartners, upAdminPartners } from './0020-admin-partners';
import { downAdminCare, upAdminCare } from './0021-admin-care';
import { downAccountAndTraining, upAccountAndTraining } from './0022-account-and-training';
import { downPaymentCustomers, upPaymentCustomers } from './0023-payment-customers';
import { downOrderCommissionRate, upOrderCommissionRate } from './0024-order-commission-rate';
import { downBillingJobLogs, upBillingJobLogs } from './0025-billing-job-logs';
import { downProductCatalog, upProductCatalog } from './0026-product-catalog';
import { downAdminInvoices, upAdminInvoices } from './0027-admin-invoices';
import { downCustomPricingPayouts, upCustomPricingPayouts } from './0028-custom-pricing-payouts';
import { downApiKeysShortLinks, upApiKeysShortLinks } from './0029-api-keys-short-links';
import { downSales, upSales } from './0030-sales';
import { downActivities, upActivities } from './0032-activities';
import { downCareSessions, upCareSessions } from './0033-care-sessions';
import { downChat, upChat } from './0034-chat';
import { downTreatmentPlans, upTreatmentPlans } from './0035-treatment-plans';
import { downCareTasks, upCareTasks } from './0036-care-tasks';
import { downJobs, upJobs } from './0037-jobs';
import { downDoctorSettings, upDoctorSettings } from './0039-doctor-settings';
import { downFlaggedCheckIns, upFlaggedCheckIns } from './0041-flagged-check-ins';
import { downActorChanges, upActorChanges } from './0042-actor-changes';
import { downCareTaskReopen, upCareTaskReopen } from './0043-care-task-reopen';
import { downSalesPayouts, upSalesPayouts } from './0044-sales-payouts';
import { downOrdersIntakeIndex, upOrdersIntakeIndex } from './0045-orders-intake-index';
import { downIntakeConsent, upIntakeConsent } from './0046-intake-consent';

/** Committed migrations, in order. Never edit one that has shipped: add the next. */
const migrations: Record<string, Migration> = {
  '0001-foundation': { up: upFoundation, down: downFoundation },
  '0002-intake-orders': { up: upIntakeOrders, down: downIntakeOrders },
  '0003-clinician': { up: upClinician, down: downClinician },
  '0004-list-indexes': { up: upListIndexes, down: downListIndexes },
  '0005-prescription-list-index': { up: upPrescriptionListIndex, down: downPrescriptionListIndex },
  '0006-patient-sort-names': { up: upPatientSortNames, down: downPatientSortNames },
  '0007-payment-request-hash': { up: upPaymentRequestHash, down: downPaymentRequestHash },
  '0008-message-retries': { up: upMessageRetries, down: downMessageRetries },
  '0009-order-hand-back': { up: upOrderHandBack, down: downOrderHandBack },
  '0010-refunds-and-rx-dose': { up: upRefundsAndRxDose, down: downRefundsAndRxDose },
  '0011-audit-append-only': { up: upAuditAppendOnly, down: downAuditAppendOnly },
  '0012-auth-attempt-kinds': { up: upAuthAttemptKinds, down: downAuthAttemptKinds },
  '0013-idempotent-requests': { up: upIdempotentRequests, down: downIdempotentRequests },
  '0014-payment-recovery': { up: upPaymentRecovery, down: downPaymentRecovery },
  '0015-partner-care': { up: upPartnerCare, down: downPartnerCare },
  '0016-partner-money': { up: upPartnerMoney, down: downPartnerMoney },
  '0017-partner-invoices': { up: upPartnerInvoices, down: downPartnerInvoices },
  '0018-admin-oversight': { up: upAdminOversight, down: downAdminOversight },
  '0019-admin-doctors': { up: upAdminDoctors, down: downAdminDoctors },
  '0020-admin-partners': { up: upAdminPartners, down: downAdminPartners },
  '0021-admin-care': { up: upAdminCare, down: downAdminCare },
  '0022-account-and-training': { up: upAccountAndTraining, down: downAccountAndTraining },
  '0023-payment-customers': { up: upPaymentCustomers, down: downPaymentCustomers },
  '0024-order-commission-rate': { up: upOrderCommissionRate, down: downOrderCommissionRate },
  '0025-billing-job-logs': { up: upBillingJobLogs, down: downBillingJobLogs },
  '0026-product-catalog': { up: upProductCatalog, down: downProductCatalog },
  '0027-admin-invoices': { up: upAdminInvoices, down: downAdminInvoices },
  '0028-custom-pricing-payouts': { up: upCustomPricingPayouts, down: downCustomPricingPayouts },
  '0029-api-keys-short-links': { up: upApiKeysShortLinks, down: downApiKeysShortLinks },
  '0030-sales': { up: upSales, down: downSales },
  '0032-activities': { up: upActivities, down: downActivities },
  '0033-care-sessions': { up: upCareSessions, down: downCareSessions },
  '0034-chat': { up: upChat, down: downChat },
  '0035-treatment-plans': { up: upTreatmentPlans, down: downTreatmentPlans },
  '0036-care-tasks': { up: upCareTasks, down: downCareTasks },
  '0037-jobs': { up: upJobs, down: downJobs },
  '0039-doctor-settings': { up: upDoctorSettings, down: downDoctorSettings },
  '0041-flagged-check-ins': { up: upFlaggedCheckIns, down: downFlaggedCheckIns },
  '0042-actor-changes': { up: upActorChanges, down: downActorChanges },
  '0043-care-task-reopen': { up: upCareTaskReopen, down: downCareTaskReopen },
  '0044-sales-payouts': { up: upSalesPayouts, down: downSalesPayouts },
  '0045-orders-intake-index': { up: upOrdersIntakeIndex, down: downOrdersIntakeIndex },
  '0046-intake-consent': { up: upIntakeConsent, down: downIntakeConsent },
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
