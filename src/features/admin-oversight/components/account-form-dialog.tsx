import Grid from '@mui/material/Grid';
import { useForm, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { HEALTH_PRO_ROLE_TEXT, HEALTH_PRO_ROLES } from '@contracts/staff-accounts';
import { EditFormDialog } from '@/components/edit-form-dialog';
import { FormSelectField } from '@/components/form/form-select-field';
import { GridTextFields, type GridTextFieldSpec } from '@/components/form/grid-text-fields';
import { firstPasswordFieldSpec, personFieldSpecs } from '@/components/form/person-field-specs';
import { messageOr } from '@/lib/api-errors';
import { formResolver } from '@/lib/form-resolver';
import { fieldNamed, showServerFieldErrors } from '@/lib/server-field-errors';
import { toastFailure, toastSuccess } from '@/lib/toast';

const FIELDS: readonly GridTextFieldSpec[] = [
  ...personFieldSpecs({ phoneHelperText: 'Optional', limited: true }),
  firstPasswordFieldSpec('them'),
];

/** A 400's detail path (e.g. `email` or `body.email`) as the form's field, when it is one. */
const fieldOf = fieldNamed(['firstName', 'lastName', 'email', 'phoneNumber', 'password', 'role']);

interface AccountFormDialogProps<B extends FieldValues> {
  title: string;
  intro: string;
  submitLabel: string;
  schema: z.ZodType<B, FieldValues>;
  /** Health professionals choose a role; admins have theirs. */
  withRole?: boolean;
  save: (body: B) => Promise<{ message?: string }>;
  successText: string;
  failureText: string;
  onClose: () => void;
  onSaved: () => void;
}

/** A new admin or health professional: name, e-mail, phone, a first password (and a role for the care team). */
export function AccountFormDialog<B extends FieldValues>({
  title,
  intro,
  submitLabel,
  schema,
  withRole = false,
  save,
  successText,
  failureText,
  onClose,
  onSaved,
}: AccountFormDialogProps<B>) {
  const { control, handleSubmit, setError, formState } = useForm<FieldValues, unknown, B>({
    resolver: formResolver(schema),
    defaultValues: { firstName: '', lastName: '', email: '', phoneNumber: '', password: '', ...(withRole ? { role: '' } : {}) },
  });
  const busy = formState.isSubmitting;
  const submit = async (values: B) => {
    try {
      const reply = await save(values);
      toastSuccess(reply.message ?? successText);
      onSaved();
      onClose();
    } catch (error) {
      showServerFieldErrors(error, setError, fieldOf);
      toastFailure(messageOr(error, failureText));
    }
  };
  return (
    <EditFormDialog
      title={title}
      intro={intro}
      onSubmit={handleSubmit(submit)}
      onClose={onClose}
      busy={busy}
      submitLabel={submitLabel}
      maxWidth="sm"
    >
      {withRole && (
        <Grid size={12}>
          <FormSelectField
            control={control}
            name="role"
            label="Role"
            options={HEALTH_PRO_ROLES.map((r) => ({ value: r, label: HEALTH_PRO_ROLE_TEXT[r] }))}
            placeholder="Choose a role"
            fullWidth
          />
        </Grid>
      )}
      <GridTextFields control={control} fields={FIELDS} />
    </EditFormDialog>
  );
}
