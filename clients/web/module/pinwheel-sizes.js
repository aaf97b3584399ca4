// Items of their own lengths for Pinwheel's web module (GET /pinwheel-sizes.js, imported by pinwheel-server.js and pinwheel-placement.js beside it): measured or given, sent as `sizes`, posted as a size table when long.
//
// `sizes` is one length per item along the scroll axis, comma-separated, a run of n equal
// lengths written `L*n` (`200,150*3,320`), or `@sha256-…`: a table posted before with
// POST /sizes. The module sends short lists in the query and posts long ones once, to
// `/sizes/{id}` (the id computed here, so that a balancer routing by table id sends the post
// where the queries naming it go; deploy/CONTAINER.md); a server that no longer holds a table
// (evicted, or another replica) answers 404 `sizes-unknown`, and the table is posted again.

// A list of more entries than this (a run of equal lengths is one entry) is posted as a table:
// the query stays short, and the server parses the list once.
const TABLE_ENTRIES = 256;
// The server's limit on a query string, in bytes as sent (percent-encoded).
const QUERY_LIMIT = 4096;
// The shortest length the server takes: an element that measures 0 (`display: none`) counts as this.
const SHORTEST = 0.001;
// The tables remembered per module (measured lengths change, and each change is a new table).
const REMEMBERED_TABLES = 4;

/** `sizes`' compact form of `lengths`: comma-separated, a run of n ≥ 2 equal lengths as `L*n`. */
export function compactSizes(lengths) {
  const entries = [];
  for (let start = 0; start < lengths.length;) {
    let end = start + 1;
    while (end < lengths.length && lengths[end] === lengths[start]) end += 1;
    const length = String(lengths[start]);
    entries.push(end - start > 1 ? `${length}*${end - start}` : length);
    start = end;
  }
  return entries.join(",");
}

/**
 * The items' lengths as `sizes` sends them: an array as given, a string as it is, or, for
 * `"auto"`, each item element's `offsetWidth` (axis "x") or `offsetHeight` (axis "y"), measured
 * again whenever one resizes; `onChange` is called after such a change. `exact`: measured in
 * Chromium's 1/64 px (the bounding box, untransformed items only) rather than whole pixels, as a
 * grid layout must be to match the browser's own CSS grid.
 */
export class ItemLengths {
  #text = null;
  #lengths = null;
  #positions = null;   // element → its item's position in `lengths`
  #observer = null;
  #axis;
  #exact;
  #onChange;
  /** Grows by one with every change of the lengths. */
  version = 0;

  constructor(option, { elements, axis, onChange, exact = false }) {
    this.#axis = axis;
    this.#exact = exact;
    this.#onChange = onChange;
    if (option === "auto") this.#measureAll(elements);
    else if (Array.isArray(option)) this.#text = compactSizes(option);
    else this.#text = String(option);
  }

