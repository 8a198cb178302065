// Original file: proto/auth/v1/auth.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { ApplyPlanReply as _sitesage_auth_v1_ApplyPlanReply, ApplyPlanReply__Output as _sitesage_auth_v1_ApplyPlanReply__Output } from '../../../sitesage/auth/v1/ApplyPlanReply.js';
import type { ApplyPlanRequest as _sitesage_auth_v1_ApplyPlanRequest, ApplyPlanRequest__Output as _sitesage_auth_v1_ApplyPlanRequest__Output } from '../../../sitesage/auth/v1/ApplyPlanRequest.js';
import type { ChangePasswordRequest as _sitesage_auth_v1_ChangePasswordRequest, ChangePasswordRequest__Output as _sitesage_auth_v1_ChangePasswordRequest__Output } from '../../../sitesage/auth/v1/ChangePasswordRequest.js';
import type { ContactMessageReply as _sitesage_auth_v1_ContactMessageReply, ContactMessageReply__Output as _sitesage_auth_v1_ContactMessageReply__Output } from '../../../sitesage/auth/v1/ContactMessageReply.js';
import type { ContactMessageRequest as _sitesage_auth_v1_ContactMessageRequest, ContactMessageRequest__Output as _sitesage_auth_v1_ContactMessageRequest__Output } from '../../../sitesage/auth/v1/ContactMessageRequest.js';
import type { LoginReply as _sitesage_auth_v1_LoginReply, LoginReply__Output as _sitesage_auth_v1_LoginReply__Output } from '../../../sitesage/auth/v1/LoginReply.js';
import type { LoginRequest as _sitesage_auth_v1_LoginRequest, LoginRequest__Output as _sitesage_auth_v1_LoginRequest__Output } from '../../../sitesage/auth/v1/LoginRequest.js';
import type { LogoutReply as _sitesage_auth_v1_LogoutReply, LogoutReply__Output as _sitesage_auth_v1_LogoutReply__Output } from '../../../sitesage/auth/v1/LogoutReply.js';
import type { PasswordResetCodeReply as _sitesage_auth_v1_PasswordResetCodeReply, PasswordResetCodeReply__Output as _sitesage_auth_v1_PasswordResetCodeReply__Output } from '../../../sitesage/auth/v1/PasswordResetCodeReply.js';
import type { PasswordResetCodeRequest as _sitesage_auth_v1_PasswordResetCodeRequest, PasswordResetCodeRequest__Output as _sitesage_auth_v1_PasswordResetCodeRequest__Output } from '../../../sitesage/auth/v1/PasswordResetCodeRequest.js';
import type { PlanReply as _sitesage_auth_v1_PlanReply, PlanReply__Output as _sitesage_auth_v1_PlanReply__Output } from '../../../sitesage/auth/v1/PlanReply.js';
import type { Principal as _sitesage_auth_v1_Principal, Principal__Output as _sitesage_auth_v1_Principal__Output } from '../../../sitesage/auth/v1/Principal.js';
import type { RegisterReply as _sitesage_auth_v1_RegisterReply, RegisterReply__Output as _sitesage_auth_v1_RegisterReply__Output } from '../../../sitesage/auth/v1/RegisterReply.js';
import type { RegisterRequest as _sitesage_auth_v1_RegisterRequest, RegisterRequest__Output as _sitesage_auth_v1_RegisterRequest__Output } from '../../../sitesage/auth/v1/RegisterRequest.js';
import type { ResendOtpReply as _sitesage_auth_v1_ResendOtpReply, ResendOtpReply__Output as _sitesage_auth_v1_ResendOtpReply__Output } from '../../../sitesage/auth/v1/ResendOtpReply.js';
import type { ResendOtpRequest as _sitesage_auth_v1_ResendOtpRequest, ResendOtpRequest__Output as _sitesage_auth_v1_ResendOtpRequest__Output } from '../../../sitesage/auth/v1/ResendOtpRequest.js';
import type { ResetPasswordReply as _sitesage_auth_v1_ResetPasswordReply, ResetPasswordReply__Output as _sitesage_auth_v1_ResetPasswordReply__Output } from '../../../sitesage/auth/v1/ResetPasswordReply.js';
import type { ResetPasswordRequest as _sitesage_auth_v1_ResetPasswordRequest, ResetPasswordRequest__Output as _sitesage_auth_v1_ResetPasswordRequest__Output } from '../../../sitesage/auth/v1/ResetPasswordRequest.js';
import type { TokenRequest as _sitesage_auth_v1_TokenRequest, TokenRequest__Output as _sitesage_auth_v1_TokenRequest__Output } from '../../../sitesage/auth/v1/TokenRequest.js';
import type { UpdateProfileRequest as _sitesage_auth_v1_UpdateProfileRequest, UpdateProfileRequest__Output as _sitesage_auth_v1_UpdateProfileRequest__Output } from '../../../sitesage/auth/v1/UpdateProfileRequest.js';
import type { User as _sitesage_auth_v1_User, User__Output as _sitesage_auth_v1_User__Output } from '../../../sitesage/auth/v1/User.js';
import type { UserIdRequest as _sitesage_auth_v1_UserIdRequest, UserIdRequest__Output as _sitesage_auth_v1_UserIdRequest__Output } from '../../../sitesage/auth/v1/UserIdRequest.js';
import type { VerifyOtpRequest as _sitesage_auth_v1_VerifyOtpRequest, VerifyOtpRequest__Output as _sitesage_auth_v1_VerifyOtpRequest__Output } from '../../../sitesage/auth/v1/VerifyOtpRequest.js';

