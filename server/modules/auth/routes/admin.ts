import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userIdParamsSchema } from '#contracts/staff-accounts';
import { messageOnlySchema } from '#contracts/common';
import { audience, ctxOf } from '#server/platform/http/context';
import { resetOtp } from '#server/modules/auth/auth.service';

const admin = audience(['SUPER_ADMIN'], ['admin-accounts']);

/** Super admins: unlock a user's sign-in codes. */
export const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/super-admin/users/:userId/reset-otp', {
    ...admin('Clear the user’s pending sign-in codes and their sign-in lockout, so that they can sign in again', {
      params: userIdParamsSchema,
      response: { 200: messageOnlySchema },
    }),
    handler: async (req) => {
      await resetOtp(ctxOf(req), req.params.userId);
      return { data: null, message: 'OTP reset successfully' };
    },
  });
};
