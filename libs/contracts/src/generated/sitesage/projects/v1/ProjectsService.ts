// Original file: proto/projects/v1/projects.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { ApplyPlanReply as _sitesage_projects_v1_ApplyPlanReply, ApplyPlanReply__Output as _sitesage_projects_v1_ApplyPlanReply__Output } from '../../../sitesage/projects/v1/ApplyPlanReply.js';
import type { ApplyPlanRequest as _sitesage_projects_v1_ApplyPlanRequest, ApplyPlanRequest__Output as _sitesage_projects_v1_ApplyPlanRequest__Output } from '../../../sitesage/projects/v1/ApplyPlanRequest.js';
import type { CreateProjectRequest as _sitesage_projects_v1_CreateProjectRequest, CreateProjectRequest__Output as _sitesage_projects_v1_CreateProjectRequest__Output } from '../../../sitesage/projects/v1/CreateProjectRequest.js';
import type { DeleteProjectReply as _sitesage_projects_v1_DeleteProjectReply, DeleteProjectReply__Output as _sitesage_projects_v1_DeleteProjectReply__Output } from '../../../sitesage/projects/v1/DeleteProjectReply.js';
import type { ListProjectIdsReply as _sitesage_projects_v1_ListProjectIdsReply, ListProjectIdsReply__Output as _sitesage_projects_v1_ListProjectIdsReply__Output } from '../../../sitesage/projects/v1/ListProjectIdsReply.js';
import type { ListProjectsReply as _sitesage_projects_v1_ListProjectsReply, ListProjectsReply__Output as _sitesage_projects_v1_ListProjectsReply__Output } from '../../../sitesage/projects/v1/ListProjectsReply.js';
import type { ListProjectsRequest as _sitesage_projects_v1_ListProjectsRequest, ListProjectsRequest__Output as _sitesage_projects_v1_ListProjectsRequest__Output } from '../../../sitesage/projects/v1/ListProjectsRequest.js';
import type { MagicUiReply as _sitesage_projects_v1_MagicUiReply, MagicUiReply__Output as _sitesage_projects_v1_MagicUiReply__Output } from '../../../sitesage/projects/v1/MagicUiReply.js';
import type { MagicUiRequest as _sitesage_projects_v1_MagicUiRequest, MagicUiRequest__Output as _sitesage_projects_v1_MagicUiRequest__Output } from '../../../sitesage/projects/v1/MagicUiRequest.js';
import type { Project as _sitesage_projects_v1_Project, Project__Output as _sitesage_projects_v1_Project__Output } from '../../../sitesage/projects/v1/Project.js';
import type { ProjectRequest as _sitesage_projects_v1_ProjectRequest, ProjectRequest__Output as _sitesage_projects_v1_ProjectRequest__Output } from '../../../sitesage/projects/v1/ProjectRequest.js';
import type { PublicProject as _sitesage_projects_v1_PublicProject, PublicProject__Output as _sitesage_projects_v1_PublicProject__Output } from '../../../sitesage/projects/v1/PublicProject.js';
import type { PublicProjectRequest as _sitesage_projects_v1_PublicProjectRequest, PublicProjectRequest__Output as _sitesage_projects_v1_PublicProjectRequest__Output } from '../../../sitesage/projects/v1/PublicProjectRequest.js';
import type { UpdateProjectRequest as _sitesage_projects_v1_UpdateProjectRequest, UpdateProjectRequest__Output as _sitesage_projects_v1_UpdateProjectRequest__Output } from '../../../sitesage/projects/v1/UpdateProjectRequest.js';
import type { VisitorProject as _sitesage_projects_v1_VisitorProject, VisitorProject__Output as _sitesage_projects_v1_VisitorProject__Output } from '../../../sitesage/projects/v1/VisitorProject.js';

