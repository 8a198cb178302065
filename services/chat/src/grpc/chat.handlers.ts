import type {
  Analytics,
  AnswerEvent,
  ChatMessage,
  ChatServiceHandlers,
  ChatSession,
  VisitorInfo__Output,
} from '@sitesage/contracts';
import type { Implementation } from '@sitesage/grpc';
import type { MessageRow, SessionRow } from '../db/database.js';
import { shortenMessage } from '../domain/analytics/analytics.fns.js';
import type { AnalyticsService, ProjectAnalytics } from '../domain/analytics/analytics.service.js';
import type { AskEvent, AskService } from '../domain/answering/ask.service.js';
import { parseSessionFilter } from '../domain/sessions/session-filter.fns.js';
import type { SessionsService } from '../domain/sessions/sessions.service.js';
import type { ConversationUsageService } from '../domain/usage/conversation-usage.service.js';
import type { TakeoverService } from '../domain/takeover/takeover.service.js';
import type { VisitorInfo } from '../domain/sessions/visitor-details.fns.js';
import type { UnansweredService } from '../domain/unanswered/unanswered.service.js';
import { toUnansweredGroup } from './unanswered-group.js';
import type { InsightsService } from '../domain/insights/insights.service.js';
import { toInsights } from './insights.js';

export type ChatServices = {
  analytics: AnalyticsService;
  sessions: SessionsService;
  answering: AskService;
  usage: ConversationUsageService;
  unanswered: UnansweredService;
  takeover: TakeoverService;
  insights: InsightsService;
};

function toAnalytics(analytics: ProjectAnalytics): Analytics {
  return {
    total_sessions: analytics.totalSessions,
    total_active_sessions: analytics.totalActiveSessions,
    total_responses: analytics.totalResponses,
    recent_activity: analytics.recentActivity.map((activity) => ({
      message: activity.message,
      action: activity.action,
      timestamp: activity.at.toISOString(),
      project_id: activity.projectId,
      session_id: activity.sessionId,
    })),
  };
}

function toSession(
  row: SessionRow & {
    message_count?: number;
    first_question?: string;
    declined?: boolean;
    person_waiting?: boolean;
    last_visitor_message_at?: Date | null;
  },
): ChatSession {
  return {
    id: row.id,
    project_id: row.project_id,
    source: row.source,
    name: row.name ?? '',
    phone: row.phone ?? '',
    email: row.email ?? '',
    city: row.city ?? '',
    intent: row.intent ?? '',
    escalate: row.escalate,
    created_at: row.created_at.toISOString(),
    last_message_at: row.last_message_at?.toISOString() ?? '',
    message_count: row.message_count ?? 0,
    first_question: shortenMessage(row.first_question ?? ''),
    declined: row.declined ?? false,
    taken_over: row.taken_over_by !== null,
    taken_over_by: row.taken_over_by_name ?? '',
    last_visitor_message_at: row.last_visitor_message_at?.toISOString() ?? '',
    person_waiting: row.person_waiting ?? false,
  };
}

/** Who wrote a message: the visitor, the agent, or an owner answering in person. */
function authorOf(row: MessageRow): 'visitor' | 'agent' | 'owner' {
  if (row.role === 'user') return 'visitor';
  return row.author_id === null ? 'agent' : 'owner';
}

function toMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    session_id: row.session_id,
    project_id: row.project_id,
    role: row.role,
    content: row.content,
    created_at: row.created_at.toISOString(),
    status: row.status,
    intent: row.metadata.intent ?? '',
    sources: row.metadata.sources ?? [],
    declined: row.metadata.declined === true,
    author: authorOf(row),
    author_name: row.author_name ?? '',
  };
}

function fromVisitor(visitor: VisitorInfo__Output | null): VisitorInfo {
  if (!visitor) return {};
  return {
    userAgent: visitor.user_agent,
    platform: visitor.platform,
    language: visitor.language,
    screen: visitor.screen ?? undefined,
    timezone: visitor.timezone,
    referrer: visitor.referrer,
    pageUrl: visitor.page_url,
    name: visitor.name,
    email: visitor.email,
    phone: visitor.phone,
    city: visitor.city,
  };
}

function toAnswerEvent(event: AskEvent): AnswerEvent {
  switch (event.kind) {
    case 'session':
      return { session_id: event.sessionId };
    case 'token':
      return { token: event.text };
    case 'sources':
      return { sources: { sources: event.sources } };
    case 'done':
      return {
        done: {
          session_id: event.sessionId,
          message_id: event.messageId,
          response: event.response,
          taken_over: event.takenOver === true,
        },
      };
    case 'error':
      return { error: { code: event.code, message: event.message, retry_after_seconds: 0 } };
  }
}

