// Generated: every message type of venue/common/v1/time.proto.
export type * from './venue/common/v1/DayTimes';
export type * from './venue/common/v1/LocalDate';
export type * from './venue/common/v1/LocalDateTime';
export type * from './venue/common/v1/Weekday';
