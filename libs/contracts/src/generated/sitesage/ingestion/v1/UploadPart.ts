// Original file: proto/ingestion/v1/ingestion.proto

import type { UploadStart as _sitesage_ingestion_v1_UploadStart, UploadStart__Output as _sitesage_ingestion_v1_UploadStart__Output } from '../../../sitesage/ingestion/v1/UploadStart.js';
import type { UploadFileHeader as _sitesage_ingestion_v1_UploadFileHeader, UploadFileHeader__Output as _sitesage_ingestion_v1_UploadFileHeader__Output } from '../../../sitesage/ingestion/v1/UploadFileHeader.js';

export interface UploadPart {
  'start'?: (_sitesage_ingestion_v1_UploadStart | null);
  'file'?: (_sitesage_ingestion_v1_UploadFileHeader | null);
  'data'?: (Buffer | Uint8Array | string);
  'part'?: "start"|"file"|"data";
}

export interface UploadPart__Output {
  'start'?: (_sitesage_ingestion_v1_UploadStart__Output | null);
  'file'?: (_sitesage_ingestion_v1_UploadFileHeader__Output | null);
  'data'?: (Buffer);
  'part'?: "start"|"file"|"data";
}