export interface ProjectsServiceClient extends grpc.Client {
  ApplyPlan(argument: _sitesage_projects_v1_ApplyPlanRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_projects_v1_ApplyPlanReply__Output>): grpc.ClientUnaryCall;
  ApplyPlan(argument: _sitesage_projects_v1_ApplyPlanRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_projects_v1_ApplyPlanReply__Output>): grpc.ClientUnaryCall;
  ApplyPlan(argument: _sitesage_projects_v1_ApplyPlanRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_projects_v1_ApplyPlanReply__Output>): grpc.ClientUnaryCall;
  ApplyPlan(argument: _sitesage_projects_v1_ApplyPlanRequest, callback: grpc.requestCallback<_sitesage_projects_v1_ApplyPlanReply__Output>): grpc.ClientUnaryCall;
  applyPlan(argument: _sitesage_projects_v1_ApplyPlanRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_projects_v1_ApplyPlanReply__Output>): grpc.ClientUnaryCall;
  applyPlan(argument: _sitesage_projects_v1_ApplyPlanRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_projects_v1_ApplyPlanReply__Output>): grpc.ClientUnaryCall;
  applyPlan(argument: _sitesage_projects_v1_ApplyPlanRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_projects_v1_ApplyPlanReply__Output>): grpc.ClientUnaryCall;
  applyPlan(argument: _sitesage_projects_v1_ApplyPlanRequest, callback: grpc.requestCallback<_sitesage_projects_v1_ApplyPlanReply__Output>): grpc.ClientUnaryCall;
  
  CreateMagicUi(argument: _sitesage_projects_v1_MagicUiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_projects_v1_MagicUiReply__Output>): grpc.ClientUnaryCall;
  CreateMagicUi(argument: _sitesage_projects_v1_MagicUiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_projects_v1_MagicUiReply__Output>): grpc.ClientUnaryCall;
  CreateMagicUi(argument: _sitesage_projects_v1_MagicUiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_projects_v1_MagicUiReply__Output>): grpc.ClientUnaryCall;
  CreateMagicUi(argument: _sitesage_projects_v1_MagicUiRequest, callback: grpc.requestCallback<_sitesage_projects_v1_MagicUiReply__Output>): grpc.ClientUnaryCall;
  createMagicUi(argument: _sitesage_projects_v1_MagicUiRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_projects_v1_MagicUiReply__Output>): grpc.ClientUnaryCall;
  createMagicUi(argument: _sitesage_projects_v1_MagicUiRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_projects_v1_MagicUiReply__Output>): grpc.ClientUnaryCall;
  createMagicUi(argument: _sitesage_projects_v1_MagicUiRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_projects_v1_MagicUiReply__Output>): grpc.ClientUnaryCall;
  createMagicUi(argument: _sitesage_projects_v1_MagicUiRequest, callback: grpc.requestCallback<_sitesage_projects_v1_MagicUiReply__Output>): grpc.ClientUnaryCall;
  
  CreateProject(argument: _sitesage_projects_v1_CreateProjectRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_projects_v1_Project__Output>): grpc.ClientUnaryCall;
  CreateProject(argument: _sitesage_projects_v1_CreateProjectRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_projects_v1_Project__Output>): grpc.ClientUnaryCall;
  CreateProject(argument: _sitesage_projects_v1_CreateProjectRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_projects_v1_Project__Output>): grpc.ClientUnaryCall;
  CreateProject(argument: _sitesage_projects_v1_CreateProjectRequest, callback: grpc.requestCallback<_sitesage_projects_v1_Project__Output>): grpc.ClientUnaryCall;
  createProject(argument: _sitesage_projects_v1_CreateProjectRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_projects_v1_Project__Output>): grpc.ClientUnaryCall;
  createProject(argument: _sitesage_projects_v1_CreateProjectRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_projects_v1_Project__Output>): grpc.ClientUnaryCall;
  createProject(argument: _sitesage_projects_v1_CreateProjectRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_projects_v1_Project__Output>): grpc.ClientUnaryCall;
  createProject(argument: _sitesage_projects_v1_CreateProjectRequest, callback: grpc.requestCallback<_sitesage_projects_v1_Project__Output>): grpc.ClientUnaryCall;
  
