import { useParams } from 'react-router-dom';
import { BackLink } from '@/components/back-link';
import { DetailPage } from '@/components/detail-page';
import { PageHeader } from '@/components/page-header';
import { SectionCard } from '@/components/section-card';
import { DetailList } from '@/components/detail-list';
import { SectionGrid } from '@/components/section-grid';
import { formatCents, formatDay, formatTime } from '@/lib/format';
import { periodText } from '@contracts/day-range';
import { useInvoice } from '@/api/invoices/get-invoice';
import { useInvoiceActivities } from '@/api/invoices/get-invoice-activities';
import { InvoiceItemsCard } from '@/features/partner-invoices/components/invoice-items-card';
import { InvoiceHistoryCard } from '@/components/invoice-history-list';
import { InvoiceStatusChip } from '@/components/invoice-status-chip';
import { PayNow } from '@/features/partner-invoices/components/pay-now';
import { INVOICE_PAGE, invoiceName } from '@/features/partner-invoices/lib/texts';

const CHARGE_TEXT = { PENDING: 'Pending', SUCCEEDED: 'Succeeded', DECLINED: 'Declined' } as const;

/** /invoices/:id: the invoice's items, fees and totals, its status and history, and "Pay now" while it is unpaid. */
export function InvoicePage() {
  const { id } = useParams<{ id: string }>();
  const load = useInvoice(id);
  const history = useInvoiceActivities(id);

  return (
    <DetailPage load={load} {...INVOICE_PAGE} skeletonCards={[160, 260]}>
      {(invoice) => {
        const charge = invoice.lastCharge;
        const onCharged = () => {
          void load.mutate();
          void history.mutate();
        };
        return (
          <>
            <BackLink {...INVOICE_PAGE.back} />
            <PageHeader
              title={`Invoice ${invoiceName(invoice.number)}`}
              subtitle={`${periodText(invoice.periodStart, invoice.periodEnd)} · ${formatCents(invoice.totalCents)}`}
            />
            <SectionGrid wide={<InvoiceItemsCard invoice={invoice} />}>
              <SectionCard title="Summary">
                <DetailList
                  items={[
                    { term: 'Status', value: <InvoiceStatusChip status={invoice.status} /> },
                    { term: 'Total', value: formatCents(invoice.totalCents) },
                    { term: 'Due on', value: formatDay(invoice.dueOn) },
                    { term: 'Paid', value: invoice.paidAt ? formatTime(invoice.paidAt) : 'Not yet' },
                    {
                      term: 'Last charge',
                      value: charge
                        ? [
                            CHARGE_TEXT[charge.status],
                            charge.cardLast4 && `card ending ${charge.cardLast4}`,
                            charge.message,
                            formatTime(charge.at),
                          ]
                            .filter(Boolean)
                            .join(' · ')
                        : 'None yet',
                    },
                  ]}
                />
                <PayNow invoice={invoice} onCharged={onCharged} />
              </SectionCard>
              <InvoiceHistoryCard load={history} />
            </SectionGrid>
          </>
        );
      }}
    </DetailPage>
  );
}
