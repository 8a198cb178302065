// Original file: proto/chat/v1/chat.proto


export interface Source {
  'url'?: (string);
  'title'?: (string);
  'kind'?: (string);
}

export interface Source__Output {
  'url': (string);
  'title': (string);
  'kind': (string);
}
