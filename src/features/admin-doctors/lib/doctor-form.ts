import { z } from 'zod';
import { licenseInputSchema, type AdminDoctor, type UpdateAdminDoctorBody } from '@contracts/doctors';
import { npiSchema } from '@contracts/npi';
import { personInput } from '@contracts/person';
import { usPhoneSchema } from '@contracts/us-phone';
import { phoneForDisplay } from '@contracts/phone-display';

/** The doctor's details as the create and edit dialogs hold them; the same rules as the server's. */
export const doctorFormSchema = z.object({
  firstName: personInput.name,
  lastName: personInput.name,
  email: personInput.email,
  phoneNumber: usPhoneSchema,
  npi: npiSchema,
  licenses: z
    .array(licenseInputSchema)
    .min(1, 'Add at least one license state')
    .refine((list) => new Set(list.map((l) => l.state)).size === list.length, 'List each state once'),
});
export type DoctorFormInput = z.input<typeof doctorFormSchema>;
export type DoctorFormOutput = z.output<typeof doctorFormSchema>;

export const createDoctorFormSchema = doctorFormSchema.extend({
  password: z.string().min(10, 'Password must be at least 10 characters').max(200),
});
export type CreateDoctorFormInput = z.input<typeof createDoctorFormSchema>;
export type CreateDoctorFormOutput = z.output<typeof createDoctorFormSchema>;

export type DoctorField = keyof CreateDoctorFormInput;

export const emptyDoctorForm = (): CreateDoctorFormInput => ({
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  npi: '',
  licenses: [{ state: '', expiresOn: '' }],
  password: '',
});

export const doctorToForm = (doctor: AdminDoctor): DoctorFormInput => ({
  firstName: doctor.firstName,
  lastName: doctor.lastName,
  email: doctor.email,
  phoneNumber: phoneForDisplay(doctor.phoneNumber),
  npi: doctor.npi ?? '',
  licenses: doctor.licenses.map((l) => ({ state: l.state, expiresOn: l.expiresOn ?? '' })),
});

/** Only what differs from the doctor on file. */
export function changedDoctorFields(values: DoctorFormOutput, doctor: AdminDoctor): UpdateAdminDoctorBody {
  const body: UpdateAdminDoctorBody = {};
  if (values.firstName !== doctor.firstName) body.firstName = values.firstName;
  if (values.lastName !== doctor.lastName) body.lastName = values.lastName;
  if (values.email !== doctor.email) body.email = values.email;
  if (values.phoneNumber !== doctor.phoneNumber) body.phoneNumber = values.phoneNumber;
  if (values.npi !== doctor.npi) body.npi = values.npi;
  const onFile = doctor.licenses.map((l) => ({ state: l.state, expiresOn: l.expiresOn ?? '' }));
  if (JSON.stringify(values.licenses) !== JSON.stringify(onFile)) body.licenses = values.licenses;
  return body;
}

/** A server field path ("licenses.0.state") as the form's field. */
export const doctorFieldOf = (path: string): DoctorField | undefined => {
  const head = path.split('.')[0];
  return ['firstName', 'lastName', 'email', 'phoneNumber', 'npi', 'licenses', 'password'].includes(head)
    ? (head as DoctorField)
    : undefined;
};
