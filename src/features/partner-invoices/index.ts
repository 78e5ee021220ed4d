export { InvoicesPage } from './pages/invoices-page';
export { InvoicePage } from './pages/invoice-page';
