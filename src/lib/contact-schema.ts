import { z } from 'zod';

/** A person's name and email as the intake and sign-up forms check them. */
export const nameAndEmailShape = {
  firstName: z.string().trim().min(1, 'Enter your first name').max(100),
  lastName: z.string().trim().min(1, 'Enter your last name').max(100),
  email: z.string().trim().toLowerCase().pipe(z.email('Enter a valid email address').max(254)),
};