export interface AuthServiceClient extends grpc.Client {
  ApplyPlan(argument: _sitesage_auth_v1_ApplyPlanRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_auth_v1_ApplyPlanReply__Output>): grpc.ClientUnaryCall;
  ApplyPlan(argument: _sitesage_auth_v1_ApplyPlanRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_auth_v1_ApplyPlanReply__Output>): grpc.ClientUnaryCall;
  ApplyPlan(argument: _sitesage_auth_v1_ApplyPlanRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_auth_v1_ApplyPlanReply__Output>): grpc.ClientUnaryCall;
  ApplyPlan(argument: _sitesage_auth_v1_ApplyPlanRequest, callback: grpc.requestCallback<_sitesage_auth_v1_ApplyPlanReply__Output>): grpc.ClientUnaryCall;
  applyPlan(argument: _sitesage_auth_v1_ApplyPlanRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_auth_v1_ApplyPlanReply__Output>): grpc.ClientUnaryCall;
  applyPlan(argument: _sitesage_auth_v1_ApplyPlanRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_auth_v1_ApplyPlanReply__Output>): grpc.ClientUnaryCall;
  applyPlan(argument: _sitesage_auth_v1_ApplyPlanRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_auth_v1_ApplyPlanReply__Output>): grpc.ClientUnaryCall;
  applyPlan(argument: _sitesage_auth_v1_ApplyPlanRequest, callback: grpc.requestCallback<_sitesage_auth_v1_ApplyPlanReply__Output>): grpc.ClientUnaryCall;
  
