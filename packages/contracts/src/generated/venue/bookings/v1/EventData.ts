// Original file: proto/venue/bookings/v1/bookings.proto


export interface EventData {
  'event_title'?: (string);
  'marketing_data_title'?: (string);
  'marketing_data_description'?: (string);
  'entrance_time'?: (string);
  'beginning_time'?: (string);
  'ticket_link'?: (string);
  'price'?: (string);
  'notice_text'?: (string);
  'image'?: (string);
  'show_on_api'?: (boolean);
  'show_on_website'?: (boolean);
}

export interface EventData__Output {
  'event_title': (string);
  'marketing_data_title': (string);
  'marketing_data_description': (string);
  'entrance_time': (string);
  'beginning_time': (string);
  'ticket_link': (string);
  'price': (string);
  'notice_text': (string);
  'image': (string);
  'show_on_api': (boolean);
  'show_on_website': (boolean);
}
