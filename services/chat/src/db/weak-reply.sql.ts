import { sql, type RawBuilder } from 'kysely';

/** The bars below which a reply's stored match is weak, per way of matching (answer-match.fns.ts). */
export type WeakBars = { meaning: number; words: number };

/**
 * SQL: true when the reply whose metadata is given answered (did not decline) with a match below
 * its bar; false for a reply without a match (a model's, a Q&A answer, a person request's).
 * The bars are parameters, so moving them re-judges past replies too: what is stored is the match.
 */
export function weakReply(metadata: RawBuilder<unknown>, bars: WeakBars): RawBuilder<boolean> {
  return sql<boolean>`(
    not coalesce((${metadata} ->> 'declined')::boolean, false)
    and case ${metadata} -> 'match' ->> 'by'
      when 'meaning' then (${metadata} -> 'match' ->> 'fit')::float8 < ${bars.meaning}
      when 'words' then (${metadata} -> 'match' ->> 'fit')::float8 < ${bars.words}
      else false
    end
  )`;
}
