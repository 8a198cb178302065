// Original file: proto/projects/v1/projects.proto


export interface ThemePatch {
  'position'?: (string);
  'button_text'?: (string);
  'button_color'?: (string);
  'user_message_bubble_color'?: (string);
  'bot_message_bubble_color'?: (string);
  'text_color'?: (string);
  'chat_screen_background_color'?: (string);
  'width'?: (number);
  'height'?: (number);
  '_position'?: "position";
  '_button_text'?: "button_text";
  '_button_color'?: "button_color";
  '_user_message_bubble_color'?: "user_message_bubble_color";
  '_bot_message_bubble_color'?: "bot_message_bubble_color";
  '_text_color'?: "text_color";
  '_chat_screen_background_color'?: "chat_screen_background_color";
  '_width'?: "width";
  '_height'?: "height";
}

export interface ThemePatch__Output {
  'position'?: (string);
  'button_text'?: (string);
  'button_color'?: (string);
  'user_message_bubble_color'?: (string);
  'bot_message_bubble_color'?: (string);
  'text_color'?: (string);
  'chat_screen_background_color'?: (string);
  'width'?: (number);
  'height'?: (number);
  '_position'?: "position";
  '_button_text'?: "button_text";
  '_button_color'?: "button_color";
  '_user_message_bubble_color'?: "user_message_bubble_color";
  '_bot_message_bubble_color'?: "bot_message_bubble_color";
  '_text_color'?: "text_color";
  '_chat_screen_background_color'?: "chat_screen_background_color";
  '_width'?: "width";
  '_height'?: "height";
}