/** proto → domain call → proto. No rules here: they live in the domain services. */
export function chatHandlers({
  analytics,
  sessions,
  answering,
  usage,
  unanswered,
  takeover,
  insights,
}: ChatServices): Implementation<ChatServiceHandlers> {
  return {
    GetConversationUsage: async (req) => {
      const found = await usage.getUsage(req.owner_id, req.plan);
      return {
        month: found.month,
        cycle_start: found.cycleStart.toISOString(),
        cycle_end: found.cycleEnd.toISOString(),
        conversations: found.conversations,
        quota: found.quota,
        notices: found.notices.map((notice) => ({
          threshold: notice.threshold,
          conversations: notice.conversations,
          quota: notice.quota,
          created_at: notice.createdAt.toISOString(),
        })),
      };
    },
    GetAnalytics: async (req) => toAnalytics(await analytics.getAnalytics(req.project_ids)),
    CountSessions: async (req) => {
      const counts = await analytics.countSessions(req.project_ids);
      return {
        counts: counts.map(({ projectId, sessions: total, responses }) => ({
          project_id: projectId,
          sessions: total,
          responses,
        })),
      };
    },
    CreateSession: async (req) =>
      toSession(
        await sessions.createSession({
          projectId: req.project_id,
          // The gateway always asks for embedded_widget; only the integrations service opens whatsapp ones.
          source: req.source === 'whatsapp' ? 'whatsapp' : 'embedded_widget',
          visitor: fromVisitor(req.visitor),
          detailsRequired: req.details_required,
          visitorKey: req.visitor_key,
        }),
      ),
    ListSessions: async (req) => {
      const page = await sessions.listSessions(
        req.project_id,
        { offset: req.offset, limit: req.limit },
        parseSessionFilter(req.filter),
      );
      return { data: page.data.map(toSession), total: page.total };
    },
    GetSession: async (req) => toSession(await sessions.getSessionListing(req.project_id, req.session_id)),
    SetTakeover: async (req) => {
      await (req.take
        ? takeover.takeOver(req.project_id, req.session_id, { id: req.owner_id, name: req.owner_name })
        : takeover.handBack(req.project_id, req.session_id));
      return toSession(await sessions.getSessionListing(req.project_id, req.session_id));
    },
    AddOwnerMessage: async (req) =>
      toMessage(
        await takeover.addOwnerMessage(
          req.project_id,
          req.session_id,
          { id: req.owner_id, name: req.owner_name },
          req.content,
        ),
      ),
    WatchSession: async (req, context) => {
      const news = await takeover.watch(
        req.project_id,
        req.session_id,
        { after: req.after_message_id, waitMs: req.wait_ms },
        context.signal,
      );
      return {
        taken_over: news.state.takenOverBy !== null,
        taken_over_by: news.state.takenOverByName ?? '',
        messages: news.messages.map(toMessage),
      };
    },
    CountWaitingForPerson: async (req) => ({
      conversations: await takeover.countWaitingForPerson(req.project_ids),
    }),
    ListMessages: async (req) => ({
      messages: (
        await sessions.listMessages(req.project_id, req.session_id, { offset: req.offset, limit: req.limit })
      ).map(toMessage),
    }),
    AppendMessage: async (req) =>
      toMessage(
        await sessions.appendMessage({
          projectId: req.project_id,
          sessionId: req.session_id,
          role: req.role === 'assistant' ? 'assistant' : 'user',
          content: req.content,
          visitorKey: req.visitor_key,
        }),
      ),
    // The gateway has checked that the caller owns the project.
    GetInsights: async (req) =>
      toInsights(await insights.getInsights(req.project_id, { days: req.days, timeZone: req.time_zone })),
    ListUnanswered: async (req) => ({
      groups: (await unanswered.list(req.project_id)).map(toUnansweredGroup),
    }),
    DismissUnanswered: async (req) => ({
      dismissed: await unanswered.dismiss(req.project_id, req.group_id),
    }),
    CountUnanswered: async (req) => ({
      counts: (await unanswered.count(req.project_ids)).map(({ projectId, waiting }) => ({
        project_id: projectId,
        waiting,
      })),
    }),
    Ask: async function* (req, { signal }) {
      const events = answering.ask(
        {
          projectId: req.project_id,
          sessionId: req.session_id,
          prompt: req.prompt,
          bot: {
            name: req.bot?.name ?? '',
            siteName: req.bot?.site_name ?? '',
            description: req.bot?.description ?? '',
            contact: { email: req.bot?.contact_email ?? '', whatsapp: req.bot?.contact_whatsapp ?? '' },
          },
          ownerId: req.owner_id,
          plan: req.plan,
          visitorKey: req.visitor_key,
          visitor: fromVisitor(req.visitor),
          detailsRequired: req.details_required,
          messageType: req.message_type,
        },
        signal,
      );
      for await (const event of events) yield toAnswerEvent(event);
    },
  };
}
