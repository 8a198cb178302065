import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { AllowedHosts as _sitesage_projects_v1_AllowedHosts, AllowedHosts__Output as _sitesage_projects_v1_AllowedHosts__Output } from './sitesage/projects/v1/AllowedHosts.js';
import type { ApplyPlanReply as _sitesage_projects_v1_ApplyPlanReply, ApplyPlanReply__Output as _sitesage_projects_v1_ApplyPlanReply__Output } from './sitesage/projects/v1/ApplyPlanReply.js';
import type { ApplyPlanRequest as _sitesage_projects_v1_ApplyPlanRequest, ApplyPlanRequest__Output as _sitesage_projects_v1_ApplyPlanRequest__Output } from './sitesage/projects/v1/ApplyPlanRequest.js';
import type { CreateProjectRequest as _sitesage_projects_v1_CreateProjectRequest, CreateProjectRequest__Output as _sitesage_projects_v1_CreateProjectRequest__Output } from './sitesage/projects/v1/CreateProjectRequest.js';
import type { DeleteProjectReply as _sitesage_projects_v1_DeleteProjectReply, DeleteProjectReply__Output as _sitesage_projects_v1_DeleteProjectReply__Output } from './sitesage/projects/v1/DeleteProjectReply.js';
import type { ListProjectIdsReply as _sitesage_projects_v1_ListProjectIdsReply, ListProjectIdsReply__Output as _sitesage_projects_v1_ListProjectIdsReply__Output } from './sitesage/projects/v1/ListProjectIdsReply.js';
import type { ListProjectsReply as _sitesage_projects_v1_ListProjectsReply, ListProjectsReply__Output as _sitesage_projects_v1_ListProjectsReply__Output } from './sitesage/projects/v1/ListProjectsReply.js';
import type { ListProjectsRequest as _sitesage_projects_v1_ListProjectsRequest, ListProjectsRequest__Output as _sitesage_projects_v1_ListProjectsRequest__Output } from './sitesage/projects/v1/ListProjectsRequest.js';
import type { MagicUiReply as _sitesage_projects_v1_MagicUiReply, MagicUiReply__Output as _sitesage_projects_v1_MagicUiReply__Output } from './sitesage/projects/v1/MagicUiReply.js';
import type { MagicUiRequest as _sitesage_projects_v1_MagicUiRequest, MagicUiRequest__Output as _sitesage_projects_v1_MagicUiRequest__Output } from './sitesage/projects/v1/MagicUiRequest.js';
import type { Owner as _sitesage_projects_v1_Owner, Owner__Output as _sitesage_projects_v1_Owner__Output } from './sitesage/projects/v1/Owner.js';
import type { Project as _sitesage_projects_v1_Project, Project__Output as _sitesage_projects_v1_Project__Output } from './sitesage/projects/v1/Project.js';
import type { ProjectRequest as _sitesage_projects_v1_ProjectRequest, ProjectRequest__Output as _sitesage_projects_v1_ProjectRequest__Output } from './sitesage/projects/v1/ProjectRequest.js';
import type { ProjectsServiceClient as _sitesage_projects_v1_ProjectsServiceClient, ProjectsServiceDefinition as _sitesage_projects_v1_ProjectsServiceDefinition } from './sitesage/projects/v1/ProjectsService.js';
import type { PublicProject as _sitesage_projects_v1_PublicProject, PublicProject__Output as _sitesage_projects_v1_PublicProject__Output } from './sitesage/projects/v1/PublicProject.js';
import type { PublicProjectRequest as _sitesage_projects_v1_PublicProjectRequest, PublicProjectRequest__Output as _sitesage_projects_v1_PublicProjectRequest__Output } from './sitesage/projects/v1/PublicProjectRequest.js';
import type { Theme as _sitesage_projects_v1_Theme, Theme__Output as _sitesage_projects_v1_Theme__Output } from './sitesage/projects/v1/Theme.js';
import type { ThemePatch as _sitesage_projects_v1_ThemePatch, ThemePatch__Output as _sitesage_projects_v1_ThemePatch__Output } from './sitesage/projects/v1/ThemePatch.js';
import type { UpdateProjectRequest as _sitesage_projects_v1_UpdateProjectRequest, UpdateProjectRequest__Output as _sitesage_projects_v1_UpdateProjectRequest__Output } from './sitesage/projects/v1/UpdateProjectRequest.js';
import type { VisitorProject as _sitesage_projects_v1_VisitorProject, VisitorProject__Output as _sitesage_projects_v1_VisitorProject__Output } from './sitesage/projects/v1/VisitorProject.js';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  sitesage: {
    projects: {
      v1: {
        AllowedHosts: MessageTypeDefinition<_sitesage_projects_v1_AllowedHosts, _sitesage_projects_v1_AllowedHosts__Output>
        ApplyPlanReply: MessageTypeDefinition<_sitesage_projects_v1_ApplyPlanReply, _sitesage_projects_v1_ApplyPlanReply__Output>
        ApplyPlanRequest: MessageTypeDefinition<_sitesage_projects_v1_ApplyPlanRequest, _sitesage_projects_v1_ApplyPlanRequest__Output>
        CreateProjectRequest: MessageTypeDefinition<_sitesage_projects_v1_CreateProjectRequest, _sitesage_projects_v1_CreateProjectRequest__Output>
        DeleteProjectReply: MessageTypeDefinition<_sitesage_projects_v1_DeleteProjectReply, _sitesage_projects_v1_DeleteProjectReply__Output>
        ListProjectIdsReply: MessageTypeDefinition<_sitesage_projects_v1_ListProjectIdsReply, _sitesage_projects_v1_ListProjectIdsReply__Output>
        ListProjectsReply: MessageTypeDefinition<_sitesage_projects_v1_ListProjectsReply, _sitesage_projects_v1_ListProjectsReply__Output>
        ListProjectsRequest: MessageTypeDefinition<_sitesage_projects_v1_ListProjectsRequest, _sitesage_projects_v1_ListProjectsRequest__Output>
        MagicUiReply: MessageTypeDefinition<_sitesage_projects_v1_MagicUiReply, _sitesage_projects_v1_MagicUiReply__Output>
        MagicUiRequest: MessageTypeDefinition<_sitesage_projects_v1_MagicUiRequest, _sitesage_projects_v1_MagicUiRequest__Output>
        Owner: MessageTypeDefinition<_sitesage_projects_v1_Owner, _sitesage_projects_v1_Owner__Output>
        Project: MessageTypeDefinition<_sitesage_projects_v1_Project, _sitesage_projects_v1_Project__Output>
        ProjectRequest: MessageTypeDefinition<_sitesage_projects_v1_ProjectRequest, _sitesage_projects_v1_ProjectRequest__Output>
        ProjectsService: SubtypeConstructor<typeof grpc.Client, _sitesage_projects_v1_ProjectsServiceClient> & { service: _sitesage_projects_v1_ProjectsServiceDefinition }
        PublicProject: MessageTypeDefinition<_sitesage_projects_v1_PublicProject, _sitesage_projects_v1_PublicProject__Output>
        PublicProjectRequest: MessageTypeDefinition<_sitesage_projects_v1_PublicProjectRequest, _sitesage_projects_v1_PublicProjectRequest__Output>
        Theme: MessageTypeDefinition<_sitesage_projects_v1_Theme, _sitesage_projects_v1_Theme__Output>
        ThemePatch: MessageTypeDefinition<_sitesage_projects_v1_ThemePatch, _sitesage_projects_v1_ThemePatch__Output>
        UpdateProjectRequest: MessageTypeDefinition<_sitesage_projects_v1_UpdateProjectRequest, _sitesage_projects_v1_UpdateProjectRequest__Output>
        VisitorProject: MessageTypeDefinition<_sitesage_projects_v1_VisitorProject, _sitesage_projects_v1_VisitorProject__Output>
      }
    }
  }
}

