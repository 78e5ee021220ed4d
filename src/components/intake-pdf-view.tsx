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
import { PRODUCT_NAME } from '@/config/brand';
import type { IntakePdfOrder } from '@/lib/intake-pdf';
import { BackLink, type BackTarget } from './back-link';
import { PageHeader } from './page-header';
import { PageLoadFailure } from './page-load-failure';

export const INTAKE_PDF_PAGE_TITLE = 'Patient Intake Form';
export const PDF_ERROR_TEXT = 'Could not build the intake PDF';

type Built = { url: string; failed: false } | { url: null; failed: true };

/** Builds the PDF in the browser; pdf-lib is loaded only here, so that it stays out of every other page's code. */
function useIntakePdf(order: IntakePdfOrder | undefined) {
  const [built, setBuilt] = useState<(Built & { order: IntakePdfOrder }) | null>(null);
  useEffect(() => {
    if (!order) return undefined;
    let url: string | null = null;
    let canceled = false;
    void import('@/lib/intake-pdf')
      .then(({ buildIntakePdf }) => buildIntakePdf(order, { productName: PRODUCT_NAME }))
      .then((bytes) => {
        if (canceled) return;
        url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
        setBuilt({ url, failed: false, order });
      })
      .catch(() => {
        if (!canceled) setBuilt({ url: null, failed: true, order });
      });
    return () => {
      canceled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [order]);
  // A result for an earlier version of the order is not shown while the new one builds.
  return built?.order === order ? built : null;
}

export interface IntakePdfViewProps {
  /** The order's intake, once loaded. */
  order: IntakePdfOrder | undefined;
  /** The load's error (shown only while there is no order). */
  error: unknown;
  onRetry: () => void;
  /** The link above the heading (the order's page). */
  back: BackTarget;
  /** Where a missing order sends the user (the orders list). */
  backToList: BackTarget;
  /** The portal's texts for a missing order and a failed load. */
  failure: { notFoundTitle: string; what: string; notFoundText: string; errorText: string };
}

/** The Patient Intake Form: the intake of one order as a PDF to read, download or print (every portal that reads intakes). */
export function IntakePdfView({ order, error, onRetry, back, backToList, failure }: IntakePdfViewProps) {
  const pdf = useIntakePdf(order);
  const frame = useRef<HTMLIFrameElement>(null);

  if (error && !order) {
    return <PageLoadFailure title={INTAKE_PDF_PAGE_TITLE} {...failure} error={error} onRetry={onRetry} back={backToList} backLink={back} />;
  }

  const fileName = order ? `patient-intake-${order.number}.pdf` : 'patient-intake.pdf';
  return (
    <>
      <BackLink {...back} />
      <PageHeader
        title={INTAKE_PDF_PAGE_TITLE}
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
