import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { ApplyPlanReply as _sitesage_auth_v1_ApplyPlanReply, ApplyPlanReply__Output as _sitesage_auth_v1_ApplyPlanReply__Output } from './sitesage/auth/v1/ApplyPlanReply.js';
import type { ApplyPlanRequest as _sitesage_auth_v1_ApplyPlanRequest, ApplyPlanRequest__Output as _sitesage_auth_v1_ApplyPlanRequest__Output } from './sitesage/auth/v1/ApplyPlanRequest.js';
import type { AuthServiceClient as _sitesage_auth_v1_AuthServiceClient, AuthServiceDefinition as _sitesage_auth_v1_AuthServiceDefinition } from './sitesage/auth/v1/AuthService.js';
import type { ChangePasswordRequest as _sitesage_auth_v1_ChangePasswordRequest, ChangePasswordRequest__Output as _sitesage_auth_v1_ChangePasswordRequest__Output } from './sitesage/auth/v1/ChangePasswordRequest.js';
import type { ContactMessageReply as _sitesage_auth_v1_ContactMessageReply, ContactMessageReply__Output as _sitesage_auth_v1_ContactMessageReply__Output } from './sitesage/auth/v1/ContactMessageReply.js';
import type { ContactMessageRequest as _sitesage_auth_v1_ContactMessageRequest, ContactMessageRequest__Output as _sitesage_auth_v1_ContactMessageRequest__Output } from './sitesage/auth/v1/ContactMessageRequest.js';
import type { LoginReply as _sitesage_auth_v1_LoginReply, LoginReply__Output as _sitesage_auth_v1_LoginReply__Output } from './sitesage/auth/v1/LoginReply.js';
import type { LoginRequest as _sitesage_auth_v1_LoginRequest, LoginRequest__Output as _sitesage_auth_v1_LoginRequest__Output } from './sitesage/auth/v1/LoginRequest.js';
import type { LogoutReply as _sitesage_auth_v1_LogoutReply, LogoutReply__Output as _sitesage_auth_v1_LogoutReply__Output } from './sitesage/auth/v1/LogoutReply.js';
import type { NotificationPatch as _sitesage_auth_v1_NotificationPatch, NotificationPatch__Output as _sitesage_auth_v1_NotificationPatch__Output } from './sitesage/auth/v1/NotificationPatch.js';
import type { NotificationSettings as _sitesage_auth_v1_NotificationSettings, NotificationSettings__Output as _sitesage_auth_v1_NotificationSettings__Output } from './sitesage/auth/v1/NotificationSettings.js';
import type { PasswordResetCodeReply as _sitesage_auth_v1_PasswordResetCodeReply, PasswordResetCodeReply__Output as _sitesage_auth_v1_PasswordResetCodeReply__Output } from './sitesage/auth/v1/PasswordResetCodeReply.js';
import type { PasswordResetCodeRequest as _sitesage_auth_v1_PasswordResetCodeRequest, PasswordResetCodeRequest__Output as _sitesage_auth_v1_PasswordResetCodeRequest__Output } from './sitesage/auth/v1/PasswordResetCodeRequest.js';
import type { PlanReply as _sitesage_auth_v1_PlanReply, PlanReply__Output as _sitesage_auth_v1_PlanReply__Output } from './sitesage/auth/v1/PlanReply.js';
import type { Principal as _sitesage_auth_v1_Principal, Principal__Output as _sitesage_auth_v1_Principal__Output } from './sitesage/auth/v1/Principal.js';
import type { RegisterReply as _sitesage_auth_v1_RegisterReply, RegisterReply__Output as _sitesage_auth_v1_RegisterReply__Output } from './sitesage/auth/v1/RegisterReply.js';
import type { RegisterRequest as _sitesage_auth_v1_RegisterRequest, RegisterRequest__Output as _sitesage_auth_v1_RegisterRequest__Output } from './sitesage/auth/v1/RegisterRequest.js';
import type { ResendOtpReply as _sitesage_auth_v1_ResendOtpReply, ResendOtpReply__Output as _sitesage_auth_v1_ResendOtpReply__Output } from './sitesage/auth/v1/ResendOtpReply.js';
import type { ResendOtpRequest as _sitesage_auth_v1_ResendOtpRequest, ResendOtpRequest__Output as _sitesage_auth_v1_ResendOtpRequest__Output } from './sitesage/auth/v1/ResendOtpRequest.js';
import type { ResetPasswordReply as _sitesage_auth_v1_ResetPasswordReply, ResetPasswordReply__Output as _sitesage_auth_v1_ResetPasswordReply__Output } from './sitesage/auth/v1/ResetPasswordReply.js';
import type { ResetPasswordRequest as _sitesage_auth_v1_ResetPasswordRequest, ResetPasswordRequest__Output as _sitesage_auth_v1_ResetPasswordRequest__Output } from './sitesage/auth/v1/ResetPasswordRequest.js';
import type { TokenInfo as _sitesage_auth_v1_TokenInfo, TokenInfo__Output as _sitesage_auth_v1_TokenInfo__Output } from './sitesage/auth/v1/TokenInfo.js';
import type { TokenRequest as _sitesage_auth_v1_TokenRequest, TokenRequest__Output as _sitesage_auth_v1_TokenRequest__Output } from './sitesage/auth/v1/TokenRequest.js';
import type { UpdateProfileRequest as _sitesage_auth_v1_UpdateProfileRequest, UpdateProfileRequest__Output as _sitesage_auth_v1_UpdateProfileRequest__Output } from './sitesage/auth/v1/UpdateProfileRequest.js';
import type { User as _sitesage_auth_v1_User, User__Output as _sitesage_auth_v1_User__Output } from './sitesage/auth/v1/User.js';
import type { UserIdRequest as _sitesage_auth_v1_UserIdRequest, UserIdRequest__Output as _sitesage_auth_v1_UserIdRequest__Output } from './sitesage/auth/v1/UserIdRequest.js';
import type { VerifyOtpRequest as _sitesage_auth_v1_VerifyOtpRequest, VerifyOtpRequest__Output as _sitesage_auth_v1_VerifyOtpRequest__Output } from './sitesage/auth/v1/VerifyOtpRequest.js';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  sitesage: {
    auth: {
      v1: {
        ApplyPlanReply: MessageTypeDefinition<_sitesage_auth_v1_ApplyPlanReply, _sitesage_auth_v1_ApplyPlanReply__Output>
        ApplyPlanRequest: MessageTypeDefinition<_sitesage_auth_v1_ApplyPlanRequest, _sitesage_auth_v1_ApplyPlanRequest__Output>
        AuthService: SubtypeConstructor<typeof grpc.Client, _sitesage_auth_v1_AuthServiceClient> & { service: _sitesage_auth_v1_AuthServiceDefinition }
        ChangePasswordRequest: MessageTypeDefinition<_sitesage_auth_v1_ChangePasswordRequest, _sitesage_auth_v1_ChangePasswordRequest__Output>
        ContactMessageReply: MessageTypeDefinition<_sitesage_auth_v1_ContactMessageReply, _sitesage_auth_v1_ContactMessageReply__Output>
        ContactMessageRequest: MessageTypeDefinition<_sitesage_auth_v1_ContactMessageRequest, _sitesage_auth_v1_ContactMessageRequest__Output>
        LoginReply: MessageTypeDefinition<_sitesage_auth_v1_LoginReply, _sitesage_auth_v1_LoginReply__Output>
        LoginRequest: MessageTypeDefinition<_sitesage_auth_v1_LoginRequest, _sitesage_auth_v1_LoginRequest__Output>
        LogoutReply: MessageTypeDefinition<_sitesage_auth_v1_LogoutReply, _sitesage_auth_v1_LogoutReply__Output>
        NotificationPatch: MessageTypeDefinition<_sitesage_auth_v1_NotificationPatch, _sitesage_auth_v1_NotificationPatch__Output>
        NotificationSettings: MessageTypeDefinition<_sitesage_auth_v1_NotificationSettings, _sitesage_auth_v1_NotificationSettings__Output>
        PasswordResetCodeReply: MessageTypeDefinition<_sitesage_auth_v1_PasswordResetCodeReply, _sitesage_auth_v1_PasswordResetCodeReply__Output>
        PasswordResetCodeRequest: MessageTypeDefinition<_sitesage_auth_v1_PasswordResetCodeRequest, _sitesage_auth_v1_PasswordResetCodeRequest__Output>
        PlanReply: MessageTypeDefinition<_sitesage_auth_v1_PlanReply, _sitesage_auth_v1_PlanReply__Output>
        Principal: MessageTypeDefinition<_sitesage_auth_v1_Principal, _sitesage_auth_v1_Principal__Output>
        RegisterReply: MessageTypeDefinition<_sitesage_auth_v1_RegisterReply, _sitesage_auth_v1_RegisterReply__Output>
        RegisterRequest: MessageTypeDefinition<_sitesage_auth_v1_RegisterRequest, _sitesage_auth_v1_RegisterRequest__Output>
        ResendOtpReply: MessageTypeDefinition<_sitesage_auth_v1_ResendOtpReply, _sitesage_auth_v1_ResendOtpReply__Output>
        ResendOtpRequest: MessageTypeDefinition<_sitesage_auth_v1_ResendOtpRequest, _sitesage_auth_v1_ResendOtpRequest__Output>
        ResetPasswordReply: MessageTypeDefinition<_sitesage_auth_v1_ResetPasswordReply, _sitesage_auth_v1_ResetPasswordReply__Output>
        ResetPasswordRequest: MessageTypeDefinition<_sitesage_auth_v1_ResetPasswordRequest, _sitesage_auth_v1_ResetPasswordRequest__Output>
        TokenInfo: MessageTypeDefinition<_sitesage_auth_v1_TokenInfo, _sitesage_auth_v1_TokenInfo__Output>
        TokenRequest: MessageTypeDefinition<_sitesage_auth_v1_TokenRequest, _sitesage_auth_v1_TokenRequest__Output>
        UpdateProfileRequest: MessageTypeDefinition<_sitesage_auth_v1_UpdateProfileRequest, _sitesage_auth_v1_UpdateProfileRequest__Output>
        User: MessageTypeDefinition<_sitesage_auth_v1_User, _sitesage_auth_v1_User__Output>
        UserIdRequest: MessageTypeDefinition<_sitesage_auth_v1_UserIdRequest, _sitesage_auth_v1_UserIdRequest__Output>
        VerifyOtpRequest: MessageTypeDefinition<_sitesage_auth_v1_VerifyOtpRequest, _sitesage_auth_v1_VerifyOtpRequest__Output>
      }
    }
  }
}