  Authenticate(argument: _sitesage_auth_v1_TokenRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_auth_v1_Principal__Output>): grpc.ClientUnaryCall;
  Authenticate(argument: _sitesage_auth_v1_TokenRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_auth_v1_Principal__Output>): grpc.ClientUnaryCall;
  Authenticate(argument: _sitesage_auth_v1_TokenRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_auth_v1_Principal__Output>): grpc.ClientUnaryCall;
  Authenticate(argument: _sitesage_auth_v1_TokenRequest, callback: grpc.requestCallback<_sitesage_auth_v1_Principal__Output>): grpc.ClientUnaryCall;
  authenticate(argument: _sitesage_auth_v1_TokenRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_auth_v1_Principal__Output>): grpc.ClientUnaryCall;
  authenticate(argument: _sitesage_auth_v1_TokenRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_auth_v1_Principal__Output>): grpc.ClientUnaryCall;
  authenticate(argument: _sitesage_auth_v1_TokenRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_auth_v1_Principal__Output>): grpc.ClientUnaryCall;
  authenticate(argument: _sitesage_auth_v1_TokenRequest, callback: grpc.requestCallback<_sitesage_auth_v1_Principal__Output>): grpc.ClientUnaryCall;
  
  ChangePassword(argument: _sitesage_auth_v1_ChangePasswordRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_auth_v1_LoginReply__Output>): grpc.ClientUnaryCall;
  ChangePassword(argument: _sitesage_auth_v1_ChangePasswordRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_auth_v1_LoginReply__Output>): grpc.ClientUnaryCall;
  ChangePassword(argument: _sitesage_auth_v1_ChangePasswordRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_auth_v1_LoginReply__Output>): grpc.ClientUnaryCall;
  ChangePassword(argument: _sitesage_auth_v1_ChangePasswordRequest, callback: grpc.requestCallback<_sitesage_auth_v1_LoginReply__Output>): grpc.ClientUnaryCall;
  changePassword(argument: _sitesage_auth_v1_ChangePasswordRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_auth_v1_LoginReply__Output>): grpc.ClientUnaryCall;
  changePassword(argument: _sitesage_auth_v1_ChangePasswordRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_auth_v1_LoginReply__Output>): grpc.ClientUnaryCall;
  changePassword(argument: _sitesage_auth_v1_ChangePasswordRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_auth_v1_LoginReply__Output>): grpc.ClientUnaryCall;
  changePassword(argument: _sitesage_auth_v1_ChangePasswordRequest, callback: grpc.requestCallback<_sitesage_auth_v1_LoginReply__Output>): grpc.ClientUnaryCall;
  
  GetCurrentUser(argument: _sitesage_auth_v1_TokenRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_auth_v1_User__Output>): grpc.ClientUnaryCall;
  GetCurrentUser(argument: _sitesage_auth_v1_TokenRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_auth_v1_User__Output>): grpc.ClientUnaryCall;
  GetCurrentUser(argument: _sitesage_auth_v1_TokenRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_auth_v1_User__Output>): grpc.ClientUnaryCall;
  GetCurrentUser(argument: _sitesage_auth_v1_TokenRequest, callback: grpc.requestCallback<_sitesage_auth_v1_User__Output>): grpc.ClientUnaryCall;
  getCurrentUser(argument: _sitesage_auth_v1_TokenRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_auth_v1_User__Output>): grpc.ClientUnaryCall;
  getCurrentUser(argument: _sitesage_auth_v1_TokenRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_auth_v1_User__Output>): grpc.ClientUnaryCall;
  getCurrentUser(argument: _sitesage_auth_v1_TokenRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_auth_v1_User__Output>): grpc.ClientUnaryCall;
  getCurrentUser(argument: _sitesage_auth_v1_TokenRequest, callback: grpc.requestCallback<_sitesage_auth_v1_User__Output>): grpc.ClientUnaryCall;
  
