export {
  allowedExtensions,
  fileRefusals,
  maxFilesPerUpload,
  maxUploadBytes,
  sniffFileKind,
  type FileKind,
  type SniffedFile,
} from './file-kind.fns.js';
export { fileExtension, fileTitle, safeFileName } from './safe-file-name.fns.js';
export { FileParseError } from './file-parse-error.js';
export { parseFileContent } from './parse-file.fns.js';
export { defaultParseLimits, type ParsedFile, type ParseLimits } from './parsed-file.types.js';
export { defaultSandboxOptions, parseFileSandboxed, type SandboxOptions } from './sandboxed-parse.js';
export { sandboxRefusals } from './sandbox-protocol.js';
export {
  checkDocxArchive,
  checkZipArchive,
  defaultZipLimits,
  readZipEntry,
  ZipEntryTooLargeError,
  zipRefusals,
  type ZipCheck,
  type ZipLimits,
} from './zip-guard.fns.js';
export { pdfRefusals } from './parse-pdf.fns.js';
export { docxRefusals } from './parse-docx.fns.js';
export { docRefusals } from './parse-doc.fns.js';
export { textRefusals } from './parse-text.fns.js';
export { xmlRefusals } from './parse-xml.fns.js';
