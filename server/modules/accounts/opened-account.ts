import type { Role } from '#contracts/common';
import { hashPassword } from '#server/platform/auth/passwords';
import type { NewUser } from '#server/platform/db/schema';

/** The person someone opens an account for, with the first password they hand over themselves (it is never e-mailed). */
type Person = { email: string; password: string; firstName: string; lastName: string };

/**
 * The users row of an account opened for someone else (an administrator's staff and doctors, a sales person's
 * partner): the person's name, e-mail and phone, the first password hashed, and no desired income (a sign-up's question).
 */
export async function openedAccountRow<R extends Role>(
  person: Person,
  role: R,
  phoneNumber: string | null,
): Promise<NewUser & { role: R }> {
  return {
    email: person.email,
    password_hash: await hashPassword(person.password),
    first_name: person.firstName,
    last_name: person.lastName,
    phone_number: phoneNumber,
    role,
    desire_income: null,
  };
}
