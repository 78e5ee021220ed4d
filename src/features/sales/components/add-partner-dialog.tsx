import { useForm } from 'react-hook-form';
import type { SalesPartnerDetail } from '@contracts/sales-people';
import { EditFormDialog } from '@/components/edit-form-dialog';
import { GridTextFields, type GridTextFieldSpec } from '@/components/form/grid-text-fields';
import { firstPasswordFieldSpec, personFieldSpecs } from '@/components/form/person-field-specs';
import { messageOr, replyStatus } from '@/lib/api-errors';
import { formResolver } from '@/lib/form-resolver';
import { fieldNamed, showServerFieldErrors } from '@/lib/server-field-errors';
import { toastFailure, toastSuccess } from '@/lib/toast';
import { checkEmailExists } from '@/api/sales/check-email-exists';
import { useCreateSalesPartner } from '@/api/sales/create-sales-partner';
import {
  emptyPartnerForm,
  PARTNER_FIELDS,
  partnerBody,
  partnerFormSchema,
  type PartnerFormInput,
  type PartnerFormOutput,
} from '../lib/partner-form';
import { EMAIL_IN_USE_TEXT, PARTNER_CREATE_FAILED_TEXT, PARTNER_CREATED_TEXT } from '../lib/texts';

const FIELDS: readonly GridTextFieldSpec<keyof PartnerFormInput>[] = [
  { name: 'businessName', label: 'Business name', autoComplete: 'off', size: 12, required: true, maxLength: 200 },
  ...personFieldSpecs({ who: 'Owner', phoneLabel: 'Owner phone', phoneHelperText: 'Optional; a US number', limited: true }),
  firstPasswordFieldSpec('the owner'),
];

const fieldOf = fieldNamed(PARTNER_FIELDS);

interface AddPartnerDialogProps {
  onClose: () => void;
  /** The new partner from the reply. */
  onCreated: (partner: SalesPartnerDetail) => void;
}

/**
 * A new partner: the business, its owner and a first password. The e-mail is checked (GET /users/check-exist) before
 * anything is sent; the server checks it again and answers 409 for one that got taken meanwhile.
 */
export function AddPartnerDialog({ onClose, onCreated }: AddPartnerDialogProps) {
  const { trigger } = useCreateSalesPartner();
  const { control, handleSubmit, setError, formState } = useForm<PartnerFormInput, unknown, PartnerFormOutput>({
    resolver: formResolver(partnerFormSchema),
    defaultValues: emptyPartnerForm,
  });
  const busy = formState.isSubmitting;

  const submit = async (values: PartnerFormOutput) => {
    try {
      if (await checkEmailExists(values.email)) {
        setError('email', { message: EMAIL_IN_USE_TEXT }, { shouldFocus: true });
        return;
      }
      const reply = await trigger(partnerBody(values));
      toastSuccess(reply.message ?? PARTNER_CREATED_TEXT);
      onCreated(reply.data);
    } catch (error) {
      if (replyStatus(error) === 409) setError('email', { message: EMAIL_IN_USE_TEXT }, { shouldFocus: true });
      showServerFieldErrors(error, setError, fieldOf);
      toastFailure(messageOr(error, PARTNER_CREATE_FAILED_TEXT));
    }
  };

  return (
    <EditFormDialog
      title="Add partner"
      intro="The owner gets an email saying where to sign in. The partner is yours: you earn your commission on its patients' paid orders."
      onSubmit={handleSubmit(submit)}
      onClose={onClose}
      busy={busy}
      submitLabel="Add partner"
      maxWidth="sm"
    >
      <GridTextFields control={control} fields={FIELDS} />
    </EditFormDialog>
  );
}
