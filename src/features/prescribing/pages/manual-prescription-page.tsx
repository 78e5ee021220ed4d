import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { DoctorPatient } from '@contracts/patients';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { PageSkeleton } from '@/components/page-skeleton';
import { SectionCard } from '@/components/section-card';
import { messageOr, replyCode } from '@/lib/api-errors';
import { useAttemptKey } from '@/lib/use-attempt-key';
import { OPEN_ORDER_EXISTS } from '@contracts/order-review';
import { DEFAULT_FAILURE_TEXT, toastFailure, toastSuccess } from '@/lib/toast';
import { createNewOrder } from '@/api/orders/create-new-order';
import { createPrescription } from '@/api/prescriptions/create-prescription';
import { useMedications } from '@/api/catalog/get-medications';
import { updateDoctorOrder } from '@/api/orders/update-doctor-order';
import { ManualProgress, type ManualProgressState, type ManualStep } from '@/features/prescribing/components/manual-progress';
import { doseSteps } from '@contracts/doses';
import { MedicationPicker, medicationOf, variationOf, type MedicationChoice } from '@/features/prescribing/components/medication-picker';
import { OpenOrderWarning } from '@/features/prescribing/components/open-order-warning';
import { PatientChooser } from '@/features/prescribing/components/patient-chooser';
import { RxFields } from '@/features/prescribing/components/rx-fields';
import { MEDICATIONS_ERROR_TEXT, ORDER_CREATE_FAILED_TEXT, PRESCRIPTION_CREATED_TEXT } from '@/features/prescribing/lib/messages';
import { RX_DEFAULTS, rxFormSchema, type RxFormInput, type RxFormOutput } from '@/features/prescribing/lib/rx-form';
import { useDirectionsFollowDose } from '@/features/prescribing/lib/use-directions-follow-dose';
import { useDoctorRxDefaults } from '@/features/prescribing/lib/use-doctor-rx-defaults';
import { prescribingPaths } from '@/features/prescribing/paths';
import { formResolver } from '@/lib/form-resolver';

const FAILURE_TEXT: Record<ManualStep, string> = {
  order: ORDER_CREATE_FAILED_TEXT,
  rx: DEFAULT_FAILURE_TEXT,
  prescription: DEFAULT_FAILURE_TEXT,
};

/** The order this page created, reused by a retry as long as the patient and medication are the same. */
interface CreatedOrder {
  orderId: string;
  patientId: string;
  productVariationKey: string;
  planMonths: number;
}