  DeleteProject(argument: _sitesage_projects_v1_ProjectRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_projects_v1_DeleteProjectReply__Output>): grpc.ClientUnaryCall;
  DeleteProject(argument: _sitesage_projects_v1_ProjectRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_projects_v1_DeleteProjectReply__Output>): grpc.ClientUnaryCall;
  DeleteProject(argument: _sitesage_projects_v1_ProjectRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_projects_v1_DeleteProjectReply__Output>): grpc.ClientUnaryCall;
  DeleteProject(argument: _sitesage_projects_v1_ProjectRequest, callback: grpc.requestCallback<_sitesage_projects_v1_DeleteProjectReply__Output>): grpc.ClientUnaryCall;
  deleteProject(argument: _sitesage_projects_v1_ProjectRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_projects_v1_DeleteProjectReply__Output>): grpc.ClientUnaryCall;
  deleteProject(argument: _sitesage_projects_v1_ProjectRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_projects_v1_DeleteProjectReply__Output>): grpc.ClientUnaryCall;
  deleteProject(argument: _sitesage_projects_v1_ProjectRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_projects_v1_DeleteProjectReply__Output>): grpc.ClientUnaryCall;
  deleteProject(argument: _sitesage_projects_v1_ProjectRequest, callback: grpc.requestCallback<_sitesage_projects_v1_DeleteProjectReply__Output>): grpc.ClientUnaryCall;
  
  GetProject(argument: _sitesage_projects_v1_ProjectRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_projects_v1_Project__Output>): grpc.ClientUnaryCall;
  GetProject(argument: _sitesage_projects_v1_ProjectRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_projects_v1_Project__Output>): grpc.ClientUnaryCall;
  GetProject(argument: _sitesage_projects_v1_ProjectRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_projects_v1_Project__Output>): grpc.ClientUnaryCall;
  GetProject(argument: _sitesage_projects_v1_ProjectRequest, callback: grpc.requestCallback<_sitesage_projects_v1_Project__Output>): grpc.ClientUnaryCall;
  getProject(argument: _sitesage_projects_v1_ProjectRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_projects_v1_Project__Output>): grpc.ClientUnaryCall;
  getProject(argument: _sitesage_projects_v1_ProjectRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_projects_v1_Project__Output>): grpc.ClientUnaryCall;
  getProject(argument: _sitesage_projects_v1_ProjectRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_projects_v1_Project__Output>): grpc.ClientUnaryCall;
  getProject(argument: _sitesage_projects_v1_ProjectRequest, callback: grpc.requestCallback<_sitesage_projects_v1_Project__Output>): grpc.ClientUnaryCall;
  
  GetPublicProject(argument: _sitesage_projects_v1_PublicProjectRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_projects_v1_PublicProject__Output>): grpc.ClientUnaryCall;
  GetPublicProject(argument: _sitesage_projects_v1_PublicProjectRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_projects_v1_PublicProject__Output>): grpc.ClientUnaryCall;
  GetPublicProject(argument: _sitesage_projects_v1_PublicProjectRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_projects_v1_PublicProject__Output>): grpc.ClientUnaryCall;
  GetPublicProject(argument: _sitesage_projects_v1_PublicProjectRequest, callback: grpc.requestCallback<_sitesage_projects_v1_PublicProject__Output>): grpc.ClientUnaryCall;
  getPublicProject(argument: _sitesage_projects_v1_PublicProjectRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_projects_v1_PublicProject__Output>): grpc.ClientUnaryCall;
  getPublicProject(argument: _sitesage_projects_v1_PublicProjectRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_projects_v1_PublicProject__Output>): grpc.ClientUnaryCall;
  getPublicProject(argument: _sitesage_projects_v1_PublicProjectRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_projects_v1_PublicProject__Output>): grpc.ClientUnaryCall;
  getPublicProject(argument: _sitesage_projects_v1_PublicProjectRequest, callback: grpc.requestCallback<_sitesage_projects_v1_PublicProject__Output>): grpc.ClientUnaryCall;
  
