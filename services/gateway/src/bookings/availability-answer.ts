// The availability envelope (spec 4.6, 2.4) written straight into one Buffer. An answer can hold
// ~100,000 slots (3.9 MB): building it as objects or joined strings, and then encoding that text
// once more for the socket, was the larger part of the gateway's time on this route. Every value
// is ASCII (ids, Y-m-d dates, H:i times), the slots of each distinct window are encoded once, and
// the buffer (from `allocate`: the route reuses large ones, answer-buffers.ts) is sized from the
// answer before anything is written, so nothing is copied twice.
import { timeOfMinutes } from '@venue/platform';
import { unpackWindows, ymdOf, type bookings } from '@venue/contracts';

type Answer = bookings.AvailabilityResponse__Output;

// Upper bounds of what one element adds, separators included: a slot is
// {"time_from":"HH:MM","time_to":"HH:MM"} (39 bytes), a date "YYYY-MM-DD":[] (15), a resource
// {"resource_id":<id>,"dates":{}} (at most 50 with a 20-digit id).
const SLOT_BYTES = 40;
const DATE_BYTES = 16;
const RESOURCE_BYTES = 52;
const ENVELOPE_BYTES = 64;
const COMMA = 0x2c;

/** One growing position in a Buffer sized for the whole answer. */
class AsciiWriter {
  private at = 0;
  constructor(private readonly buffer: Buffer) {}

  text(value: string): void {
    this.at += this.buffer.write(value, this.at, 'latin1');
  }

  byte(code: number): void {
    this.buffer[this.at] = code;
    this.at += 1;
  }

  bytes(value: Buffer): void {
    this.buffer.set(value, this.at);
    this.at += value.length;
  }

  written(): Buffer {
    return this.buffer.subarray(0, this.at);
  }
}

/** The slots a window [from, to) holds: consecutive, from its start (bookings.proto). */
const slotsIn = (from: number, to: number, duration: number) => Math.floor((to - from) / duration);

/** {"data":[…],"total":N,"success":true}, dates keyed by Y-m-d as spec 2.4 shows them. */
export function availabilityAnswer(answer: Answer, allocate: (size: number) => Buffer = Buffer.allocUnsafe): Buffer {
  const duration = answer.duration_minutes;
  const dates = answer.dates.map(ymdOf);
  // A window's slots, comma-separated, encoded once per distinct window: windows repeat across
  // dates and resources (the same opening hours), and one copy per window rather than per slot
  // was a third of the time spent writing an answer.
  const windowTexts = new Map<number, Buffer>();
  const windowBytes = (from: number, to: number) => {
    const key = from * 2048 + to;
    let bytes = windowTexts.get(key);
    if (bytes === undefined) {
      const slots: string[] = [];
      for (let at = from; at + duration <= to; at += duration) {
        slots.push(`{"time_from":"${timeOfMinutes(at)}","time_to":"${timeOfMinutes(at + duration)}"}`);
      }
      bytes = Buffer.from(slots.join(','), 'latin1');
      windowTexts.set(key, bytes);
    }
    return bytes;
  };

  const windowsOf = answer.resources.map((resource) => unpackWindows(resource.windows));
  let size = ENVELOPE_BYTES;
  for (const windows of windowsOf) {
    size += RESOURCE_BYTES + DATE_BYTES * dates.length;
    for (let i = 0; i < windows.length; i += 3) size += SLOT_BYTES * slotsIn(windows[i + 1]!, windows[i + 2]!, duration);
  }
  const out = new AsciiWriter(allocate(size));

  out.text('{"data":[');
  answer.resources.forEach((resource, index) => {
    out.text(`${index > 0 ? ',' : ''}{"resource_id":${resource.resource_id},"dates":`);
    // Spec 2.4: dates is an object keyed by date, and an empty array when the resource has no
    // slot in the whole range (every window holds at least one slot).
    const windows = windowsOf[index]!;
    if (windows.length === 0) {
      out.text('[]}');
      return;
    }
    let next = 0; // the first window (triple) not written yet; they come in date order
    dates.forEach((date, dateIndex) => {
      out.text(`${dateIndex > 0 ? ',' : '{'}"${date}":[`);
      let written = false;
      for (; next < windows.length && windows[next] === dateIndex; next += 3) {
        const slots = windowBytes(windows[next + 1]!, windows[next + 2]!);
        if (slots.length === 0) continue;
        if (written) out.byte(COMMA);
        out.bytes(slots);
        written = true;
      }
      out.text(']');
    });
    out.text('}}');
  });
  out.text(`],"total":${answer.resources.length},"success":true}`);
  return out.written();
}
