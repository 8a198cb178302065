import { fieldLimits, validateBotName, validateName } from './project-fields.fns.js';

/**
 * An agent has one name. `name` is what the owner's screens, the demo page and the Deploy text
 * show; `bot_name` (the spec's field, kept for the API) is the same name as the chat header shows
 * it, which holds at most 60 characters, so a longer name is shortened there with an ellipsis.
 */
export function chatNameFor(name: string): string {
  const characters = Array.from(name);
  if (characters.length <= fieldLimits.botNameMax) return name;
  return `${characters
    .slice(0, fieldLimits.botNameMax - 1)
    .join('')
    .trimEnd()}…`;
}

/**
 * The name an update leaves the agent with, whichever field the caller wrote: a client may send
 * either (the Customize form's "Agent Name" is `bot_name`, the basic details form's is `name`) or
 * the whole project back with only one of them changed. A changed `name` wins over a changed
 * `bot_name`; values equal to what is stored change nothing. Undefined: the name stays.
 */
export function renamedTo(
  current: { name: string; botName: string },
  update: { name?: string | undefined; botName?: string | undefined },
): { name: string; bot_name: string } | undefined {
  const name = update.name === undefined ? undefined : validateName(update.name);
  const botName = update.botName === undefined ? undefined : validateBotName(update.botName);
  if (name !== undefined && name !== current.name) return { name, bot_name: chatNameFor(name) };
  if (botName !== undefined && botName !== current.botName) return { name: botName, bot_name: botName };
  return undefined;
}