/** A quick prescription for an existing patient: the order, its rx information and the prescription, in one go. */
export function ManualPrescriptionPage() {
  const navigate = useNavigate();
  const medications = useMedications();
  const [patient, setPatient] = useState<DoctorPatient | null>(null);
  const [choice, setChoice] = useState<MedicationChoice>({ productVariationKey: '', planMonths: 1 });
  const [errors, setErrors] = useState<{ patient?: string; dose?: string }>({});
  const [progress, setProgress] = useState<ManualProgressState | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const runningRef = useRef(false);
  const created = useRef<CreatedOrder | null>(null);
  const attemptKey = useAttemptKey();
  // The server's warning about an open order of this medication, and the doctor's "a separate order anyway".
  const [openOrder, setOpenOrder] = useState<{ text: string; confirmed: boolean } | null>(null);
  const form = useForm<RxFormInput, unknown, RxFormOutput>({
    resolver: formResolver(rxFormSchema),
    defaultValues: {
      dose: '',
      directions: '',
      quantity: String(RX_DEFAULTS.quantity),
      refills: String(RX_DEFAULTS.refills),
      daysSupply: String(RX_DEFAULTS.daysSupply),
    },
  });

  const choicesMissing = () => {
    const next = { patient: patient ? undefined : 'Choose a patient', dose: choice.productVariationKey ? undefined : 'Choose a dose' };
    setErrors(next);
    return Boolean(next.patient || next.dose);
  };

  const run = async (rx: RxFormOutput) => {
    if (!patient || runningRef.current) return;
    runningRef.current = true;
    setRunning(true);
    setFailure(null);
    const previous = created.current;
    const reuse =
      previous?.patientId === patient.id &&
      previous.productVariationKey === choice.productVariationKey &&
      previous.planMonths === choice.planMonths;
    let orderId = reuse ? previous.orderId : null;
    const state: ManualProgressState = { order: orderId ? 'done' : 'waiting', rx: 'waiting', prescription: 'waiting' };
    const mark = (step: ManualStep, value: ManualProgressState[ManualStep]) => {
      state[step] = value;
      setProgress({ ...state });
    };
    let step: ManualStep = 'order';
    try {
      if (!orderId) {
        mark('order', 'working');
        const body = {
          patientId: patient.id,
          productVariationKey: choice.productVariationKey,
          planMonths: choice.planMonths,
          ...(openOrder?.confirmed ? { confirmOpenOrder: true } : {}),
        };
        const reply = await createNewOrder(body, attemptKey(JSON.stringify(body)));
        orderId = reply.data.id;
        created.current = { orderId, patientId: patient.id, ...choice };
        mark('order', 'done');
      }
      step = 'rx';
      mark('rx', 'working');
      await updateDoctorOrder(orderId, { rxInformation: rx });
      mark('rx', 'done');
      step = 'prescription';
      mark('prescription', 'working');
      const reply = await createPrescription({ orderId });
      mark('prescription', 'done');
      toastSuccess(reply.message ?? PRESCRIPTION_CREATED_TEXT);
    } catch (error) {
      mark(step, 'failed');
      const message = messageOr(error, FAILURE_TEXT[step]);
      if (step === 'order' && replyCode(error) === OPEN_ORDER_EXISTS) setOpenOrder({ text: message, confirmed: false });
      setFailure(message);
      toastFailure(message);
      runningRef.current = false;
      setRunning(false);
      return;
    }
    void navigate(prescribingPaths.sendToRx(orderId));
  };

  const onSubmit = form.handleSubmit(
    (rx) => (choicesMissing() ? undefined : run(rx)),
    () => void choicesMissing(),
  );

  const list = medications.data;
  const medication = list ? medicationOf(list, choice.productVariationKey) : undefined;
  const range = list ? variationOf(list, choice.productVariationKey)?.dose : undefined;
  const doses = medication && range ? doseSteps(medication.medication, range) : [];
  const onMedicationChange = (next: MedicationChoice) => {
    setChoice(next);
    setOpenOrder(null);
    if (next.productVariationKey) setErrors((e) => ({ ...e, dose: undefined }));
    // Another range: the single dose is chosen again within it.
    if (next.productVariationKey !== choice.productVariationKey) form.setValue('dose', '');
  };
  useDirectionsFollowDose(form);
  // The amounts start from the doctor's own (Settings) once loaded, unless already typed.
  useDoctorRxDefaults(form);

  return (
    <>
      <PageHeader
        title="Manual Prescription"
        subtitle="Prescribe for one of your patients in one step: the order and the prescription are created together."
      />
      <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)} aria-label="Manual prescription">
        <Stack spacing={2.5}>
          <SectionCard title="1. Patient">
            <PatientChooser
              value={patient}
              error={errors.patient}
              onChange={(p) => {
                setPatient(p);
                setOpenOrder(null);
                setErrors((e) => ({ ...e, patient: undefined }));
              }}
            />
          </SectionCard>
          <SectionCard title="2. Medication">
            {medications.error && !list ? (
              <LoadError title={MEDICATIONS_ERROR_TEXT} error={medications.error} onRetry={() => void medications.mutate()} />
            ) : !list ? (
              <PageSkeleton label="Loading medications" />
            ) : (
              <MedicationPicker medications={list} value={choice} onChange={onMedicationChange} doseError={errors.dose} />
            )}
          </SectionCard>
          <SectionCard title="3. Rx information">
            <RxFields control={form.control} doses={doses} />
          </SectionCard>
          {openOrder && (
            <OpenOrderWarning
              text={openOrder.text}
              confirmed={openOrder.confirmed}
              onConfirmedChange={(confirmed) => setOpenOrder({ ...openOrder, confirmed })}
            />
          )}
          <Box>
            <Button type="submit" variant="contained" size="large" loading={running} disabled={openOrder !== null && !openOrder.confirmed}>
              Create prescription
            </Button>
          </Box>
          {progress && <ManualProgress progress={progress} failure={failure} />}
        </Stack>
      </Box>
    </>
  );
}
