// Original file: proto/projects/v1/projects.proto


export interface Theme {
  'position'?: (string);
  'button_text'?: (string);
  'button_color'?: (string);
  'user_message_bubble_color'?: (string);
  'bot_message_bubble_color'?: (string);
  'text_color'?: (string);
  'chat_screen_background_color'?: (string);
  'width'?: (number);
  'height'?: (number);
}

export interface Theme__Output {
  'position': (string);
  'button_text': (string);
  'button_color': (string);
  'user_message_bubble_color': (string);
  'bot_message_bubble_color': (string);
  'text_color': (string);
  'chat_screen_background_color': (string);
  'width': (number);
  'height': (number);
}
