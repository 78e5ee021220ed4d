import type { Kysely } from 'kysely';
import type { Role } from '../../../contracts/common';
import { hashPassword } from '../auth/passwords';
import type { Database } from './schema';

export const DEMO_PASSWORD = 'Demo-password-1';

type DemoUser = { email: string; role: Role; firstName: string; lastName: string; phone: string };

export const DEMO_USERS: readonly DemoUser[] = [
  { email: 'admin@demo.test', role: 'SUPER_ADMIN', firstName: 'Avery', lastName: 'Admin', phone: '+12025550101' },
  { email: 'partner@demo.test', role: 'GYM_OWNER', firstName: 'Parker', lastName: 'Reyes', phone: '+12025550102' },
  { email: 'sales@demo.test', role: 'SALES_PERSON', firstName: 'Sam', lastName: 'Sellers', phone: '+12025550103' },
  { email: 'doctor@demo.test', role: 'DOCTOR', firstName: 'Dana', lastName: 'Whitfield', phone: '+12025550104' },
  { email: 'medical@demo.test', role: 'MEDICAL_PROVIDER', firstName: 'Morgan', lastName: 'Lee', phone: '+12025550105' },
  { email: 'care@demo.test', role: 'NURSER', firstName: 'Casey', lastName: 'Nguyen', phone: '+12025550106' },
  { email: 'support@demo.test', role: 'CUSTOMER_SUPPORT', firstName: 'Sydney', lastName: 'Park', phone: '+12025550107' },
  { email: 'patient@demo.test', role: 'PATIENT', firstName: 'Pat', lastName: 'Jordan', phone: '+12025550108' },
  // Acts for doctor@demo.test through a delegate access: shows the delegate selection step.
  { email: 'assistant@demo.test', role: 'CLIENT_SPECIALIST', firstName: 'Alex', lastName: 'Rivera', phone: '+12025550109' },
];

/** Seeds the demo data on an empty database; returns false when there was already data. */
export async function seedDemoData(db: Kysely<Database>): Promise<boolean> {
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await db.transaction().execute(async (trx) => {
    const ids: Record<string, string> = {};
    for (const u of DEMO_USERS) {
      const row = await trx
        .insertInto('users')
        .values({
          email: u.email,
          password_hash: passwordHash,
          first_name: u.firstName,
          last_name: u.lastName,
          phone_number: u.phone,
          role: u.role,
          desire_income: u.role === 'SALES_PERSON' ? 9_000_000 : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids[u.email] = row.id;
    }
    const sales = await trx.insertInto('sales_people').values({ user_id: ids['sales@demo.test'] }).returning('id').executeTakeFirstOrThrow();
    const doctor = await trx
      .insertInto('doctors')
      .values({ user_id: ids['doctor@demo.test'], npi: '1234567893', license_states: ['CA', 'NY', 'TX', 'FL', 'WA'] })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('doctors').values({ user_id: ids['medical@demo.test'], npi: '1245319599', license_states: ['CA', 'OR'] }).execute();
    const partner = await trx
      .insertInto('partners')
      .values({ user_id: ids['partner@demo.test'], business_name: 'Summit Strength Gym', sales_person_id: sales.id, doctor_id: doctor.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('patients')
      .values({
        user_id: ids['patient@demo.test'],
        partner_id: partner.id,
        doctor_id: doctor.id,
        address1: '100 Market Street',
        city: 'San Francisco',
        state: 'CA',
        zipcode: '94105',
        country: 'US',
        date_of_birth: '1986-04-12',
        gender: 'female',
      })
      .execute();
    await trx.insertInto('delegate_accesses').values({ owner_user_id: ids['doctor@demo.test'], delegate_user_id: ids['assistant@demo.test'] }).execute();
  });
  return true;
}
