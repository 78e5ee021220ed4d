import AssignmentReturnOutlined from '@mui/icons-material/AssignmentReturnOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import DoNotDisturbOnOutlined from '@mui/icons-material/DoNotDisturbOnOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { DoctorOrderDetail } from '@contracts/order-review';
import { DetailList, type DetailItem } from '@/components/detail-list';
import { HANDED_BACK_LABEL } from '@/components/order-status-chip';
import { SectionCard } from '@/components/section-card';
import { formatDate } from '@/lib/format';
import { reviewPaths } from '@/features/clinical-review/paths';
import { DecisionDialog, type Decision } from './decision-dialog';
import { HandBackDialog } from './hand-back-dialog';

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

/** Who handed the order back, when and why; an administrator assigns it next. */
function HandedBack({ order, handBack }: { order: DoctorOrderDetail; handBack: NonNullable<DoctorOrderDetail['handBack']> }) {
  return (
    <Alert severity="info" sx={{ color: 'text.primary' }}>
      <AlertTitle>{HANDED_BACK_LABEL}</AlertTitle>
      {`${handBack.doctorName} handed this order back on ${formatDate(handBack.at)}. An administrator will assign it to a doctor licensed in ${order.patientStateName ?? order.patientState ?? "the patient's state"}.`}
      <Box component="dl" sx={{ m: 0, mt: 1 }}>
        <Box component="dt" sx={{ fontWeight: 600 }}>
          Reason
        </Box>
        <Box component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {handBack.reason}
        </Box>
      </Box>
    </Alert>
  );
}

/** The patient lives where this doctor may not prescribe: why approving is not offered, and what they can do instead. */
function NotLicensed({ order, onHandBack, onDeny }: { order: DoctorOrderDetail; onHandBack: () => void; onDeny: () => void }) {
  const state = order.patientStateName ?? order.patientState;
  return (
    <>
      <Alert severity="warning" sx={{ mb: 2, color: 'text.primary' }}>
        <AlertTitle>{state ? `You are not licensed in ${state}` : "The patient's state is not on file"}</AlertTitle>
        {state
          ? `${order.patientName} lives in ${state}, which is not one of your license states, so you cannot approve this intake. Hand it back for reassignment to a doctor licensed there, or deny it if treatment should not go ahead.`
          : 'Without the state you cannot approve this intake. Hand it back for reassignment, or deny it if treatment should not go ahead.'}
      </Alert>
      <Stack useFlexGap direction="row" spacing={1.5} sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" startIcon={<AssignmentReturnOutlined aria-hidden />} onClick={onHandBack}>
          Hand back for reassignment
        </Button>
        <Button variant="outlined" color="error" startIcon={<DoNotDisturbOnOutlined aria-hidden />} onClick={onDeny}>
          Deny
        </Button>
      </Stack>
    </>
  );
}

/** The intake decision: the actions while the order awaits review, then what was decided and what comes next. */
export function IntakeDecisionCard({ order, onChanged }: IntakeDecisionCardProps) {
  const [decision, setDecision] = useState<Decision | null>(null);
  const [handingBack, setHandingBack] = useState(false);
  const awaiting = order.status === 'PENDING_REVIEW' && !order.doctorApproveQuestionsStatus && !order.handBack;

  return (
    <SectionCard title="Intake review">
      {order.handBack && order.status === 'PENDING_REVIEW' ? (
        <HandedBack order={order} handBack={order.handBack} />
      ) : awaiting && !order.licensedInPatientState ? (
        <NotLicensed order={order} onHandBack={() => setHandingBack(true)} onDeny={() => setDecision('DENY')} />
      ) : awaiting ? (
        <>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {order.screeningFlags.length > 0
              ? 'Read the screening flags and every answer below. Approving a flagged intake needs your reason for overriding the flags.'
              : 'Read the answers below, then approve the intake or deny it with a reason for the patient.'}
          </Typography>
          <Stack useFlexGap direction="row" spacing={1.5} sx={{ flexWrap: 'wrap' }}>
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
      {handingBack && <HandBackDialog order={order} onClose={() => setHandingBack(false)} onChanged={onChanged} />}
    </SectionCard>
  );
}
