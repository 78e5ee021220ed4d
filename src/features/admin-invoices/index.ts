// The super admin's invoices: every partner's, by status, charged (one or in bulk), corrected, combined, deleted,
// with each invoice's history and the billing runs.
export { AdminInvoicesPage } from './pages/invoices-page';
export { AdminInvoicePage } from './pages/invoice-page';