  GetPlan(argument: _sitesage_auth_v1_UserIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_auth_v1_PlanReply__Output>): grpc.ClientUnaryCall;
  GetPlan(argument: _sitesage_auth_v1_UserIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_auth_v1_PlanReply__Output>): grpc.ClientUnaryCall;
  GetPlan(argument: _sitesage_auth_v1_UserIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_auth_v1_PlanReply__Output>): grpc.ClientUnaryCall;
  GetPlan(argument: _sitesage_auth_v1_UserIdRequest, callback: grpc.requestCallback<_sitesage_auth_v1_PlanReply__Output>): grpc.ClientUnaryCall;
  getPlan(argument: _sitesage_auth_v1_UserIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_auth_v1_PlanReply__Output>): grpc.ClientUnaryCall;
  getPlan(argument: _sitesage_auth_v1_UserIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_auth_v1_PlanReply__Output>): grpc.ClientUnaryCall;
  getPlan(argument: _sitesage_auth_v1_UserIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_auth_v1_PlanReply__Output>): grpc.ClientUnaryCall;
  getPlan(argument: _sitesage_auth_v1_UserIdRequest, callback: grpc.requestCallback<_sitesage_auth_v1_PlanReply__Output>): grpc.ClientUnaryCall;
  
  Login(argument: _sitesage_auth_v1_LoginRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_auth_v1_LoginReply__Output>): grpc.ClientUnaryCall;
  Login(argument: _sitesage_auth_v1_LoginRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_auth_v1_LoginReply__Output>): grpc.ClientUnaryCall;
  Login(argument: _sitesage_auth_v1_LoginRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_auth_v1_LoginReply__Output>): grpc.ClientUnaryCall;
  Login(argument: _sitesage_auth_v1_LoginRequest, callback: grpc.requestCallback<_sitesage_auth_v1_LoginReply__Output>): grpc.ClientUnaryCall;
  login(argument: _sitesage_auth_v1_LoginRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_auth_v1_LoginReply__Output>): grpc.ClientUnaryCall;
  login(argument: _sitesage_auth_v1_LoginRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_auth_v1_LoginReply__Output>): grpc.ClientUnaryCall;
  login(argument: _sitesage_auth_v1_LoginRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_auth_v1_LoginReply__Output>): grpc.ClientUnaryCall;
  login(argument: _sitesage_auth_v1_LoginRequest, callback: grpc.requestCallback<_sitesage_auth_v1_LoginReply__Output>): grpc.ClientUnaryCall;
  
  Logout(argument: _sitesage_auth_v1_TokenRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_auth_v1_LogoutReply__Output>): grpc.ClientUnaryCall;
  Logout(argument: _sitesage_auth_v1_TokenRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_auth_v1_LogoutReply__Output>): grpc.ClientUnaryCall;
  Logout(argument: _sitesage_auth_v1_TokenRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_auth_v1_LogoutReply__Output>): grpc.ClientUnaryCall;
  Logout(argument: _sitesage_auth_v1_TokenRequest, callback: grpc.requestCallback<_sitesage_auth_v1_LogoutReply__Output>): grpc.ClientUnaryCall;
  logout(argument: _sitesage_auth_v1_TokenRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_auth_v1_LogoutReply__Output>): grpc.ClientUnaryCall;
  logout(argument: _sitesage_auth_v1_TokenRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_auth_v1_LogoutReply__Output>): grpc.ClientUnaryCall;
  logout(argument: _sitesage_auth_v1_TokenRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_auth_v1_LogoutReply__Output>): grpc.ClientUnaryCall;
  logout(argument: _sitesage_auth_v1_TokenRequest, callback: grpc.requestCallback<_sitesage_auth_v1_LogoutReply__Output>): grpc.ClientUnaryCall;
  
  Register(argument: _sitesage_auth_v1_RegisterRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_auth_v1_RegisterReply__Output>): grpc.ClientUnaryCall;
  Register(argument: _sitesage_auth_v1_RegisterRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_auth_v1_RegisterReply__Output>): grpc.ClientUnaryCall;
  Register(argument: _sitesage_auth_v1_RegisterRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_auth_v1_RegisterReply__Output>): grpc.ClientUnaryCall;
  Register(argument: _sitesage_auth_v1_RegisterRequest, callback: grpc.requestCallback<_sitesage_auth_v1_RegisterReply__Output>): grpc.ClientUnaryCall;
  register(argument: _sitesage_auth_v1_RegisterRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_auth_v1_RegisterReply__Output>): grpc.ClientUnaryCall;
  register(argument: _sitesage_auth_v1_RegisterRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_auth_v1_RegisterReply__Output>): grpc.ClientUnaryCall;
  register(argument: _sitesage_auth_v1_RegisterRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_auth_v1_RegisterReply__Output>): grpc.ClientUnaryCall;
  register(argument: _sitesage_auth_v1_RegisterRequest, callback: grpc.requestCallback<_sitesage_auth_v1_RegisterReply__Output>): grpc.ClientUnaryCall;
  