  GetVisitorProject(argument: _sitesage_projects_v1_PublicProjectRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_projects_v1_VisitorProject__Output>): grpc.ClientUnaryCall;
  GetVisitorProject(argument: _sitesage_projects_v1_PublicProjectRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_projects_v1_VisitorProject__Output>): grpc.ClientUnaryCall;
  GetVisitorProject(argument: _sitesage_projects_v1_PublicProjectRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_projects_v1_VisitorProject__Output>): grpc.ClientUnaryCall;
  GetVisitorProject(argument: _sitesage_projects_v1_PublicProjectRequest, callback: grpc.requestCallback<_sitesage_projects_v1_VisitorProject__Output>): grpc.ClientUnaryCall;
  getVisitorProject(argument: _sitesage_projects_v1_PublicProjectRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_projects_v1_VisitorProject__Output>): grpc.ClientUnaryCall;
  getVisitorProject(argument: _sitesage_projects_v1_PublicProjectRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_projects_v1_VisitorProject__Output>): grpc.ClientUnaryCall;
  getVisitorProject(argument: _sitesage_projects_v1_PublicProjectRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_projects_v1_VisitorProject__Output>): grpc.ClientUnaryCall;
  getVisitorProject(argument: _sitesage_projects_v1_PublicProjectRequest, callback: grpc.requestCallback<_sitesage_projects_v1_VisitorProject__Output>): grpc.ClientUnaryCall;
  
  KeepProject(argument: _sitesage_projects_v1_ProjectRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_projects_v1_Project__Output>): grpc.ClientUnaryCall;
  KeepProject(argument: _sitesage_projects_v1_ProjectRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_projects_v1_Project__Output>): grpc.ClientUnaryCall;
  KeepProject(argument: _sitesage_projects_v1_ProjectRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_projects_v1_Project__Output>): grpc.ClientUnaryCall;
  KeepProject(argument: _sitesage_projects_v1_ProjectRequest, callback: grpc.requestCallback<_sitesage_projects_v1_Project__Output>): grpc.ClientUnaryCall;
  keepProject(argument: _sitesage_projects_v1_ProjectRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_projects_v1_Project__Output>): grpc.ClientUnaryCall;
  keepProject(argument: _sitesage_projects_v1_ProjectRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_projects_v1_Project__Output>): grpc.ClientUnaryCall;
  keepProject(argument: _sitesage_projects_v1_ProjectRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_projects_v1_Project__Output>): grpc.ClientUnaryCall;
  keepProject(argument: _sitesage_projects_v1_ProjectRequest, callback: grpc.requestCallback<_sitesage_projects_v1_Project__Output>): grpc.ClientUnaryCall;
  
  ListProjectIds(argument: _sitesage_projects_v1_ProjectRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_projects_v1_ListProjectIdsReply__Output>): grpc.ClientUnaryCall;
  ListProjectIds(argument: _sitesage_projects_v1_ProjectRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_projects_v1_ListProjectIdsReply__Output>): grpc.ClientUnaryCall;
  ListProjectIds(argument: _sitesage_projects_v1_ProjectRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_projects_v1_ListProjectIdsReply__Output>): grpc.ClientUnaryCall;
  ListProjectIds(argument: _sitesage_projects_v1_ProjectRequest, callback: grpc.requestCallback<_sitesage_projects_v1_ListProjectIdsReply__Output>): grpc.ClientUnaryCall;
  listProjectIds(argument: _sitesage_projects_v1_ProjectRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_projects_v1_ListProjectIdsReply__Output>): grpc.ClientUnaryCall;
  listProjectIds(argument: _sitesage_projects_v1_ProjectRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_projects_v1_ListProjectIdsReply__Output>): grpc.ClientUnaryCall;
  listProjectIds(argument: _sitesage_projects_v1_ProjectRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_projects_v1_ListProjectIdsReply__Output>): grpc.ClientUnaryCall;
  listProjectIds(argument: _sitesage_projects_v1_ProjectRequest, callback: grpc.requestCallback<_sitesage_projects_v1_ListProjectIdsReply__Output>): grpc.ClientUnaryCall;
  
