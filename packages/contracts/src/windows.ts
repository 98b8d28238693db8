// The free windows of an availability answer on the wire (bookings.proto, ResourceAvailability
// .windows): flat (date index, from, to) triples, each value a little-endian uint16 (a search
// spans at most 366 dates, and minutes run to 1440). One Buffer per resource instead of a
// repeated int32, which protobufjs encodes and decodes a value at a time (an object or an array
// slot each, for ~60,000 values an answer).
const VALUE_BYTES = 2;
const MAX_VALUE = 0xffff;

export function packWindows(values: ArrayLike<number>): Buffer {
  const bytes = Buffer.allocUnsafe(values.length * VALUE_BYTES);
  for (let i = 0; i < values.length; i += 1) {
    const value = values[i]!;
    if (!(value >= 0 && value <= MAX_VALUE)) throw new Error(`windows: ${value} does not fit a uint16`);
    bytes.writeUInt16LE(value, i * VALUE_BYTES);
  }
  return bytes;
}

/** The triples of packWindows' bytes; a length that is not a whole number of values is refused. */
export function unpackWindows(bytes: Uint8Array): Uint16Array {
  if (bytes.length % VALUE_BYTES !== 0) throw new Error(`windows: ${bytes.length} bytes is not a list of uint16 values`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
  const values = new Uint16Array(bytes.length / VALUE_BYTES);
  for (let i = 0; i < values.length; i += 1) values[i] = view.getUint16(i * VALUE_BYTES, true);
  return values;
}
