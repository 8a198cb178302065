/** The quick prompts of `bot_template_messages`: comma-separated, trimmed, blanks dropped. */
export function quickQuestions(templates: string | null | undefined): string[] {
  return (templates ?? '')
    .split(',')
    .map((prompt) => prompt.trim())
    .filter((prompt) => prompt !== '');
}
