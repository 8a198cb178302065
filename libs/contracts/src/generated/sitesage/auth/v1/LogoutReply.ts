// Original file: proto/auth/v1/auth.proto


export interface LogoutReply {
}

export interface LogoutReply__Output {
}