  ResendOtp(argument: _sitesage_auth_v1_ResendOtpRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_auth_v1_ResendOtpReply__Output>): grpc.ClientUnaryCall;
  ResendOtp(argument: _sitesage_auth_v1_ResendOtpRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_auth_v1_ResendOtpReply__Output>): grpc.ClientUnaryCall;
  ResendOtp(argument: _sitesage_auth_v1_ResendOtpRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_auth_v1_ResendOtpReply__Output>): grpc.ClientUnaryCall;
  ResendOtp(argument: _sitesage_auth_v1_ResendOtpRequest, callback: grpc.requestCallback<_sitesage_auth_v1_ResendOtpReply__Output>): grpc.ClientUnaryCall;
  resendOtp(argument: _sitesage_auth_v1_ResendOtpRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_auth_v1_ResendOtpReply__Output>): grpc.ClientUnaryCall;
  resendOtp(argument: _sitesage_auth_v1_ResendOtpRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_auth_v1_ResendOtpReply__Output>): grpc.ClientUnaryCall;
  resendOtp(argument: _sitesage_auth_v1_ResendOtpRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_auth_v1_ResendOtpReply__Output>): grpc.ClientUnaryCall;
  resendOtp(argument: _sitesage_auth_v1_ResendOtpRequest, callback: grpc.requestCallback<_sitesage_auth_v1_ResendOtpReply__Output>): grpc.ClientUnaryCall;
  
  ResetPassword(argument: _sitesage_auth_v1_ResetPasswordRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_auth_v1_ResetPasswordReply__Output>): grpc.ClientUnaryCall;
  ResetPassword(argument: _sitesage_auth_v1_ResetPasswordRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_auth_v1_ResetPasswordReply__Output>): grpc.ClientUnaryCall;
  ResetPassword(argument: _sitesage_auth_v1_ResetPasswordRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_auth_v1_ResetPasswordReply__Output>): grpc.ClientUnaryCall;
  ResetPassword(argument: _sitesage_auth_v1_ResetPasswordRequest, callback: grpc.requestCallback<_sitesage_auth_v1_ResetPasswordReply__Output>): grpc.ClientUnaryCall;
  resetPassword(argument: _sitesage_auth_v1_ResetPasswordRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_auth_v1_ResetPasswordReply__Output>): grpc.ClientUnaryCall;
  resetPassword(argument: _sitesage_auth_v1_ResetPasswordRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_auth_v1_ResetPasswordReply__Output>): grpc.ClientUnaryCall;
  resetPassword(argument: _sitesage_auth_v1_ResetPasswordRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_auth_v1_ResetPasswordReply__Output>): grpc.ClientUnaryCall;
  resetPassword(argument: _sitesage_auth_v1_ResetPasswordRequest, callback: grpc.requestCallback<_sitesage_auth_v1_ResetPasswordReply__Output>): grpc.ClientUnaryCall;
  
