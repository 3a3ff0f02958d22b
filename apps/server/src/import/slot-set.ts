const slotMs = 15 * 60_000;
const pageSlots = 1 << 16;

/**
 * The (group, instant) keys seen so far, for finding duplicate rows in a file of tens of
 * millions of rows: one bit per quarter-hour, in pages of 2^16 quarter-hours (about 1.9
 * years, 8 kB) per group. A year of a thousand metering points takes 8–16 MB, where a Set of
 * strings would take gigabytes. Every instant added must be a whole quarter-hour.
 */
export class SlotSet {
  private readonly groups = new Map<number, Map<number, Uint8Array>>();
  // Rows come grouped by point in practice: remembering the last group spares a lookup.
  private lastGroup = Number.NaN;
  private lastPages = new Map<number, Uint8Array>();

  /** Adds the key; false when it was already there. */
  add(group: number, instantMs: number): boolean {
    const slot = instantMs / slotMs;
    const page = Math.floor(slot / pageSlots);
    const offset = slot - page * pageSlots;
    if (group !== this.lastGroup) {
      let pages = this.groups.get(group);
      if (!pages) {
        pages = new Map();
        this.groups.set(group, pages);
      }
      this.lastGroup = group;
      this.lastPages = pages;
    }
    const pages = this.lastPages;
    let bits = pages.get(page);
    if (!bits) {
      bits = new Uint8Array(pageSlots / 8);
      pages.set(page, bits);
    }
    const byte = offset >>> 3;
    const mask = 1 << (offset & 7);
    const current = bits[byte]!;
    if (current & mask) return false;
    bits[byte] = current | mask;
    return true;
  }
}
