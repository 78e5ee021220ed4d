import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import DoNotDisturbOnOutlined from '@mui/icons-material/DoNotDisturbOnOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { DoctorOrderDetail } from '@contracts/doctor';
import { DetailList, type DetailItem } from '@/components/detail-list';
import { SectionCard } from '@/components/section-card';
import { reviewPaths } from '@/features/clinical-review/paths';
import { DecisionDialog, type Decision } from './decision-dialog';

interface IntakeDecisionCardProps {
  order: DoctorOrderDetail;
  onChanged: () => void;
}

function decisionItems(order: DoctorOrderDetail): DetailItem[] {
  const decided = order.doctorApproveQuestionsStatus;
  const items: DetailItem[] = [
    { term: 'Decision', value: decided === 'APPROVED' ? 'Approved' : decided === 'DENIED' ? 'Denied' : (decided ?? 'Not decided') },
  ];
  if (order.doctorDenialReason) items.push({ term: 'Reason given to the patient', value: order.doctorDenialReason });
  if (order.doctorOverrideReason) items.push({ term: 'Override reason', value: order.doctorOverrideReason });
  return items;
}

function NextSteps({ order }: { order: DoctorOrderDetail }) {
  if (order.status !== 'APPROVED' && !order.prescriptionId) return null;
  return (
    <Box sx={{ mt: 2.5 }}>
      <Typography variant="h3" sx={{ fontSize: '1rem', mb: 1 }}>
        Next steps
      </Typography>
      {order.status === 'APPROVED' && (
        <Typography variant="body2" sx={{ mb: 1.5 }}>
          Prepare the prescription (medication, dose and directions), then send it to the pharmacy.
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        {order.status === 'APPROVED' && (
          <>
            <Button component={RouterLink} to={reviewPaths.prepareMedication(order.id)} variant="contained">
              Prepare prescription
            </Button>
            <Button component={RouterLink} to={reviewPaths.sendToPharmacy(order.id)} variant="outlined">
              Send to pharmacy
            </Button>
          </>
        )}
        {order.prescriptionId && (
          <Button component={RouterLink} to={reviewPaths.prescription(order.prescriptionId)} variant="outlined">
            View prescription
          </Button>
        )}
      </Stack>
    </Box>
  );
}

/** The intake decision: the actions while the order awaits review, then what was decided and what comes next. */
export function IntakeDecisionCard({ order, onChanged }: IntakeDecisionCardProps) {
  const [decision, setDecision] = useState<Decision | null>(null);
  const awaiting = order.status === 'PENDING_REVIEW' && !order.doctorApproveQuestionsStatus;

  return (
    <SectionCard title="Intake review">
      {awaiting ? (
        <>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {order.screeningFlags.length > 0
              ? 'Read the screening flags and every answer below. Approving a flagged intake needs your reason for overriding the flags.'
              : 'Read the answers below, then approve the intake or deny it with a reason for the patient.'}
          </Typography>
          <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap' }}>
            <Button variant="contained" startIcon={<CheckCircleOutlined aria-hidden />} onClick={() => setDecision('APPROVE')}>
              Approve
            </Button>
            <Button variant="outlined" color="error" startIcon={<DoNotDisturbOnOutlined aria-hidden />} onClick={() => setDecision('DENY')}>
              Deny
            </Button>
          </Stack>
        </>
      ) : order.doctorApproveQuestionsStatus ? (
        <DetailList items={decisionItems(order)} />
      ) : (
        <Typography variant="body2">
          {order.createdByDoctor
            ? 'You started this order, so it needed no intake review.'
            : 'No intake decision was recorded for this order.'}
        </Typography>
      )}
      <NextSteps order={order} />
      {decision && <DecisionDialog order={order} decision={decision} onClose={() => setDecision(null)} onChanged={onChanged} />}
    </SectionCard>
  );
}
