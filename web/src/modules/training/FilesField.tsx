import { useState } from 'react';
import { Icon } from '../../ui/Icon';
import { ACCEPTED_EXTENSIONS, fileRefusal } from './training-files.fns';
import { MAX_FILE_BYTES, MAX_FILES } from './training-limits';

type FilesFieldProps = {
  files: readonly File[];
  error: string | undefined;
  onChange: (files: File[]) => void;
};

function sameFile(a: File, b: File): boolean {
  return a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;
}

function sizeLabel(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * Files to upload. Each pick adds to the list; a file of a refused type is left out at once and
 * named, so the owner sees why before submitting.
 */
export function FilesField({ files, error, onChange }: FilesFieldProps) {
  const [pickError, setPickError] = useState<string | null>(null);
  const shown = pickError ?? error;

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor="training-files" className="text-sm font-medium">
        Files
      </label>
      <input
        id="training-files"
        type="file"
        multiple
        accept={ACCEPTED_EXTENSIONS.join(',')}
        className={`file-input w-full ${shown ? 'file-input-error' : ''}`}
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? 'training-files-error' : 'training-files-hint'}
        onChange={(event) => {
          const picked = Array.from(event.target.files ?? []);
          // The list below holds the choice; clearing the input lets the same file be picked again.
          event.target.value = '';
          const refusals = picked.map(fileRefusal).filter((refusal) => refusal !== null);
          const accepted = picked.filter(
            (file) => fileRefusal(file) === null && !files.some((kept) => sameFile(kept, file)),
          );
          setPickError(refusals[0] ?? null);
          if (accepted.length > 0) onChange([...files, ...accepted]);
        }}
      />
      <p id="training-files-hint" className="text-xs text-base-content/70">
        PDF, Word, text, CSV, HTML or XML; up to {MAX_FILES} files of {MAX_FILE_BYTES / 1024 / 1024} MB each.
      </p>
      {shown && (
        <p id="training-files-error" className="text-sm text-error">
          {shown}
        </p>
      )}
      {files.length > 0 && (
        <ul aria-label="Files to upload" className="flex flex-col gap-1">
          {files.map((file, index) => (
            <li
              key={`${file.name}-${file.size}-${file.lastModified}`}
              className="flex items-center gap-2 rounded-box bg-base-200 px-3 py-1.5 text-sm"
            >
              <span className="min-w-0 flex-1 truncate" title={file.name}>
                {file.name}
              </span>
              <span className="text-base-content/60">{sizeLabel(file.size)}</span>
              <button
                type="button"
                className="btn btn-ghost btn-xs btn-square"
                aria-label={`Remove ${file.name}`}
                onClick={() => {
                  setPickError(null);
                  onChange(files.filter((_, at) => at !== index));
                }}
              >
                <Icon name="close" className="h-4 w-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
