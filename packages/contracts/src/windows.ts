// The free windows of an availability answer on the wire (bookings.proto, ResourceAvailability
// .windows): flat (date index, from, to) triples, each value a little-endian uint32. One Buffer
// per resource instead of a repeated int32, which protobufjs encodes and decodes a value at a
// time (an object or an array slot each, for ~60,000 values an answer).
const VALUE_BYTES = 4;

export function packWindows(values: ArrayLike<number>): Buffer {
  const bytes = Buffer.allocUnsafe(values.length * VALUE_BYTES);
  for (let i = 0; i < values.length; i += 1) bytes.writeUInt32LE(values[i]!, i * VALUE_BYTES);
  return bytes;
}

/** The triples of packWindows' bytes; a length that is not a whole number of values is refused. */
export function unpackWindows(bytes: Uint8Array): Uint32Array {
  if (bytes.length % VALUE_BYTES !== 0) throw new Error(`windows: ${bytes.length} bytes is not a list of uint32 values`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
  const values = new Uint32Array(bytes.length / VALUE_BYTES);
  for (let i = 0; i < values.length; i += 1) values[i] = view.getUint32(i * VALUE_BYTES, true);
  return values;
}
