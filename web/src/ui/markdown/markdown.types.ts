/** Inline pieces of a Markdown paragraph. There is deliberately no image and no HTML kind. */
export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; children: Inline[] }
  | { kind: 'em'; children: Inline[] }
  | { kind: 'code'; text: string }
  | { kind: 'link'; href: string; children: Inline[] }
  /** A path inside the site ('/contact-us', '#billing-plan'): in our own pages' text, never an answer's. */
  | { kind: 'siteLink'; href: string; children: Inline[] }
  | { kind: 'break' };

export type Block =
  | { kind: 'paragraph'; children: Inline[] }
  | { kind: 'heading'; children: Inline[] }
  | { kind: 'code'; text: string }
  | { kind: 'list'; ordered: boolean; items: Inline[][] };
