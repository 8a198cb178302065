// Original file: proto/ingestion/v1/ingestion.proto


export interface UploadFileHeader {
  'file_name'?: (string);
  'declared_type'?: (string);
}

export interface UploadFileHeader__Output {
  'file_name': (string);
  'declared_type': (string);
}
