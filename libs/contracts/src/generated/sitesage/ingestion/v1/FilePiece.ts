// Original file: proto/ingestion/v1/ingestion.proto

import type { Long } from '@grpc/proto-loader';

export interface FilePiece {
  'file_name'?: (string);
  'content_type'?: (string);
  'size'?: (number | string | Long);
  'data'?: (Buffer | Uint8Array | string);
}

export interface FilePiece__Output {
  'file_name': (string);
  'content_type': (string);
  'size': (string);
  'data': (Buffer);
}