  SendPasswordResetCode(argument: _sitesage_auth_v1_PasswordResetCodeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_auth_v1_PasswordResetCodeReply__Output>): grpc.ClientUnaryCall;
  SendPasswordResetCode(argument: _sitesage_auth_v1_PasswordResetCodeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_auth_v1_PasswordResetCodeReply__Output>): grpc.ClientUnaryCall;
  SendPasswordResetCode(argument: _sitesage_auth_v1_PasswordResetCodeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_auth_v1_PasswordResetCodeReply__Output>): grpc.ClientUnaryCall;
  SendPasswordResetCode(argument: _sitesage_auth_v1_PasswordResetCodeRequest, callback: grpc.requestCallback<_sitesage_auth_v1_PasswordResetCodeReply__Output>): grpc.ClientUnaryCall;
  sendPasswordResetCode(argument: _sitesage_auth_v1_PasswordResetCodeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_auth_v1_PasswordResetCodeReply__Output>): grpc.ClientUnaryCall;
  sendPasswordResetCode(argument: _sitesage_auth_v1_PasswordResetCodeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_auth_v1_PasswordResetCodeReply__Output>): grpc.ClientUnaryCall;
  sendPasswordResetCode(argument: _sitesage_auth_v1_PasswordResetCodeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_auth_v1_PasswordResetCodeReply__Output>): grpc.ClientUnaryCall;
  sendPasswordResetCode(argument: _sitesage_auth_v1_PasswordResetCodeRequest, callback: grpc.requestCallback<_sitesage_auth_v1_PasswordResetCodeReply__Output>): grpc.ClientUnaryCall;
  
  SubmitContactMessage(argument: _sitesage_auth_v1_ContactMessageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_auth_v1_ContactMessageReply__Output>): grpc.ClientUnaryCall;
  SubmitContactMessage(argument: _sitesage_auth_v1_ContactMessageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_auth_v1_ContactMessageReply__Output>): grpc.ClientUnaryCall;
  SubmitContactMessage(argument: _sitesage_auth_v1_ContactMessageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_auth_v1_ContactMessageReply__Output>): grpc.ClientUnaryCall;
  SubmitContactMessage(argument: _sitesage_auth_v1_ContactMessageRequest, callback: grpc.requestCallback<_sitesage_auth_v1_ContactMessageReply__Output>): grpc.ClientUnaryCall;
  submitContactMessage(argument: _sitesage_auth_v1_ContactMessageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_auth_v1_ContactMessageReply__Output>): grpc.ClientUnaryCall;
  submitContactMessage(argument: _sitesage_auth_v1_ContactMessageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_auth_v1_ContactMessageReply__Output>): grpc.ClientUnaryCall;
  submitContactMessage(argument: _sitesage_auth_v1_ContactMessageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_auth_v1_ContactMessageReply__Output>): grpc.ClientUnaryCall;
  submitContactMessage(argument: _sitesage_auth_v1_ContactMessageRequest, callback: grpc.requestCallback<_sitesage_auth_v1_ContactMessageReply__Output>): grpc.ClientUnaryCall;
  
  UpdateProfile(argument: _sitesage_auth_v1_UpdateProfileRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_auth_v1_User__Output>): grpc.ClientUnaryCall;
  UpdateProfile(argument: _sitesage_auth_v1_UpdateProfileRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_auth_v1_User__Output>): grpc.ClientUnaryCall;
  UpdateProfile(argument: _sitesage_auth_v1_UpdateProfileRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_auth_v1_User__Output>): grpc.ClientUnaryCall;
  UpdateProfile(argument: _sitesage_auth_v1_UpdateProfileRequest, callback: grpc.requestCallback<_sitesage_auth_v1_User__Output>): grpc.ClientUnaryCall;
  updateProfile(argument: _sitesage_auth_v1_UpdateProfileRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_auth_v1_User__Output>): grpc.ClientUnaryCall;
  updateProfile(argument: _sitesage_auth_v1_UpdateProfileRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_auth_v1_User__Output>): grpc.ClientUnaryCall;
  updateProfile(argument: _sitesage_auth_v1_UpdateProfileRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_auth_v1_User__Output>): grpc.ClientUnaryCall;
  updateProfile(argument: _sitesage_auth_v1_UpdateProfileRequest, callback: grpc.requestCallback<_sitesage_auth_v1_User__Output>): grpc.ClientUnaryCall;
  
