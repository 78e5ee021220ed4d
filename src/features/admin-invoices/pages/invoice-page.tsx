import { Link as RouterLink, useParams } from 'react-router-dom';
import Link from '@mui/material/Link';
import { BackLink } from '@/components/back-link';
import { DetailList } from '@/components/detail-list';
import { DetailPage } from '@/components/detail-page';
import { InvoiceHistoryCard } from '@/components/invoice-history-list';
import { InvoiceStatusChip } from '@/components/invoice-status-chip';
import { PageHeader } from '@/components/page-header';
import { SectionCard } from '@/components/section-card';
import { SectionGrid } from '@/components/section-grid';
import { formatCents, formatDay, formatTime } from '@/lib/format';
import { periodText } from '@contracts/day-range';
import { useOriginalDetails } from '@/api/admin-invoices/get-original-details';
import { useInvoiceActivities } from '@/api/invoices/get-invoice-activities';
import { FeeDetailsCard } from '@/features/admin-invoices/components/fee-details-card';
import { InvoiceActionsCard } from '@/features/admin-invoices/components/invoice-actions-card';
import { InvoiceItemsCard } from '@/features/admin-invoices/components/invoice-items-card';
import { INVOICE_PAGE, invoiceName } from '@/features/admin-invoices/lib/texts';
import { useRefreshInvoices } from '@/features/admin-invoices/lib/use-refresh-invoices';
import { adminInvoicePaths } from '@/features/admin-invoices/paths';

function HistoryCard({ invoiceId }: { invoiceId: string }) {
  return <InvoiceHistoryCard load={useInvoiceActivities(invoiceId)} />;
}

/** /invoices/:id: the invoice, its items (original and now, amounts editable), fee details, actions and history. */
export function AdminInvoicePage() {
  const { id } = useParams<{ id: string }>();
  const load = useOriginalDetails(id);
  const refresh = useRefreshInvoices();
  return (
    <DetailPage load={load} {...INVOICE_PAGE} skeletonCards={[160, 260]}>
      {(details) => {
        const invoice = details.invoice;
        return (
          <>
            <BackLink {...INVOICE_PAGE.back} />
            <PageHeader
              title={`Invoice ${invoiceName(invoice.number)}`}
              subtitle={`${invoice.partnerName} · ${periodText(invoice.periodStart, invoice.periodEnd)} · ${formatCents(invoice.totalCents)}`}
            />
            <SectionGrid wide={<InvoiceItemsCard details={details} onChanged={refresh} />}>
              <SectionCard title="Summary">
                <DetailList
                  items={[
                    { term: 'Status', value: <InvoiceStatusChip status={invoice.status} /> },
                    {
                      term: 'Partner',
                      value: (
                        <Link component={RouterLink} to={adminInvoicePaths.partner(invoice.partnerId)}>
                          {invoice.partnerName}
                        </Link>
                      ),
                    },
                    { term: 'Total', value: formatCents(invoice.totalCents) },
                    { term: 'Due on', value: formatDay(invoice.dueOn) },
                    { term: 'Paid', value: invoice.paidAt ? formatTime(invoice.paidAt) : 'Not yet' },
                    ...(invoice.combinedIntoId
                      ? [
                          {
                            term: 'Combined into',
                            value: (
                              <Link component={RouterLink} to={adminInvoicePaths.invoice(invoice.combinedIntoId)}>
                                The new invoice
                              </Link>
                            ),
                          },
                        ]
                      : []),
                    ...(invoice.deletedAt ? [{ term: 'Deleted', value: formatTime(invoice.deletedAt) }] : []),
                  ]}
                />
              </SectionCard>
              <InvoiceActionsCard invoice={invoice} onChanged={refresh} />
              <FeeDetailsCard invoiceId={invoice.id} />
              <HistoryCard invoiceId={invoice.id} />
            </SectionGrid>
          </>
        );
      }}
    </DetailPage>
  );
}
