// Original file: proto/ingestion/v1/ingestion.proto


export interface Empty {
}

export interface Empty__Output {
}
