import {
  databaseVariables,
  grpcClientTarget,
  grpcServerVariables,
  bool,
  loadConfig,
  logVariables,
  positiveInt,
  redisVariables,
  variable,
  type ConfigOf,
} from '@sitesage/config';
import { generationVariables, resolveGenerationSettings } from './domain/generation/index.js';

export const configShape = {
  log: logVariables,
  grpc: grpcServerVariables('chat'),
  database: databaseVariables,
  /** Message budgets, and the BullMQ connection of the workers this process runs (project purge). */
  redis: redisVariables,
  services: {
    /** Retrieval: the knowledge a reply is grounded in lives with the ingestion service. */
    ingestion: grpcClientTarget('ingestion'),
    /** The owner's billing cycle: the window conversations are counted in. */
    billing: grpcClientTarget('billing'),
  },
  limits: {
    perVisitorPerMinute: variable(
      'CHAT_VISITOR_MESSAGES_PER_MINUTE',
      positiveInt(20),
      'Messages one visitor (by address) may send per minute, across all agents.',
    ),
    perProjectPerMinute: variable(
      'CHAT_PROJECT_MESSAGES_PER_MINUTE',
      positiveInt(300),
      'Messages one agent may receive per minute from all its visitors.',
    ),
    sessionsPerVisitorPerMinute: variable(
      'CHAT_VISITOR_SESSIONS_PER_MINUTE',
      positiveInt(10),
      'Chat sessions one visitor (by address) may open per minute (POST sessions), across all agents.',
    ),
    sessionsPerProjectPerMinute: variable(
      'CHAT_PROJECT_SESSIONS_PER_MINUTE',
      positiveInt(120),
      'Chat sessions one agent may have opened per minute (POST sessions) by all its visitors.',
    ),
    conversationsPerVisitorPerDay: variable(
      'CHAT_VISITOR_CONVERSATIONS_PER_DAY',
      positiveInt(20),
      "New conversations one visitor address may start with one agent per day (UTC), so no single address can use up the owner's monthly conversations; visitors behind one shared address (an office, a mobile carrier) share it.",
    ),
    concurrentAnswersPerProject: variable(
      'CHAT_PROJECT_CONCURRENT_ANSWERS',
      positiveInt(20),
      'Replies one agent may be writing at the same moment, per chat process.',
    ),
  },
  /** The language model that writes answers; none means the built-in extractive answerer. */
  generation: generationVariables,
  tracing: variable(
    'LLM_TRACING',
    bool(false),
    "Let LangChain send prompts and replies (visitors' messages, your knowledge) of Anthropic and Gemini answers to LangSmith when LANGSMITH_TRACING is set; off removes those switches at start. OpenAI and compatible servers go through SiteSage's own client, which never traces.",
  ),
  usageNotices: {
    relayIntervalMs: variable(
      'USAGE_NOTICE_RELAY_INTERVAL_MS',
      positiveInt(5_000),
      "How often chat hands the owners' new 80 % and 100 % usage notices and visitors' requests for a person to auth's e-mail queues (again for any that could not reach Redis before).",
    ),
  },
  streaming: {
    coalesceMs: variable(
      'CHAT_STREAM_COALESCE_MS',
      positiveInt(60),
      'Pieces of a reply arriving within this many milliseconds travel to the browser together.',
    ),
  },
};

export type ChatConfig = ConfigOf<typeof configShape>;

export function loadChatConfig(env: NodeJS.ProcessEnv = process.env): ChatConfig {
  const config = loadConfig(configShape, env);
  // Rules across variables (a provider needing a key) fail at start, not at the first question.
  resolveGenerationSettings(config.generation);
  return config;
}
