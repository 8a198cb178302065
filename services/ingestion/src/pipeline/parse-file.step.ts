import { FileParseError, parseFileSandboxed, sniffFileKind } from '../domain/files/index.js';
import type { FailureCode } from '../domain/knowledge/failure-codes.js';
import { done, isLastAttempt, skipped, type StepContext, type StepResult } from './job-outcome.js';
import type { PipelineDeps } from './pipeline-deps.js';

/**
 * One uploaded file: read in a sandboxed thread with time and memory caps, so a hostile file fails
 * its own job with a reason and harms no other. Its text then goes to embedding like a page's.
 */
export async function parseFileStep(
  deps: PipelineDeps,
  job: { resourceId: string; run: number },
  context: StepContext,
): Promise<StepResult> {
  const source = await deps.resources.findById(job.resourceId);
  if (!source || source.run !== job.run || source.status !== 'Processing') return skipped('stale source');
  const fail = async (code: FailureCode, reason: string) => {
    await deps.resources.markFailed(source.id, source.run, { code, reason });
    await deps.knowledgeBases.refresh(source.knowledge_base_id);
    return done;
  };
  const bytes = await deps.files.read(source.id);
  if (!bytes) return fail('file_unreadable', 'The uploaded file is missing.');
  const sniffed = await sniffFileKind(bytes, source.file_name);
  if (!sniffed.ok) return fail('file_refused', sniffed.message);
  let parsed;
  try {
    parsed = await parseFileSandboxed(bytes, sniffed.kind, source.file_name);
  } catch (error) {
    if (error instanceof FileParseError) return fail('file_refused', error.reason);
    // Not the file's fault (e.g. the thread could not start): worth another attempt.
    if (isLastAttempt(context)) return fail('file_unreadable', 'The file could not be read.');
    return { outcome: 'retry', reason: error instanceof Error ? error.message : 'file parse failed' };
  }
  if (!parsed.text.trim()) return fail('no_text', 'The file has no readable text.');
  const saved = await deps.resources.saveExtracted(source.id, source.run, parsed);
  if (!saved) return skipped('source changed while reading');
  await deps.scheduler.index(source);
  return done;
}
