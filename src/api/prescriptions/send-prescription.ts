import { prescriptionReplySchema, type PharmacyProvider } from '@contracts/prescriptions';
import { apiClient } from '@/lib/api-client';

const SEND_PATHS: Record<PharmacyProvider, string> = {
  RX_PROVIDER: '/doctors/rx-provider/send-prescription',
  DIGITAL_RX: '/doctors/digital-rx/send-prescription',
};

/** POST /doctors/{rx-provider|digital-rx}/send-prescription: sends the order's prescription to that provider. */
export async function sendPrescription(provider: PharmacyProvider, orderId: string) {
  const reply = await apiClient.post(SEND_PATHS[provider], { orderId });
  return prescriptionReplySchema.parse(reply.data);
}
