import useSWR from 'swr';
import { doctorChoicesReplySchema } from '@contracts/partners';
import { apiClient } from '@/lib/api-client';

/** GET /super-admin/gym-owners/doctor-choices: the doctors a partner can be given (20 at most), by name or e-mail. */
export async function getDoctorChoices(search: string) {
  const reply = await apiClient.get('/super-admin/gym-owners/doctor-choices', { params: search.trim() ? { search: search.trim() } : {} });
  return doctorChoicesReplySchema.parse(reply.data).data.doctors;
}

export const useDoctorChoices = (search: string, enabled = true) =>
  useSWR(enabled ? (['/super-admin/gym-owners/doctor-choices', search.trim()] as const) : null, ([, s]) => getDoctorChoices(s), {
    keepPreviousData: true,
  });
