// Original file: proto/ingestion/v1/ingestion.proto


export interface QaPair {
  'id'?: (string);
  'knowledge_base_id'?: (string);
  'question'?: (string);
  'answer'?: (string);
  'created_at'?: (string);
  'updated_at'?: (string);
}

export interface QaPair__Output {
  'id': (string);
  'knowledge_base_id': (string);
  'question': (string);
  'answer': (string);
  'created_at': (string);
  'updated_at': (string);
}
