import { useRef } from 'react';
import { useToast } from '../../ui/useToast';
import { errorDetail } from '../api/api-error';
import { useImportQaCsvMutation } from './qa.api';

/** Picks a CSV file (header question,answer) and imports it; a bad row is named in the toast. */
export function QaCsvImportButton({ knowledgeBaseId }: { knowledgeBaseId: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [importCsv, { isLoading }] = useImportQaCsvMutation();
  const toast = useToast();

  const onFile = async (file: File | undefined) => {
    if (file === undefined) return;
    try {
      const result = await importCsv({ knowledgeBaseId, csv: await file.text() }).unwrap();
      toast.success(`Imported ${String(result.imported)} questions`);
    } catch (error) {
      toast.error(errorDetail(error, 'The file could not be imported'));
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        className="hidden"
        aria-label="CSV file of questions and answers"
        onChange={(event) => void onFile(event.target.files?.[0])}
      />
      <button
        type="button"
        className="btn btn-outline"
        disabled={isLoading}
        onClick={() => input.current?.click()}
      >
        {isLoading && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        Import CSV
      </button>
    </>
  );
}
