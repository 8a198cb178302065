// K1's "data audit exact": after the load, what the chat service stored is compared with what the
// visitors saw, row for row, straight from the database the stack runs on.
import pg from 'pg';

/**
 * Compares the agent's stored conversations with the benchmark's own tally of turns. Answers the
 * stored counts and a list of differences (empty when exact): every accepted question stored once,
 * every completed stream's reply stored once and complete with the model's text, one session and
 * one counted conversation per conversation that got its first turn in.
 */
export async function auditStoredConversations({ databaseUrl, projectId, ownerId, results, modelReply }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const count = async (text, values) => Number((await client.query(text, values)).rows[0].count);
    const stored = {
      sessions: await count('select count(*) from chat.sessions where project_id = $1', [projectId]),
      questions: await count(`select count(*) from chat.messages where project_id = $1 and role = 'user'`, [
        projectId,
      ]),
      completeReplies: await count(
        `select count(*) from chat.messages where project_id = $1 and role = 'assistant' and status = 'complete'`,
        [projectId],
      ),
      repliesWithModelText: await count(
        `select count(*) from chat.messages where project_id = $1 and role = 'assistant' and content = $2`,
        [projectId, modelReply],
      ),
      otherReplies: await count(
        `select count(*) from chat.messages where project_id = $1 and role = 'assistant' and status <> 'complete'`,
        [projectId],
      ),
      conversationsCounted: await count(
        'select coalesce(sum(conversations), 0) as count from chat.conversation_usage where owner_id = $1',
        [ownerId],
      ),
    };
    // A refused turn stored nothing; every turn that got its stream stored its question.
    const accepted = results.filter((result) => result.status === 200);
    const done = results.filter((result) => result.outcome === 'done');
    const firstTurns = accepted.filter((result) => result.turn === 1);
    const expected = {
      sessions: firstTurns.length,
      questions: accepted.length,
      completeReplies: done.length,
      repliesWithModelText: done.length,
      // A reply cut short keeps what the visitor already read, marked incomplete; an empty one is not kept.
      otherReplies: accepted.filter((result) => result.outcome !== 'done' && result.tokens > 0).length,
      conversationsCounted: firstTurns.length,
    };
    const differences = Object.keys(expected)
      .filter((key) => stored[key] !== expected[key])
      .map((key) => `${key}: stored ${stored[key]}, expected ${expected[key]}`);
    return { stored, differences };
  } finally {
    await client.end();
  }
}
