import { toUsE164, US_PHONE_MESSAGE } from '#contracts/us-phone';
import { badRequest } from './errors';

/** A US phone number in E.164, or a 400 that names the field. */
export function usPhone(value: string, path: string): string {
  const phone = toUsE164(value);
  if (!phone) throw badRequest(US_PHONE_MESSAGE, [{ path, message: US_PHONE_MESSAGE }]);
  return phone;
}
