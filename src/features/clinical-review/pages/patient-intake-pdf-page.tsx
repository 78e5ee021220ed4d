import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { DoctorOrderDetail } from '@contracts/doctor';
import { BackLink } from '@/components/back-link';
import { PageHeader } from '@/components/page-header';
import { PageLoadFailure } from '@/components/page-load-failure';
import { PRODUCT_NAME } from '@/config/brand';
import { useDoctorOrder } from '@/api/orders/get-doctor-order';
import { ORDER_LOAD_FAILURE, PDF_ERROR_TEXT } from '@/features/clinical-review/lib/texts';
import { reviewPaths } from '@/features/clinical-review/paths';

type Built = { url: string; failed: false } | { url: null; failed: true };

/** Builds the PDF in the browser; pdf-lib is loaded only here, so that it stays out of every other page's code. */
function useIntakePdf(order: DoctorOrderDetail | undefined) {
  const [built, setBuilt] = useState<(Built & { order: DoctorOrderDetail }) | null>(null);
  useEffect(() => {
    if (!order) return undefined;
    let url: string | null = null;
    let cancelled = false;
    void import('@/features/clinical-review/lib/intake-pdf')
      .then(({ buildIntakePdf }) => buildIntakePdf(order, { productName: PRODUCT_NAME }))
      .then((bytes) => {
        if (cancelled) return;
        url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
        setBuilt({ url, failed: false, order });
      })
      .catch(() => {
        if (!cancelled) setBuilt({ url: null, failed: true, order });
      });
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [order]);
  // A result for an earlier version of the order is not shown while the new one builds.
  return built?.order === order ? built : null;
}

/** The intake as a PDF to read, download or print. */
export function PatientIntakePdfPage() {
  const { orderId } = useParams<{ orderId: string }>();
  const { data: order, error, mutate } = useDoctorOrder(orderId);
  const pdf = useIntakePdf(order);
  const frame = useRef<HTMLIFrameElement>(null);
  const back = { to: orderId ? reviewPaths.order(orderId) : reviewPaths.orders, label: 'Back to the order' };

  if (error && !order) {
    return (
      <PageLoadFailure
        title="Patient Intake Form"
        {...ORDER_LOAD_FAILURE}
        error={error}
        onRetry={() => void mutate()}
        back={{ to: reviewPaths.orders, label: 'Back to orders' }}
        backLink={back}
      />
    );
  }

  const fileName = order ? `patient-intake-${order.number}.pdf` : 'patient-intake.pdf';
  return (
    <>
      <BackLink {...back} />
      <PageHeader
        title="Patient Intake Form"
        subtitle={order ? `Order #${order.number} · ${order.patientName}` : undefined}
        actions={
          pdf?.url ? (
            <Stack direction="row" spacing={1}>
              <Button component="a" href={pdf.url} download={fileName} variant="contained" startIcon={<DownloadOutlined aria-hidden />}>
                Download PDF
              </Button>
              <Button variant="outlined" startIcon={<PrintOutlined aria-hidden />} onClick={() => frame.current?.contentWindow?.print()}>
                Print
              </Button>
            </Stack>
          ) : undefined
        }
      />
      {pdf?.failed ? (
        <Alert severity="error">{PDF_ERROR_TEXT}. Reload the page to try again.</Alert>
      ) : pdf?.url ? (
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          <Box
            component="iframe"
            ref={frame}
            title="Patient intake form PDF"
            src={pdf.url}
            sx={{ display: 'block', width: '100%', height: { xs: '70vh', md: 'calc(100vh - 220px)' }, minHeight: 480, border: 0 }}
          />
        </Paper>
      ) : (
        <Paper variant="outlined" sx={{ p: 4 }} aria-busy="true">
          <Typography sx={{ mb: 2 }}>{order ? 'Building the PDF…' : 'Loading the intake…'}</Typography>
          <LinearProgress aria-label="Building the intake PDF" />
        </Paper>
      )}
    </>
  );
}
