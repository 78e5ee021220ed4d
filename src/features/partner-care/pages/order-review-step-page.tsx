import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { PartnerOrderDetail, UpdatePartnerOrderBody } from '@contracts/orders';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DetailList } from '@/components/detail-list';
import { SectionCard } from '@/components/section-card';
import { SectionGrid } from '@/components/section-grid';
import type { OrderStep } from '@/components/order-step-nav';
import { messageOr } from '@/lib/api-errors';
import { toastFailure, toastSuccess } from '@/lib/toast';
import { updatePartnerOrder } from '@/api/orders/update-partner-order';
import { ApprovalChip } from '@/features/partner-care/components/approval-chip';
import { PartnerOrderStepsFrame, type StepContext } from '@/features/partner-care/components/order-steps-frame';
import { OrderMedicationSection, OrderPatientSection, OrderRxSection } from '@/features/partner-care/components/order-step-sections';
import { NOTE_MAX } from '@/lib/order-form';
import { textLimitHelper } from '@/components/form/text-limit';
import { ACTION_FAILURE_TEXT, ORDER_UPDATED_TEXT } from '@/features/partner-care/lib/texts';
import { useRefresh } from '@/features/partner-care/lib/use-refresh';
import { carePaths } from '@/features/partner-care/paths';

export const CHOOSE_APPROVAL_TEXT = 'Choose whether you approve this order';

function EditLink({ order, step, what }: { order: PartnerOrderDetail; step: OrderStep; what: string }) {
  return (
    <Button component={RouterLink} to={carePaths.orderStep(order.id, step)} size="small" aria-label={`Edit ${what}`}>
      Edit
    </Button>
  );
}

type Choice = '' | 'APPROVED' | 'DENIED';

/** The partner's note and approval; only what changed is sent. Declining asks first: it withdraws the order. */
function SignOffForm({ order, replace }: { order: PartnerOrderDetail; replace: StepContext['replace'] }) {
  const navigate = useNavigate();
  const refresh = useRefresh();
  const labelId = useId();
  const [note, setNote] = useState(order.partnerNote ?? '');
  const [choice, setChoice] = useState<Choice>(order.approvalStatus === 'APPROVED' ? 'APPROVED' : '');
  const [choiceError, setChoiceError] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const noteLimit = textLimitHelper(note, NOTE_MAX, 'Only you and your team see it.');
  const noteTooLong = noteLimit.over;

  const send = async () => {
    const body: UpdatePartnerOrderBody = {};
    if (note.trim() !== (order.partnerNote ?? '')) body.partnerNote = note.trim();
    if (choice && choice !== order.approvalStatus) body.approvalStatus = choice;
    if (Object.keys(body).length === 0) {
      void navigate(carePaths.order(order.id));
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      const reply = await updatePartnerOrder(order.id, body);
      toastSuccess(reply.message ?? ORDER_UPDATED_TEXT);
      replace(reply.data);
      void refresh.orders();
      void navigate(carePaths.order(order.id));
    } catch (error) {
      const message = messageOr(error, ACTION_FAILURE_TEXT);
      setFailure(message);
      toastFailure(message);
      setSaving(false);
      setConfirming(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (saving || noteTooLong) return;
    if (!choice) {
      setChoiceError(true);
      return;
    }
    if (choice === 'DENIED') setConfirming(true);
    else void send();
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Your sign-off">
      <SectionCard title="Your sign-off">
        <Stack spacing={2.5}>
          <FormControl error={choiceError} required>
            <FormLabel id={labelId}>Your approval</FormLabel>
            <RadioGroup
              aria-labelledby={labelId}
              value={choice}
              onChange={(e) => {
                setChoice(e.target.value as Choice);
                setChoiceError(false);
              }}
            >
              <FormControlLabel value="APPROVED" control={<Radio />} label="Approve: the doctor reviews it next" />
              <FormControlLabel value="DENIED" control={<Radio />} label="Decline: withdraws the order and refunds the patient" />
            </RadioGroup>
            {choiceError && <FormHelperText>{CHOOSE_APPROVAL_TEXT}</FormHelperText>}
          </FormControl>
          <TextField
            label="Your note"
            multiline
            minRows={3}
            fullWidth
            value={note}
            onChange={(e) => setNote(e.target.value)}
            error={noteLimit.over}
            helperText={noteLimit.helperText}
          />
          {failure && <Alert severity="error">{failure}</Alert>}
        </Stack>
      </SectionCard>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 3, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={carePaths.orderStep(order.id, 'rx-information')} variant="outlined" size="large">
          Back
        </Button>
        <Button type="submit" variant="contained" size="large" loading={saving && !confirming}>
          Submit
        </Button>
      </Box>
      <ConfirmDialog
        open={confirming}
        title="Decline this order?"
        confirmLabel="Decline order"
        busy={saving}
        onConfirm={() => void send()}
        onClose={() => setConfirming(false)}
      >
        Declining withdraws order #{order.number}: it is canceled, the patient is refunded, and no doctor reviews it.
      </ConfirmDialog>
    </Box>
  );
}

function ReviewStep({ order, open, replace }: { order: PartnerOrderDetail } & StepContext) {
  return (
    <>
      <SectionGrid wide={<OrderRxSection order={order} />}>
        <OrderPatientSection order={order} action={<EditLink order={order} step="patient" what="patient" />} />
        <OrderMedicationSection order={order} action={open ? <EditLink order={order} step="medication" what="medication" /> : undefined} />
      </SectionGrid>
      <Box sx={{ mt: 3 }}>
        {open ? (
          <SignOffForm order={order} replace={replace} />
        ) : (
          <SectionCard title="Your sign-off">
            <DetailList
              items={[
                { term: 'Your approval', value: <ApprovalChip status={order.approvalStatus} /> },
                { term: 'Your note', value: order.partnerNote ?? 'None' },
              ]}
            />
          </SectionCard>
        )}
      </Box>
    </>
  );
}

/** Step 4: the order at a glance, the partner's note and their approval. */
export function PartnerOrderReviewStepPage() {
  return (
    <PartnerOrderStepsFrame step="review-and-submit">
      {(order, context) => <ReviewStep order={order} {...context} />}
    </PartnerOrderStepsFrame>
  );
}
