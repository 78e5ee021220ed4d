import { z } from 'zod';

// The pieces of a person's record that several contracts carry: as replies show them, and as forms send them.

/** A person's name and contact details in a reply. */
export const personSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
});

/** A postal address in a reply; any part may be missing. */
export const addressSchema = z.object({
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipcode: z.string().nullable(),
  country: z.string().nullable(),
});
export type Address = z.infer<typeof addressSchema>;

/** A person's fields as a form sends them. */
export const personInput = {
  /** A first or last name. */
  name: z.string().trim().min(1).max(100),
  email: z.email().trim().toLowerCase().max(254),
  /** A US number; the server normalises it to E.164. */
  phone: z.string().trim().min(7).max(30),
  gender: z.enum(['female', 'male', 'other']),
  /** A date of birth: a real calendar day as YYYY-MM-DD (no February 30th), from 1900 to today. */
  birthDate: z.iso
    .date({ error: 'Enter a real date as YYYY-MM-DD' })
    .refine((day) => day >= '1900-01-01' && day <= new Date().toISOString().slice(0, 10), 'Enter a date of birth between 1900 and today'),
  addressLine: z.string().trim().max(200),
  city: z.string().trim().max(100),
  zipcode: z
    .string()
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, 'Enter a 5-digit ZIP code'),
};

/** What anyone may change of their own name and phone (the e-mail signs them in and is an administrator's to change). */
export const ownNameAndPhone = { firstName: personInput.name, lastName: personInput.name, phoneNumber: personInput.phone };
