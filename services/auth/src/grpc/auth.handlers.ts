import type { AuthServiceHandlers, LoginReply, NotificationSettings, User } from '@sitesage/contracts';
import type { Implementation } from '@sitesage/grpc';
import type {
  Account,
  NotificationSettings as NotificationChoices,
  SignedIn,
} from '../domain/accounts/account.fns.js';
import type { PasswordResetService } from '../domain/accounts/password-reset.service.js';
import type { ProfileService } from '../domain/accounts/profile.service.js';
import type { PlanChangeService } from '../domain/accounts/plan-change.service.js';
import type { RegistrationService } from '../domain/accounts/registration.service.js';
import type { SignInService } from '../domain/accounts/sign-in.service.js';
import type { ContactService } from '../domain/support/contact.service.js';
import type { TokenService } from '../domain/tokens/token.service.js';

export type AuthServices = {
  registration: RegistrationService;
  signIn: SignInService;
  passwordReset: PasswordResetService;
  profile: ProfileService;
  planChange: PlanChangeService;
  tokens: Pick<TokenService, 'authenticate'>;
  contact: ContactService;
};

/** UpdateProfileRequest.notifications as it arrives (the contracts' root does not name its type). */
type NotificationPatch = Parameters<Implementation<AuthServiceHandlers>['UpdateProfile']>[0]['notifications'];

function toNotificationSettings(settings: NotificationChoices): NotificationSettings {
  return {
    new_interaction: settings.newInteraction,
    new_lead: settings.newLead,
    new_question: settings.newQuestion,
    contact_request: settings.contactRequest,
    usage_alerts: settings.usageAlerts,
  };
}

/** Only the toggles the caller set (proto3 `optional`: the oneof marker says whether it did). */
function fromNotificationPatch(patch: NotificationPatch): Partial<NotificationChoices> {
  if (!patch) return {};
  return {
    ...(patch._new_interaction === 'new_interaction' ? { newInteraction: patch.new_interaction } : {}),
    ...(patch._new_lead === 'new_lead' ? { newLead: patch.new_lead } : {}),
    ...(patch._new_question === 'new_question' ? { newQuestion: patch.new_question } : {}),
    ...(patch._contact_request === 'contact_request' ? { contactRequest: patch.contact_request } : {}),
    ...(patch._usage_alerts === 'usage_alerts' ? { usageAlerts: patch.usage_alerts } : {}),
  };
}

function toUser(account: Account): User {
  return {
    user_id: account.userId,
    full_name: account.fullName,
    name: account.fullName,
    email: account.email,
    phone: account.phone,
    plan: account.plan,
    account_type: account.accountType,
    billing_cycle: account.billingCycle,
    avatar: account.avatar,
    notifications: toNotificationSettings(account.notifications),
  };
}

function toLoginReply({ token, account }: SignedIn): LoginReply {
  return {
    token_info: { token: token.token, expiration_time: token.expirationTime },
    user: toUser(account),
  };
}

/** proto → domain call → proto. No rules here: they live in the domain services. */
export function authHandlers({
  registration,
  signIn,
  passwordReset,
  profile,
  planChange,
  tokens,
  contact,
}: AuthServices): Implementation<AuthServiceHandlers> {
  return {
    Register: async (req) => {
      const { userId } = await registration.register({
        fullName: req.full_name,
        email: req.email,
        phone: req.phone,
        password: req.password,
        clientIp: req.client_ip,
      });
      return { user_id: userId };
    },
    VerifyOtp: async (req) =>
      toLoginReply(
        await registration.verifyPhone({ userId: req.user_id, otp: req.otp, clientIp: req.client_ip }),
      ),
    ResendOtp: (req) => registration.resendCode({ userId: req.user_id, clientIp: req.client_ip }),
    Login: async (req) =>
      toLoginReply(
        await signIn.signIn({ identifier: req.user_id, password: req.password, clientIp: req.client_ip }),
      ),
    Authenticate: async (req) => {
      const principal = await tokens.authenticate(req.token);
      return { user_id: principal.userId, plan: principal.plan };
    },
    GetCurrentUser: async (req) => toUser(await profile.getCurrentUser(req.token)),
    GetPlan: async (req) => ({ plan: await profile.getPlan(req.user_id) }),
    ApplyPlan: async (req) => ({
      applied: await planChange.applyPlan({
        userId: req.user_id,
        plan: req.plan,
        accountType: req.account_type,
        billingCycle: req.billing_cycle,
        version: req.version,
      }),
    }),
    UpdateProfile: async (req) =>
      toUser(
        await profile.updateProfile(req.token, {
          // proto3 `optional`: the oneof marker says whether the caller set the field at all.
          fullName: req._full_name === 'full_name' ? req.full_name : undefined,
          avatar: req._avatar === 'avatar' ? req.avatar : undefined,
          notifications: fromNotificationPatch(req.notifications),
        }),
      ),
    ChangePassword: async (req) =>
      toLoginReply(
        await profile.changePassword({
          token: req.token,
          currentPassword: req.current_password,
          newPassword: req.new_password,
          clientIp: req.client_ip,
        }),
      ),
    Logout: async (req) => {
      await signIn.signOut(req.token);
      return {};
    },
    SubmitContactMessage: async (req) => {
      const { id, receivedAt } = await contact.submit({
        name: req.name,
        email: req.email,
        message: req.message,
        clientIp: req.client_ip,
      });
      return { id, received_at: receivedAt.toISOString() };
    },
    SendPasswordResetCode: (req) =>
      passwordReset.sendResetCode({ identifier: req.user_id, clientIp: req.client_ip }),
    ResetPassword: (req) =>
      passwordReset.resetPassword({
        identifier: req.user_id,
        otp: req.otp,
        newPassword: req.new_password,
        clientIp: req.client_ip,
      }),
  };
}
