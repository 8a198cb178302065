// Original file: proto/chat/v1/chat.proto


export interface Screen {
  'width'?: (number);
  'height'?: (number);
  'color_depth'?: (number);
  'pixel_depth'?: (number);
}

export interface Screen__Output {
  'width': (number);
  'height': (number);
  'color_depth': (number);
  'pixel_depth': (number);
}