  ListProjects(argument: _sitesage_projects_v1_ListProjectsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_projects_v1_ListProjectsReply__Output>): grpc.ClientUnaryCall;
  ListProjects(argument: _sitesage_projects_v1_ListProjectsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_projects_v1_ListProjectsReply__Output>): grpc.ClientUnaryCall;
  ListProjects(argument: _sitesage_projects_v1_ListProjectsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_projects_v1_ListProjectsReply__Output>): grpc.ClientUnaryCall;
  ListProjects(argument: _sitesage_projects_v1_ListProjectsRequest, callback: grpc.requestCallback<_sitesage_projects_v1_ListProjectsReply__Output>): grpc.ClientUnaryCall;
  listProjects(argument: _sitesage_projects_v1_ListProjectsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_projects_v1_ListProjectsReply__Output>): grpc.ClientUnaryCall;
  listProjects(argument: _sitesage_projects_v1_ListProjectsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_projects_v1_ListProjectsReply__Output>): grpc.ClientUnaryCall;
  listProjects(argument: _sitesage_projects_v1_ListProjectsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_projects_v1_ListProjectsReply__Output>): grpc.ClientUnaryCall;
  listProjects(argument: _sitesage_projects_v1_ListProjectsRequest, callback: grpc.requestCallback<_sitesage_projects_v1_ListProjectsReply__Output>): grpc.ClientUnaryCall;
  
  UpdateProject(argument: _sitesage_projects_v1_UpdateProjectRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_projects_v1_Project__Output>): grpc.ClientUnaryCall;
  UpdateProject(argument: _sitesage_projects_v1_UpdateProjectRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_projects_v1_Project__Output>): grpc.ClientUnaryCall;
  UpdateProject(argument: _sitesage_projects_v1_UpdateProjectRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_projects_v1_Project__Output>): grpc.ClientUnaryCall;
  UpdateProject(argument: _sitesage_projects_v1_UpdateProjectRequest, callback: grpc.requestCallback<_sitesage_projects_v1_Project__Output>): grpc.ClientUnaryCall;
  updateProject(argument: _sitesage_projects_v1_UpdateProjectRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_projects_v1_Project__Output>): grpc.ClientUnaryCall;
  updateProject(argument: _sitesage_projects_v1_UpdateProjectRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_projects_v1_Project__Output>): grpc.ClientUnaryCall;
  updateProject(argument: _sitesage_projects_v1_UpdateProjectRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_projects_v1_Project__Output>): grpc.ClientUnaryCall;
  updateProject(argument: _sitesage_projects_v1_UpdateProjectRequest, callback: grpc.requestCallback<_sitesage_projects_v1_Project__Output>): grpc.ClientUnaryCall;
  
}

export interface ProjectsServiceHandlers extends grpc.UntypedServiceImplementation {
  ApplyPlan: grpc.handleUnaryCall<_sitesage_projects_v1_ApplyPlanRequest__Output, _sitesage_projects_v1_ApplyPlanReply>;
  
  CreateMagicUi: grpc.handleUnaryCall<_sitesage_projects_v1_MagicUiRequest__Output, _sitesage_projects_v1_MagicUiReply>;
  
  CreateProject: grpc.handleUnaryCall<_sitesage_projects_v1_CreateProjectRequest__Output, _sitesage_projects_v1_Project>;
  
  DeleteProject: grpc.handleUnaryCall<_sitesage_projects_v1_ProjectRequest__Output, _sitesage_projects_v1_DeleteProjectReply>;
  
  GetProject: grpc.handleUnaryCall<_sitesage_projects_v1_ProjectRequest__Output, _sitesage_projects_v1_Project>;
  
