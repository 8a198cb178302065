// Original file: proto/projects/v1/projects.proto


export interface DeleteProjectReply {
}

export interface DeleteProjectReply__Output {
}