  VerifyOtp(argument: _sitesage_auth_v1_VerifyOtpRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_auth_v1_LoginReply__Output>): grpc.ClientUnaryCall;
  VerifyOtp(argument: _sitesage_auth_v1_VerifyOtpRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_auth_v1_LoginReply__Output>): grpc.ClientUnaryCall;
  VerifyOtp(argument: _sitesage_auth_v1_VerifyOtpRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_auth_v1_LoginReply__Output>): grpc.ClientUnaryCall;
  VerifyOtp(argument: _sitesage_auth_v1_VerifyOtpRequest, callback: grpc.requestCallback<_sitesage_auth_v1_LoginReply__Output>): grpc.ClientUnaryCall;
  verifyOtp(argument: _sitesage_auth_v1_VerifyOtpRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_auth_v1_LoginReply__Output>): grpc.ClientUnaryCall;
  verifyOtp(argument: _sitesage_auth_v1_VerifyOtpRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_auth_v1_LoginReply__Output>): grpc.ClientUnaryCall;
  verifyOtp(argument: _sitesage_auth_v1_VerifyOtpRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_auth_v1_LoginReply__Output>): grpc.ClientUnaryCall;
  verifyOtp(argument: _sitesage_auth_v1_VerifyOtpRequest, callback: grpc.requestCallback<_sitesage_auth_v1_LoginReply__Output>): grpc.ClientUnaryCall;
  
}

export interface AuthServiceHandlers extends grpc.UntypedServiceImplementation {
  ApplyPlan: grpc.handleUnaryCall<_sitesage_auth_v1_ApplyPlanRequest__Output, _sitesage_auth_v1_ApplyPlanReply>;
  
  Authenticate: grpc.handleUnaryCall<_sitesage_auth_v1_TokenRequest__Output, _sitesage_auth_v1_Principal>;
  
  ChangePassword: grpc.handleUnaryCall<_sitesage_auth_v1_ChangePasswordRequest__Output, _sitesage_auth_v1_LoginReply>;
  
  GetCurrentUser: grpc.handleUnaryCall<_sitesage_auth_v1_TokenRequest__Output, _sitesage_auth_v1_User>;
  
  GetPlan: grpc.handleUnaryCall<_sitesage_auth_v1_UserIdRequest__Output, _sitesage_auth_v1_PlanReply>;
  
  Login: grpc.handleUnaryCall<_sitesage_auth_v1_LoginRequest__Output, _sitesage_auth_v1_LoginReply>;
  
  Logout: grpc.handleUnaryCall<_sitesage_auth_v1_TokenRequest__Output, _sitesage_auth_v1_LogoutReply>;
  
  Register: grpc.handleUnaryCall<_sitesage_auth_v1_RegisterRequest__Output, _sitesage_auth_v1_RegisterReply>;
  
  ResendOtp: grpc.handleUnaryCall<_sitesage_auth_v1_ResendOtpRequest__Output, _sitesage_auth_v1_ResendOtpReply>;
  
  ResetPassword: grpc.handleUnaryCall<_sitesage_auth_v1_ResetPasswordRequest__Output, _sitesage_auth_v1_ResetPasswordReply>;
  
  SendPasswordResetCode: grpc.handleUnaryCall<_sitesage_auth_v1_PasswordResetCodeRequest__Output, _sitesage_auth_v1_PasswordResetCodeReply>;
  
  SubmitContactMessage: grpc.handleUnaryCall<_sitesage_auth_v1_ContactMessageRequest__Output, _sitesage_auth_v1_ContactMessageReply>;
  
  UpdateProfile: grpc.handleUnaryCall<_sitesage_auth_v1_UpdateProfileRequest__Output, _sitesage_auth_v1_User>;
  