  GetPublicProject: grpc.handleUnaryCall<_sitesage_projects_v1_PublicProjectRequest__Output, _sitesage_projects_v1_PublicProject>;
  
  GetVisitorProject: grpc.handleUnaryCall<_sitesage_projects_v1_PublicProjectRequest__Output, _sitesage_projects_v1_VisitorProject>;
  
  KeepProject: grpc.handleUnaryCall<_sitesage_projects_v1_ProjectRequest__Output, _sitesage_projects_v1_Project>;
  
  ListProjectIds: grpc.handleUnaryCall<_sitesage_projects_v1_ProjectRequest__Output, _sitesage_projects_v1_ListProjectIdsReply>;
  
  ListProjects: grpc.handleUnaryCall<_sitesage_projects_v1_ListProjectsRequest__Output, _sitesage_projects_v1_ListProjectsReply>;
  
  UpdateProject: grpc.handleUnaryCall<_sitesage_projects_v1_UpdateProjectRequest__Output, _sitesage_projects_v1_Project>;
  
}

export interface ProjectsServiceDefinition extends grpc.ServiceDefinition {
  ApplyPlan: MethodDefinition<_sitesage_projects_v1_ApplyPlanRequest, _sitesage_projects_v1_ApplyPlanReply, _sitesage_projects_v1_ApplyPlanRequest__Output, _sitesage_projects_v1_ApplyPlanReply__Output>
  CreateMagicUi: MethodDefinition<_sitesage_projects_v1_MagicUiRequest, _sitesage_projects_v1_MagicUiReply, _sitesage_projects_v1_MagicUiRequest__Output, _sitesage_projects_v1_MagicUiReply__Output>
  CreateProject: MethodDefinition<_sitesage_projects_v1_CreateProjectRequest, _sitesage_projects_v1_Project, _sitesage_projects_v1_CreateProjectRequest__Output, _sitesage_projects_v1_Project__Output>
  DeleteProject: MethodDefinition<_sitesage_projects_v1_ProjectRequest, _sitesage_projects_v1_DeleteProjectReply, _sitesage_projects_v1_ProjectRequest__Output, _sitesage_projects_v1_DeleteProjectReply__Output>
  GetProject: MethodDefinition<_sitesage_projects_v1_ProjectRequest, _sitesage_projects_v1_Project, _sitesage_projects_v1_ProjectRequest__Output, _sitesage_projects_v1_Project__Output>
  GetPublicProject: MethodDefinition<_sitesage_projects_v1_PublicProjectRequest, _sitesage_projects_v1_PublicProject, _sitesage_projects_v1_PublicProjectRequest__Output, _sitesage_projects_v1_PublicProject__Output>
  GetVisitorProject: MethodDefinition<_sitesage_projects_v1_PublicProjectRequest, _sitesage_projects_v1_VisitorProject, _sitesage_projects_v1_PublicProjectRequest__Output, _sitesage_projects_v1_VisitorProject__Output>
  KeepProject: MethodDefinition<_sitesage_projects_v1_ProjectRequest, _sitesage_projects_v1_Project, _sitesage_projects_v1_ProjectRequest__Output, _sitesage_projects_v1_Project__Output>
  ListProjectIds: MethodDefinition<_sitesage_projects_v1_ProjectRequest, _sitesage_projects_v1_ListProjectIdsReply, _sitesage_projects_v1_ProjectRequest__Output, _sitesage_projects_v1_ListProjectIdsReply__Output>
  ListProjects: MethodDefinition<_sitesage_projects_v1_ListProjectsRequest, _sitesage_projects_v1_ListProjectsReply, _sitesage_projects_v1_ListProjectsRequest__Output, _sitesage_projects_v1_ListProjectsReply__Output>
  UpdateProject: MethodDefinition<_sitesage_projects_v1_UpdateProjectRequest, _sitesage_projects_v1_Project, _sitesage_projects_v1_UpdateProjectRequest__Output, _sitesage_projects_v1_Project__Output>
}
