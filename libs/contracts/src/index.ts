import type { ProtoGrpcType as AuthProto } from './generated/auth.js';
import type { ProtoGrpcType as HealthProto } from './generated/health.js';
import { loadProto } from './load-proto.js';

export { protoDir, loadProto } from './load-proto.js';

export const authProto = (): AuthProto => loadProto('auth/v1/auth.proto') as AuthProto;
export const healthProto = (): HealthProto => loadProto('grpc/health/v1/health.proto') as HealthProto;

export type { AuthServiceClient, AuthServiceHandlers } from './generated/sitesage/auth/v1/AuthService.js';
export type { User, User__Output } from './generated/sitesage/auth/v1/User.js';
export type { LoginReply, LoginReply__Output } from './generated/sitesage/auth/v1/LoginReply.js';
export type { Principal, Principal__Output } from './generated/sitesage/auth/v1/Principal.js';
export type { RegisterReply__Output } from './generated/sitesage/auth/v1/RegisterReply.js';
export type { HealthClient, HealthHandlers } from './generated/grpc/health/v1/Health.js';
export type { HealthCheckResponse__Output } from './generated/grpc/health/v1/HealthCheckResponse.js';
