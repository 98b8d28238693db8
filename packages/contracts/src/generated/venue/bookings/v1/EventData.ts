// Original file: proto/venue/bookings/v1/bookings.proto


export interface EventData {
  'event_title'?: (string);
  'marketing_data_title'?: (string);
  'marketing_data_description'?: (string);
  'ticket_link'?: (string);
  'price'?: (string);
  'notice_text'?: (string);
  'image'?: (string);
  'show_on_api'?: (boolean);
  'show_on_website'?: (boolean);
  'entrance_minute'?: (number);
  'beginning_minute'?: (number);
  '_entrance_minute'?: "entrance_minute";
  '_beginning_minute'?: "beginning_minute";
}

export interface EventData__Output {
  'event_title': (string);
  'marketing_data_title': (string);
  'marketing_data_description': (string);
  'ticket_link': (string);
  'price': (string);
  'notice_text': (string);
  'image': (string);
  'show_on_api': (boolean);
  'show_on_website': (boolean);
  'entrance_minute'?: (number);
  'beginning_minute'?: (number);
  '_entrance_minute'?: "entrance_minute";
  '_beginning_minute'?: "beginning_minute";
}
