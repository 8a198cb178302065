import type { AuthServiceClient, ChatServiceClient, ProjectsServiceClient } from '@sitesage/contracts';
import { isAppError } from '@sitesage/errors';
import type { PromiseClient } from '@sitesage/grpc';
import type { AgentAnswer, AgentAnswering } from '../domain/whatsapp/agent-answering.port.js';

/** What a WhatsApp user reads when the agent cannot take the question now (budgets, the owner's month). */
export const busyReply =
  "Sorry, I can't answer right now. Please try again later, or contact the business directly.";

/** A WhatsApp answer may take as long as a widget's (the model streams; nobody waits on the socket). */
const answerDeadlineMs = 120_000;

/**
 * The AgentAnswering port over gRPC: the owner's plan from auth, the agent as projects has it
 * (its name and contacts, scoped to its owner), and the chat service's sessions and answering —
 * the same retrieval and reply the widget gets, with the WhatsApp user as the visitor.
 */
export function createAgentAnswering(clients: {
  auth: PromiseClient<AuthServiceClient>;
  projects: PromiseClient<ProjectsServiceClient>;
  chat: PromiseClient<ChatServiceClient>;
}): AgentAnswering {
  const { auth, projects, chat } = clients;
  return {
    async planOf(userId) {
      return (await auth.GetPlan({ user_id: userId }, {})).plan;
    },

    async startConversation({ projectId, visitor }) {
      const session = await chat.CreateSession(
        {
          project_id: projectId,
          source: 'whatsapp',
          visitor: { name: visitor.profileName, phone: `+${visitor.fromNumber}`, platform: 'WhatsApp' },
          details_required: false,
          visitor_key: visitor.visitorKey,
        },
        {},
      );
      return session.id;
    },

    async answer({ projectId, ownerId, plan, sessionId, content, visitor }) {
      const project = await projects.GetProject({ owner: { user_id: ownerId, plan }, id: projectId }, {});
      const answer: AgentAnswer = { text: '', sources: [] };
      let failure = '';
      let takenOver = false;
      try {
        for await (const event of chat.Ask(
          {
            project_id: projectId,
            session_id: sessionId,
            prompt: 'text' in content ? content.text : '',
            bot: {
              name: project.bot_name,
              site_name: project.name,
              description: project.description,
              contact_email: project.contact_email,
              contact_whatsapp: project.contact_whatsapp,
            },
            owner_id: ownerId,
            plan,
            visitor_key: visitor.visitorKey,
            details_required: false,
            message_type: 'type' in content ? content.type : '',
          },
          { deadlineMs: answerDeadlineMs },
        )) {
          if (event.event === 'token') answer.text += event.token ?? '';
          else if (event.event === 'sources')
            answer.sources = (event.sources?.sources ?? []).map(({ url, title }) => ({ url, title }));
          else if (event.event === 'done') {
            answer.text = event.done?.response ?? answer.text;
            takenOver = event.done?.taken_over === true;
          } else if (event.event === 'error') failure = event.error?.message ?? '';
        }
      } catch (error) {
        if (isAppError(error) && error.code === 'NOT_FOUND') return 'session_gone';
        // Refusals before the first event (budgets, the owner's month) are the chat's to explain, in plain words.
        if (isAppError(error) && (error.code === 'RATE_LIMITED' || error.code === 'PAYMENT_REQUIRED'))
          return { text: busyReply, sources: [] };
        throw error;
      }
      if (takenOver) return 'taken_over';
      if (answer.text.trim() === '') return { text: failure || busyReply, sources: [] };
      return answer;
    },

    async storeOwnerMessage({ projectId, sessionId, owner, content }) {
      const message = await chat.AddOwnerMessage(
        { project_id: projectId, session_id: sessionId, owner_id: owner.id, owner_name: owner.name, content },
        {},
      );
      return { messageId: message.id, createdAt: message.created_at };
    },
  };
}
