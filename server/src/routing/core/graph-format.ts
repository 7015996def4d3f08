// Binary format of the bundled road graph (data/roads/us-roads.bin.gz), shared by the builder
// (scripts/build-road-graph.ts) and the loader (graph.ts). Everything is unsigned LEB128 varints,
// signed values zig-zag encoded, coordinates as integers of 1e-5 degree, lengths in metres.
//
//   magic "RVRG1\n"
//   names:  count, then for each: byte length + UTF-8 ("I-70", "US-191", "CO-13")
//   nodes:  count, then per node: zz(dLng), zz(dLat) from the previous node
//   edges:  count, then per edge, sorted by `from`: zz(dFrom) from the previous edge's from,
//           zz(to - from), metres, class * 65536 + name index, interior point count,
//           then the interior points as zz(dLng), zz(dLat) from the previous point (from `from`)
// Every edge is a two-way road (the few one-way park roads are a mask the router builds beside the
// graph from data/park-roads.json: one-way.ts).

export const GRAPH_MAGIC = 'RVRG1\n';

// Road classes in the graph, fastest first. 'parkway': a park road driven at the park's own drive
// time, slower than a state road (the Blue Ridge Parkway: data/park-roads.json, `driveMph`). 'slow':
// a narrow or gravel park road (Old Fall River Road, Parson Branch Road: `driveMph` or `gravel`).
export const ROAD_CLASSES = ['interstate', 'us', 'state', 'parkway', 'slow'] as const;
export type RoadClass = (typeof ROAD_CLASSES)[number];
export const CLASS_INTERSTATE = 0;
export const CLASS_US = 1;
export const CLASS_STATE = 2;
export const CLASS_PARKWAY = 3;
export const CLASS_SLOW = 4;

export class VarintWriter {
  private buf = new Uint8Array(1 << 20);
  private len = 0;

  private ensure(n: number) {
    if (this.len + n <= this.buf.length) return;
    let size = this.buf.length * 2;
    while (size < this.len + n) size *= 2;
    const next = new Uint8Array(size);
    next.set(this.buf.subarray(0, this.len));
    this.buf = next;
  }

  uint(value: number) {
    if (!Number.isInteger(value) || value < 0) throw new Error(`not a non-negative integer: ${value}`);
    this.ensure(10);
    let v = value;
    while (v >= 0x80) {
      this.buf[this.len++] = (v % 0x80) | 0x80;
      v = Math.floor(v / 0x80);
    }
    this.buf[this.len++] = v;
  }

  int(value: number) {
    this.uint(value < 0 ? -2 * value - 1 : 2 * value);
  }

  bytes(data: Uint8Array) {
    this.ensure(data.length);
    this.buf.set(data, this.len);
    this.len += data.length;
  }

  get length(): number {
    return this.len;
  }

  finish(): Uint8Array {
    return this.buf.slice(0, this.len);
  }
}

export class VarintReader {
  pos = 0;
  constructor(private readonly buf: Uint8Array) {}

  uint(): number {
    const buf = this.buf;
    let pos = this.pos;
    let b = buf[pos++];
    // Fast path: values up to 2^28 with bit operations.
    let result = b & 0x7f;
    if (b >= 0x80) {
      b = buf[pos++];
      result |= (b & 0x7f) << 7;
      if (b >= 0x80) {
        b = buf[pos++];
        result |= (b & 0x7f) << 14;
        if (b >= 0x80) {
          b = buf[pos++];
          result |= (b & 0x7f) << 21;
          if (b >= 0x80) {
            let shift = 2 ** 28;
            for (;;) {
              b = buf[pos++];
              if (b === undefined) throw new Error('road graph file is truncated');
              result += (b & 0x7f) * shift;
              if (b < 0x80) break;
              shift *= 0x80;
            }
          }
        }
      }
    }
    if (pos > buf.length) throw new Error('road graph file is truncated');
    this.pos = pos;
    return result;
  }

  int(): number {
    const v = this.uint();
    return v < 0x40000000 ? (v >>> 1) ^ -(v & 1) : v % 2 === 1 ? -(v + 1) / 2 : v / 2;
  }

  bytes(n: number): Uint8Array {
    if (this.pos + n > this.buf.length) throw new Error('road graph file is truncated');
    const out = this.buf.subarray(this.pos, this.pos + n);
    this.pos += n;
    return out;
  }
}
