import type { ServiceClients } from '../clients.js';
import { signedInToJson, userToJson } from './auth-json.js';
import { bearerToken } from '../plugins/authenticate.js';
import { authRouteLimit } from '../plugins/rate-limits.js';
import {
  changePasswordSchema,
  currentUserSchema,
  forgotPasswordSchema,
  loginSchema,
  logoutSchema,
  registerSchema,
  resendOtpSchema,
  resetPasswordSchema,
  updateProfileSchema,
  verifyOtpSchema,
} from './auth.schemas.js';
import { noContent, type ContractRoutes } from '../http/contract.js';

// Every service request below is built from named fields: a field the client adds can never reach
// a service, whatever the body schema lets through.

/** Spec §7 "Auth and user", plus logout, profile and password, which the spec's screens imply. */
export function registerAuthRoutes(
  app: ContractRoutes,
  { auth }: Pick<ServiceClients, 'auth'>,
  { authPerMinute }: { authPerMinute: number },
): void {
  const limited = authRouteLimit(authPerMinute);
  const withId = (requestId: string) => ({ requestId });

  app.post('/auth/login', { schema: loginSchema, config: limited }, async (request) => {
    const { user_id, password } = request.body;
    return signedInToJson(await auth.Login({ user_id, password, client_ip: request.ip }, withId(request.id)));
  });

  app.post('/auth/register', { schema: registerSchema, config: limited }, async (request, reply) => {
    const { full_name, email, phone, password } = request.body;
    const result = await auth.Register(
      { full_name, email, phone, password, client_ip: request.ip },
      withId(request.id),
    );
    return reply.status(201).send(result);
  });

  app.post('/auth/verify-otp', { schema: verifyOtpSchema, config: limited }, async (request) => {
    const { user_id, otp } = request.body;
    return signedInToJson(await auth.VerifyOtp({ user_id, otp, client_ip: request.ip }, withId(request.id)));
  });

  app.post('/auth/resend-otp', { schema: resendOtpSchema, config: limited }, async (request) =>
    auth.ResendOtp({ user_id: request.body.user_id, client_ip: request.ip }, withId(request.id)),
  );

  app.post('/auth/forgot-password', { schema: forgotPasswordSchema, config: limited }, async (request) =>
    auth.SendPasswordResetCode({ user_id: request.body.user_id, client_ip: request.ip }, withId(request.id)),
  );

  app.post('/auth/reset-password', { schema: resetPasswordSchema, config: limited }, async (request) => {
    const { user_id, otp, new_password } = request.body;
    return auth.ResetPassword({ user_id, otp, new_password, client_ip: request.ip }, withId(request.id));
  });

  app.get('/auth/current-user', { schema: currentUserSchema }, async (request) =>
    userToJson(await auth.GetCurrentUser({ token: bearerToken(request) }, withId(request.id))),
  );

  app.put('/auth/current-user', { schema: updateProfileSchema }, async (request) => {
    const { full_name, avatar, notifications: flags } = request.body;
    const notifications = flags && {
      new_interaction: flags.new_interaction,
      new_lead: flags.new_lead,
      new_question: flags.new_question,
      contact_request: flags.contact_request,
      usage_alerts: flags.usage_alerts,
    };
    return userToJson(
      await auth.UpdateProfile(
        { token: bearerToken(request), full_name, avatar, notifications },
        withId(request.id),
      ),
    );
  });

  app.post('/auth/change-password', { schema: changePasswordSchema, config: limited }, async (request) => {
    const { current_password, new_password } = request.body;
    return signedInToJson(
      await auth.ChangePassword(
        { token: bearerToken(request), current_password, new_password, client_ip: request.ip },
        withId(request.id),
      ),
    );
  });

  app.post('/auth/logout', { schema: logoutSchema }, async (request, reply) => {
    await auth.Logout({ token: bearerToken(request) }, withId(request.id));
    return noContent(reply);
  });
}
