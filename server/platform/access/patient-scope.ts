import type { ExpressionBuilder, SqlBool, Expression } from 'kysely';
import { sql } from 'kysely';
import type { AuthContext } from '../auth/authenticate';
import type { Database } from '../db/schema';

/**
 * The ownership rule for patient records, as a WHERE expression on `patients`:
 * a patient sees themself, a partner its own patients, a doctor the patients assigned to them
 * directly or through a partner's assigned doctor, a super admin everyone, anyone else no one.
 * Callers answer 404 when it filters a record out, so that another owner's record stays invisible.
 */
export function ownsPatient(auth: AuthContext) {
  return (eb: ExpressionBuilder<Database, 'patients'>): Expression<SqlBool> => {
    switch (auth.role) {
      case 'SUPER_ADMIN':
        return sql<boolean>`true`;
      case 'PATIENT':
        return eb('patients.user_id', '=', auth.userId);
      case 'GYM_OWNER':
        return eb('patients.partner_id', 'in', eb.selectFrom('partners').select('partners.id').where('partners.user_id', '=', auth.userId));
      case 'DOCTOR':
      case 'MEDICAL_PROVIDER': {
        const myDoctorIds = eb.selectFrom('doctors').select('doctors.id').where('doctors.user_id', '=', auth.userId);
        return eb.or([
          eb('patients.doctor_id', 'in', myDoctorIds),
          eb('patients.partner_id', 'in', eb.selectFrom('partners').select('partners.id').where('partners.doctor_id', 'in', myDoctorIds)),
        ]);
      }
      default:
        return sql<boolean>`false`;
    }
  };
}
