// The owner, the trained agent and the visitor sessions the chat benchmark talks to, made through
// the public API the way an owner and a widget would (the same steps as infra/e2e/owner.ts and
// infra/e2e/agent-setup.ts, kept here in plain JS so the benchmark needs no TypeScript loader);
// only the PRO plan, which the product sells through Razorpay, is set in the database directly.

import pg from 'pg';

const ownerPassword = 'amber-lantern-harbour-7';

/**
 * Limits high enough that a benchmark measures the product, not its cost guards: every visitor
 * here comes from 127.0.0.1, which the limits count as one visitor.
 */
export const benchmarkLimits = {
  RATE_LIMIT_PER_MINUTE: '100000000',
  CHAT_VISITOR_MESSAGES_PER_MINUTE: '100000000',
  CHAT_PROJECT_MESSAGES_PER_MINUTE: '100000000',
  CHAT_PROJECT_CONCURRENT_ANSWERS: '10000',
  CHAT_VISITOR_SESSIONS_PER_MINUTE: '100000000',
  CHAT_PROJECT_SESSIONS_PER_MINUTE: '100000000',
  CHAT_VISITOR_CONVERSATIONS_PER_DAY: '100000000',
  LOG_LEVEL: 'warn',
};

/** The stack's settings for answers written by the local fake OpenAI-compatible server at `url`. */
export function fakeModelEnv(url) {
  return { LLM_PROVIDER: 'openai-compatible', LLM_BASE_URL: url, LLM_MODEL: 'bench-model' };
}

/**
 * Once the stack is healthy: a PRO owner (100,000 conversations a month, so that the quota is not
 * what is measured) and its agent trained on `site`, answering visitors.
 */
export async function readyProAgent(stack, site) {
  await stack.waitForHealthy();
  const owner = await registerOwner(stack);
  await grantProPlan(stack.databaseUrl, owner.userId);
  const agent = await createTrainedAgent(stack, owner, site);
  await publicProject(stack, agent.slug);
  return { owner, agent };
}

/** Raises the owner to PRO straight in the database; the product has no such call for itself. */
async function grantProPlan(databaseUrl, ownerId) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`update auth.users set plan = 'PRO' where user_id = $1`, [ownerId]);
  } finally {
    await client.end();
  }
}

/** POST/GET against /api/v1 with JSON; answers the parsed body, and throws on a non-2xx status. */
async function callApi(baseUrl, method, path, { body, token } = {}) {
  const response = await fetch(`${baseUrl}/api/v1/${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return text ? JSON.parse(text) : {};
}

/** A verified owner (FREE plan) signed in: its user id and bearer token. */
export async function registerOwner(stack) {
  const stamp = String(Date.now()).slice(-8);
  const owner = {
    email: `bench-chat-${stamp}@example.test`,
    phone: `+9196${stamp}`,
    password: ownerPassword,
  };
  const { user_id: userId } = await callApi(stack.baseUrl, 'POST', 'auth/register', {
    body: { full_name: 'Bench Owner', ...owner },
  });
  const code = stack.outbox().findLast((message) => message.to === owner.phone)?.code;
  const verified = await callApi(stack.baseUrl, 'POST', 'auth/verify-otp', {
    body: { user_id: userId, otp: code },
  });
  const token = verified.token_info?.token;
  if (!token) throw new Error(`could not verify the owner: ${JSON.stringify(verified)}`);
  return { userId, token };
}

/**
 * An agent trained on the whole fixture site; resolves once its training set is COMPLETED.
 * `id` is the internal project id, `slug` the public one visitors use.
 */
export async function createTrainedAgent(stack, owner, site, timeoutMs = 120_000) {
  const { token } = owner;
  const project = await callApi(stack.baseUrl, 'POST', 'projects', {
    body: { name: 'Pine Ridge Outfitters', site_url: site.origin },
    token,
  });
  const set = await callApi(stack.baseUrl, 'POST', `knowledgebase/${project.id}`, {
    body: { project_id: project.id, title: site.host, url: site.origin, type: 'WEBSITE' },
    token,
  });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const current = await callApi(stack.baseUrl, 'GET', `knowledgebase/get/${set.id}`, { token });
    if (current.status === 'COMPLETED') break;
    if (current.status === 'FAILED' || Date.now() > deadline) {
      throw new Error(`training did not complete: ${JSON.stringify(current)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { id: project.id, slug: project.project_id };
}

/**
 * `count` visitor sessions of the agent, as the widget opens them. A session only counts against
 * the owner's monthly conversations (FREE: 100) with its first message, so the benchmark keeps to
 * at most 90 of them and asks several questions in each.
 */
export async function openSessions(stack, slug, count) {
  const sessions = [];
  for (let index = 0; index < count; index += 1) {
    const session = await callApi(stack.baseUrl, 'POST', 'sessions', {
      body: {
        project_id: slug,
        user_agent: 'sitesage-bench',
        platform: 'Linux',
        language: 'en-IN',
        timezone: 'Asia/Kolkata',
        page_url: 'https://shop.example.test/',
      },
    });
    sessions.push(session.id);
  }
  return sessions;
}

/** The agent as the widget loader asks for it, to check the slug answers before loading it. */
export function publicProject(stack, slug) {
  return callApi(stack.baseUrl, 'GET', `projects/project/${slug}`);
}
