// float8[] columns read in PostgreSQL's binary array format (select array_send(col)): decoding the
// bytes is several times cheaper than parsing the text form ('{1.5,NaN,...}') element by element.

/**
 * The values of a float8[] in binary array format: int32 ndim, int32 flags, oid, then per dimension
 * int32 length and lower bound, then per element int32 byte length (-1: NULL) and the float8, all
 * big-endian. NULL elements and an empty array read as missing (NaN).
 */
export function binaryFloatArray(raw: Uint8Array | string): Float64Array {
  const bytes = typeof raw === 'string' ? Buffer.from(raw.startsWith('\\x') ? raw.slice(2) : raw, 'hex') : raw;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ndim = view.getInt32(0);
  if (ndim === 0) return new Float64Array(0);
  const length = view.getInt32(12);
  const out = new Float64Array(length);
  let offset = 12 + 8 * ndim;
  for (let i = 0; i < length; i++) {
    const size = view.getInt32(offset);
    offset += 4;
    if (size < 0) {
      out[i] = Number.NaN;
      continue;
    }
    out[i] = view.getFloat64(offset);
    offset += size;
  }
  return out;
}
