import { sql, type Kysely } from 'kysely';

// Frozen once landed: later changes go in new migrations.
export async function up(db: Kysely<unknown>): Promise<void> {
  // An agent has one name from now on (domain/projects/agent-name.fns.ts). Agents whose two names
  // drifted apart keep the one visitors saw in the chat header, which is what the Customize form's
  // "Agent Name" renamed; an agent whose chat name was never set keeps its own name for both.
  await sql`
    update projects.projects set
      name = case when bot_name = 'Assistant' then name else bot_name end,
      bot_name = case
        when bot_name <> 'Assistant' then bot_name
        when char_length(name) <= 60 then name
        else left(name, 59) || '…'
      end
    where name <> bot_name
  `.execute(db);
}
// No `down`: which of the two names an agent had before cannot be told any more.
