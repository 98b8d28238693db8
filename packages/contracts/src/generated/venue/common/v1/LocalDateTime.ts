// Original file: proto/venue/common/v1/time.proto

import type { LocalDate as _venue_common_v1_LocalDate, LocalDate__Output as _venue_common_v1_LocalDate__Output } from '../../../venue/common/v1/LocalDate';

export interface LocalDateTime {
  'date'?: (_venue_common_v1_LocalDate | null);
  'minute'?: (number);
}

export interface LocalDateTime__Output {
  'date': (_venue_common_v1_LocalDate__Output | null);
  'minute': (number);
}
