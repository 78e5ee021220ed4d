import useSWRMutation from 'swr/mutation';
import { reassignPatientsReplySchema, type ReassignPatientsBody } from '@contracts/partners';
import { apiClient } from '@/lib/api-client';

/** POST /super-admin/gym-owner/reassign-patients: moves patients and their orders to another partner, all or none. */
export async function reassignPatients(body: ReassignPatientsBody) {
  const reply = await apiClient.post('/super-admin/gym-owner/reassign-patients', body);
  return reassignPatientsReplySchema.parse(reply.data);
}

export const useReassignPatients = () =>
  useSWRMutation(
    '/super-admin/gym-owner/reassign-patients',
    (_key: string, { arg }: { arg: ReassignPatientsBody }) => reassignPatients(arg),
    {
      throwOnError: true,
    },
  );
