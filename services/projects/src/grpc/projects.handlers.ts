import type {
  Owner__Output,
  Project,
  ProjectsServiceHandlers,
  PublicProject,
  Theme,
  ThemePatch__Output,
} from '@sitesage/contracts';
import type { Implementation } from '@sitesage/grpc';
import type { MagicUiService } from '../domain/magic-ui/magic-ui.service.js';
import type {
  Owner,
  Project as ProjectModel,
  PublicProject as PublicProjectModel,
} from '../domain/projects/project.fns.js';
import type { AgentLimits } from '../domain/projects/agent-limits.service.js';
import type { ProjectsService } from '../domain/projects/projects.service.js';
import type { Theme as ThemeModel, ThemePatchInput } from '../domain/projects/theme.fns.js';

export type ProjectsServices = {
  projects: ProjectsService;
  magicUi: MagicUiService;
  agentLimits: AgentLimits;
};

const ownerOf = (owner: Owner__Output | null | undefined): Owner => ({
  userId: owner?.user_id ?? '',
  plan: owner?.plan ?? '',
});

const toTheme = (theme: ThemeModel): Theme => ({ ...theme });

function toProject(project: ProjectModel): Project {
  return {
    id: project.id,
    project_id: project.projectId,
    user_id: project.userId,
    name: project.name,
    description: project.description,
    status: project.status,
    bot_name: project.botName,
    bot_welcome_message: project.botWelcomeMessage,
    bot_template_messages: project.botTemplateMessages,
    require_user_details: project.requireUserDetails,
    theme: toTheme(project.theme),
    site_url: project.siteUrl,
    allowed_hosts: project.allowedHosts,
    allow_localhost: project.allowLocalhost,
    contact_email: project.contactEmail,
    contact_whatsapp: project.contactWhatsapp,
    paused: project.paused,
    created_at: project.createdAt.toISOString(),
    updated_at: project.updatedAt.toISOString(),
  };
}

function toPublicProject(project: PublicProjectModel): PublicProject {
  return {
    project_id: project.projectId,
    name: project.name,
    description: project.description,
    bot_name: project.botName,
    bot_welcome_message: project.botWelcomeMessage,
    bot_template_messages: project.botTemplateMessages,
    require_user_details: project.requireUserDetails,
    theme: toTheme(project.theme),
    status: project.status,
    allowed_hosts: project.allowedHosts,
    allow_localhost: project.allowLocalhost,
    paused: project.paused,
  };
}

/** proto3 `optional`: the oneof marker says whether the caller set the field at all. */
function themePatchOf(patch: ThemePatch__Output | null): ThemePatchInput | undefined {
  if (!patch) return undefined;
  return {
    position: patch._position === 'position' ? patch.position : undefined,
    button_text: patch._button_text === 'button_text' ? patch.button_text : undefined,
    button_color: patch._button_color === 'button_color' ? patch.button_color : undefined,
    user_message_bubble_color:
      patch._user_message_bubble_color === 'user_message_bubble_color'
        ? patch.user_message_bubble_color
        : undefined,
    bot_message_bubble_color:
      patch._bot_message_bubble_color === 'bot_message_bubble_color'
        ? patch.bot_message_bubble_color
        : undefined,
    text_color: patch._text_color === 'text_color' ? patch.text_color : undefined,
    chat_screen_background_color:
      patch._chat_screen_background_color === 'chat_screen_background_color'
        ? patch.chat_screen_background_color
        : undefined,
    width: patch._width === 'width' ? patch.width : undefined,
    height: patch._height === 'height' ? patch.height : undefined,
  };
}

/** proto → domain call → proto. No rules here: they live in the domain services. */
export function projectsHandlers({
  projects,
  magicUi,
  agentLimits,
}: ProjectsServices): Implementation<ProjectsServiceHandlers> {
  return {
    CreateProject: async (req) =>
      toProject(
        await projects.createProject(ownerOf(req.owner), {
          name: req.name,
          description: req.description,
          siteUrl: req.site_url,
        }),
      ),
    GetProject: async (req) => toProject(await projects.getProject(ownerOf(req.owner), req.id)),
    ListProjects: async (req) => {
      const list = await projects.listProjects(ownerOf(req.owner), {
        limit: req.limit,
        offset: req.offset,
        search: req.search,
      });
      return { data: list.projects.map(toProject), total: list.total, plan_limit: list.planLimit };
    },
    UpdateProject: async (req) =>
      toProject(
        await projects.updateProject(ownerOf(req.owner), req.id, {
          name: req._name === 'name' ? req.name : undefined,
          description: req._description === 'description' ? req.description : undefined,
          botName: req._bot_name === 'bot_name' ? req.bot_name : undefined,
          requireUserDetails:
            req._require_user_details === 'require_user_details' ? req.require_user_details : undefined,
          botWelcomeMessage:
            req._bot_welcome_message === 'bot_welcome_message' ? req.bot_welcome_message : undefined,
          botTemplateMessages:
            req._bot_template_messages === 'bot_template_messages' ? req.bot_template_messages : undefined,
          contactEmail: req._contact_email === 'contact_email' ? req.contact_email : undefined,
          contactWhatsapp: req._contact_whatsapp === 'contact_whatsapp' ? req.contact_whatsapp : undefined,
          theme: themePatchOf(req.theme),
          // A message: absent leaves the list as it is, present (even empty) replaces it.
          allowedHosts: req.allowed_hosts ? req.allowed_hosts.hosts : undefined,
          allowLocalhost: req._allow_localhost === 'allow_localhost' ? req.allow_localhost : undefined,
        }),
      ),
    DeleteProject: async (req) => {
      await projects.deleteProject(ownerOf(req.owner), req.id);
      return {};
    },
    CreateMagicUi: async (req) => {
      const result = await magicUi.createMagicUi(ownerOf(req.owner), req.id, req.url);
      return { project: toProject(result.project), site_reviewed: result.siteReviewed, note: result.note };
    },
    GetPublicProject: async (req) => toPublicProject(await projects.getPublicProject(req.project_id)),
    // The full project's fields; VisitorProject keeps only those it declares (the rest are not encoded).
    GetVisitorProject: async (req) => toProject(await projects.getVisitorProject(req.project_id)),
    ListProjectIds: async (req) => ({ ids: await projects.listProjectIds(ownerOf(req.owner)) }),
    ApplyPlan: (req) => agentLimits.applyPlan({ userId: req.user_id, plan: req.plan, version: req.version }),
    KeepProject: async (req) =>
      toProject((await agentLimits.keepProject(ownerOf(req.owner), req.id)).project),
  };
}
