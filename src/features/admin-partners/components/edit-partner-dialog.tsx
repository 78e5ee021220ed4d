import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import { useForm } from 'react-hook-form';
import { BILLING_MODES, type GymOwnerDetail } from '@contracts/partners';
import { EditFormDialog } from '@/components/edit-form-dialog';
import { FormSelectField } from '@/components/form/form-select-field';
import { FormSwitch } from '@/components/form/form-switch';
import { FormTextField } from '@/components/form/form-text-field';
import { GridTextFields, type GridTextFieldSpec } from '@/components/form/grid-text-fields';
import { personFieldSpecs } from '@/components/form/person-field-specs';
import { messageOr } from '@/lib/api-errors';
import { formResolver } from '@/lib/form-resolver';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { toastFailure, toastSuccess } from '@/lib/toast';
import { useSaveChanges } from '@/lib/use-save-changes';
import { GYM_OWNER_UPDATED, useUpdateGymOwner } from '@/api/admin-partners/update-gym-owner';
import {
  changedPartnerFields,
  partnerFieldOf,
  partnerFormSchema,
  partnerToForm,
  type PartnerField,
  type PartnerFormInput,
  type PartnerFormOutput,
} from '@/features/admin-partners/lib/partner-form';
import { BILLING_MODE_LABELS, PARTNER_UPDATE_FAILED_TEXT } from '@/features/admin-partners/lib/texts';

interface EditPartnerDialogProps {
  partner: GymOwnerDetail;
  onClose: () => void;
  /** The saved partner from the reply. */
  onSaved: (partner: GymOwnerDetail) => void;
}

const FIELDS: readonly GridTextFieldSpec<PartnerField>[] = [
  { name: 'businessName', label: 'Business name', autoComplete: 'off', size: 12, required: true, maxLength: 200 },
  ...personFieldSpecs({ who: 'Owner', phoneLabel: 'Owner phone (optional)' }),
];

/** The admin sets a partner's business details, commission, billing mode and auto-billing; only changes are sent. */
export function EditPartnerDialog({ partner, onClose, onSaved }: EditPartnerDialogProps) {
  const { trigger, isMutating } = useUpdateGymOwner(partner.id);
  const { control, handleSubmit, setError } = useForm<PartnerFormInput, unknown, PartnerFormOutput>({
    resolver: formResolver(partnerFormSchema),
    defaultValues: partnerToForm(partner),
  });

  const { nothingToSave, submit } = useSaveChanges({
    changed: (values: PartnerFormOutput) => changedPartnerFields(values, partner),
    save: (body) => trigger(body),
    onSaved: (reply) => {
      toastSuccess(reply.message ?? GYM_OWNER_UPDATED);
      onSaved(reply.data);
      onClose();
    },
    onFailed: (error) => {
      showServerFieldErrors(error, setError, partnerFieldOf);
      toastFailure(messageOr(error, PARTNER_UPDATE_FAILED_TEXT));
    },
  });

  return (
    <EditFormDialog
      title="Edit partner"
      intro="Only the fields you change are saved."
      onSubmit={handleSubmit(submit)}
      onClose={onClose}
      busy={isMutating}
      nothingToSave={nothingToSave}
    >
      <GridTextFields control={control} fields={FIELDS} />
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormTextField
          control={control}
          name="commissionPercent"
          label="Commission"
          required
          fullWidth
          helperText="Of each paid order"
          slotProps={{
            input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
            htmlInput: { inputMode: 'decimal' },
          }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <FormSelectField
          control={control}
          name="billingMode"
          label="Billing mode"
          placeholder="Choose a billing mode"
          placeholderDisabled
          fullWidth
          options={BILLING_MODES.map((m) => ({ value: m, label: BILLING_MODE_LABELS[m] }))}
          helperText="Who pays the partner's new orders"
        />
      </Grid>
      <Grid size={12}>
        <FormSwitch control={control} name="autoBilling" label="Auto-billing: charge the partner's invoices to its default card" />
      </Grid>
    </EditFormDialog>
  );
}