  VerifyOtp: grpc.handleUnaryCall<_sitesage_auth_v1_VerifyOtpRequest__Output, _sitesage_auth_v1_LoginReply>;
  
}

export interface AuthServiceDefinition extends grpc.ServiceDefinition {
  ApplyPlan: MethodDefinition<_sitesage_auth_v1_ApplyPlanRequest, _sitesage_auth_v1_ApplyPlanReply, _sitesage_auth_v1_ApplyPlanRequest__Output, _sitesage_auth_v1_ApplyPlanReply__Output>
  Authenticate: MethodDefinition<_sitesage_auth_v1_TokenRequest, _sitesage_auth_v1_Principal, _sitesage_auth_v1_TokenRequest__Output, _sitesage_auth_v1_Principal__Output>
  ChangePassword: MethodDefinition<_sitesage_auth_v1_ChangePasswordRequest, _sitesage_auth_v1_LoginReply, _sitesage_auth_v1_ChangePasswordRequest__Output, _sitesage_auth_v1_LoginReply__Output>
  GetCurrentUser: MethodDefinition<_sitesage_auth_v1_TokenRequest, _sitesage_auth_v1_User, _sitesage_auth_v1_TokenRequest__Output, _sitesage_auth_v1_User__Output>
  GetPlan: MethodDefinition<_sitesage_auth_v1_UserIdRequest, _sitesage_auth_v1_PlanReply, _sitesage_auth_v1_UserIdRequest__Output, _sitesage_auth_v1_PlanReply__Output>
  Login: MethodDefinition<_sitesage_auth_v1_LoginRequest, _sitesage_auth_v1_LoginReply, _sitesage_auth_v1_LoginRequest__Output, _sitesage_auth_v1_LoginReply__Output>
  Logout: MethodDefinition<_sitesage_auth_v1_TokenRequest, _sitesage_auth_v1_LogoutReply, _sitesage_auth_v1_TokenRequest__Output, _sitesage_auth_v1_LogoutReply__Output>
  Register: MethodDefinition<_sitesage_auth_v1_RegisterRequest, _sitesage_auth_v1_RegisterReply, _sitesage_auth_v1_RegisterRequest__Output, _sitesage_auth_v1_RegisterReply__Output>
  ResendOtp: MethodDefinition<_sitesage_auth_v1_ResendOtpRequest, _sitesage_auth_v1_ResendOtpReply, _sitesage_auth_v1_ResendOtpRequest__Output, _sitesage_auth_v1_ResendOtpReply__Output>
  ResetPassword: MethodDefinition<_sitesage_auth_v1_ResetPasswordRequest, _sitesage_auth_v1_ResetPasswordReply, _sitesage_auth_v1_ResetPasswordRequest__Output, _sitesage_auth_v1_ResetPasswordReply__Output>
  SendPasswordResetCode: MethodDefinition<_sitesage_auth_v1_PasswordResetCodeRequest, _sitesage_auth_v1_PasswordResetCodeReply, _sitesage_auth_v1_PasswordResetCodeRequest__Output, _sitesage_auth_v1_PasswordResetCodeReply__Output>
  SubmitContactMessage: MethodDefinition<_sitesage_auth_v1_ContactMessageRequest, _sitesage_auth_v1_ContactMessageReply, _sitesage_auth_v1_ContactMessageRequest__Output, _sitesage_auth_v1_ContactMessageReply__Output>
  UpdateProfile: MethodDefinition<_sitesage_auth_v1_UpdateProfileRequest, _sitesage_auth_v1_User, _sitesage_auth_v1_UpdateProfileRequest__Output, _sitesage_auth_v1_User__Output>
  VerifyOtp: MethodDefinition<_sitesage_auth_v1_VerifyOtpRequest, _sitesage_auth_v1_LoginReply, _sitesage_auth_v1_VerifyOtpRequest__Output, _sitesage_auth_v1_LoginReply__Output>
}