  /** Whether the lengths are the elements' own: placement then leaves the length along the axis to them. */
  get measured() { return this.#lengths !== null; }

  /** The `sizes` parameter's text (a table's `@id` when given one). */
  get text() {
    this.#text ??= compactSizes(this.#lengths);
    return this.#text;
  }

  /**
   * Measures every element now rather than when the ResizeObserver reports (after the next
   * animation frame's callbacks); whether a length changed. Nothing to do for given lengths.
   */
  remeasure() {
    return this.#positions !== null && this.#update([...this.#positions.keys()]);
  }

  /** Stops following the elements' sizes. */
  disconnect() { this.#observer?.disconnect(); }

  // `elements`: one per item (pinwheel.js checks that none is missing).
  #measureAll(elements) {
    this.#lengths = elements.map((element) => this.#measure(element));
    this.#positions = new Map(elements.map((element, position) => [element, position]));
    // The first notifications report the sizes just measured; only a change counts.
    this.#observer = new ResizeObserver((entries) => this.#resized(entries));
    for (const element of elements) this.#observer.observe(element);
  }

  #measure(element) {
    if (this.#exact) {
      const box = element.getBoundingClientRect();
      return Math.max(SHORTEST, this.#axis === "x" ? box.width : box.height);
    }
    return Math.max(SHORTEST, this.#axis === "x" ? element.offsetWidth : element.offsetHeight);
  }

  #resized(entries) {
    if (this.#update(entries.map((entry) => entry.target))) this.#onChange();
  }

  #update(elements) {
    let changed = false;
    for (const element of elements) {
      const position = this.#positions.get(element);
      const length = this.#measure(element);
      if (position === undefined || this.#lengths[position] === length) continue;
      this.#lengths[position] = length;
      changed = true;
    }
    if (changed) {
      this.#text = null;
      this.version += 1;
    }
    return changed;
  }
}

/** A refusal of POST /sizes, with the problem's detail and status. */
export class SizeTableProblem extends Error {
  constructor(detail, status, url) {
    super(detail);
    this.status = status;
    this.parameter = "sizes";
    this.url = url;
  }
}

/**
 * The size tables of one server: a list too long for a query (see TABLE_ENTRIES) is posted once
 * (POST /sizes, as text) and sent as `@id` after; `forget` drops a table the server no longer has.
 */
export class SizeTables {
  #api;
  #signal;
  #posts = new Map();  // text → the Promise of its `@id`: its POST /sizes

  constructor(api, signal) {
    this.#api = api;
    this.#signal = signal;
  }

  /** Whether `text` goes as a table in a query of `queryLength` bytes (with `text` in it as it is). */
  static wanted(text, queryLength) {
    if (text.startsWith("@")) return false; // a table already
    return queryLength > QUERY_LIMIT || entryCount(text) > TABLE_ENTRIES;
  }

  /**
   * The `@id` that stands for `text`, as a Promise: the POST that made it, or makes it now unless
   * it is under way. (`forget` takes that Promise back.)
   */
  reference(text) {
    let posted = this.#posts.get(text);
    if (!posted) {
      posted = this.#post(text).then((id) => `@${id}`);
      posted.catch(() => this.#posts.get(text) === posted && this.#posts.delete(text));
      this.#posts.set(text, posted);
      while (this.#posts.size > REMEMBERED_TABLES) this.#posts.delete(this.#posts.keys().next().value);
    }
    return posted;
  }

  /**
   * The server did not hold the table `posted` (a `reference` of `text`) names: forgets that
   * post, so that the next `reference` posts the table again, unless another request met the
   * same 404 first and it was posted again since (the id is the same: the POST tells them
   * apart). Whether the request may be repeated: `text` went as a table.
   */
  forget(text, posted) {
    if (!posted) return false;
    if (this.#posts.get(text) === posted) this.#posts.delete(text);
    return true;
  }

  // To `/sizes/{id}` with the canonical text when the id can be computed here, else (a spelling
  // this module does not read, or no crypto.subtle outside a secure context) to `/sizes`.
  async #post(text) {
    const canonical = canonicalSizes(text);
    const id = canonical === null ? null : await tableID(canonical);
    const url = new URL(id === null ? "sizes" : `sizes/${id}`, this.#api).href;
    const response = await fetch(url, {
      method: "POST", body: canonical ?? text, signal: this.#signal,
      headers: { "Content-Type": "text/plain", Accept: "application/json" },
    });
    const body = await response.json().catch(() => null);
    if (!response.ok || typeof body?.id !== "string") {
      throw new SizeTableProblem(body?.detail ?? `POST /sizes: ${response.status} ${response.statusText}`.trim(), response.status, url);
    }
    return body.id;
  }
}

/** Whether a problem says the server does not hold the table a query named. */
export function isUnknownTable(status, problem) {
  return status === 404 && typeof problem?.type === "string" && problem.type.endsWith("sizes-unknown");
}

function entryCount(text) {
  let count = 1;
  for (let index = text.indexOf(","); index >= 0; index = text.indexOf(",", index + 1)) count += 1;
  return count;
}

// A length as the module reads it for a table's id: digits, optionally a point and more digits.
// The server takes more spellings; a list with any other is posted to `/sizes` as written.
const PLAIN_LENGTH = /^[0-9]+(?:\.[0-9]+)?$/;

/**
 * The canonical text of a `sizes` list (docs/LAYOUTS.md §6): maximal runs of equal lengths, `L`
 * or `L*n`, each length as the shortest decimal that reads back as it (JavaScript's `String` of
 * a number and Swift's `description` agree between 0.001 and 100,000); null when `text` has an
 * entry this module does not read, or a length out of that range.
 */
export function canonicalSizes(text) {
  const runs = [];
  for (const entry of text.split(",")) {
    const [lengthText, countText = "1", ...rest] = entry.split("*");
    if (rest.length > 0 || !PLAIN_LENGTH.test(lengthText) || !/^[0-9]+$/.test(countText)) return null;
    const length = Number(lengthText);
    const count = Number(countText);
    if (!(length >= SHORTEST && length <= 100_000) || !Number.isSafeInteger(count) || count < 1) return null;
    const last = runs.at(-1);
    if (last?.length === length) last.count += count;
    else runs.push({ length, count });
  }
  return runs.map(({ length, count }) => (count > 1 ? `${length}*${count}` : String(length))).join(",");
}

/** A table's id: `sha256-` and the SHA-256 of its canonical text in hexadecimal; null without crypto.subtle. */
export async function tableID(canonical) {
  if (!globalThis.crypto?.subtle) return null;
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(canonical));
  return "sha256-" + Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}
