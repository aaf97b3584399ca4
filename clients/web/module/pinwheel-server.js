// Asking the server, for Pinwheel's web module (GET /pinwheel-server.js, imported by the modules beside it): its URL, GET requests, and refusals as problems.
//
// A refusal carries the problem's `detail`; an unreachable server says so. A server older than
// `fields` refuses it by name, and is asked again (and from then on) for whole answers. A long
// `sizes` (or a grid layout's `widths` or `aspectRatios`) goes as a size table posted beforehand
// (pinwheel-sizes.js), posted again once when the server no longer holds it. POST requests (a
// page's description: pinwheel-page.js) answer the same way. Once closed, every answer still on
// its way is `Superseded`.

import { SizeTables, isUnknownTable } from "./pinwheel-sizes.js";

// The parameters that take `sizes`' grammar, whose long lists go as size tables (docs/GRID.md).
const TABLE_PARAMETERS = ["sizes", "widths", "aspectRatios"];

/** A refusal or an unreachable server: the problem's `detail` as the message, its status, parameter, URL and `type`. */
export class Problem extends Error {
  constructor(detail, status, parameter, url, type = null) {
    super(detail);
    this.status = status;
    this.parameter = parameter;
    this.url = url;
    this.type = type;
  }
}

/** A request whose answer is no longer wanted (the module was destroyed). */
export class Superseded extends Error {}

/** One instance's server: the answers to its GET requests, until `close()`. */
export class Server {
  #api;
  #tables;                   // SizeTables: the size tables posted to the server
  #abort = new AbortController();
  #takesFields = true;       // false once the server refused `fields`

  /** `api`: the option, a URL; without it, the server this module was loaded from. */
  constructor(api) {
    this.#api = apiBase(api);
    this.#tables = new SizeTables(this.#api, this.#abort.signal);
  }

  /**
   * The JSON answer to GET `path` with `parameters` (an undefined or null one is left out, an
   * array is joined with commas); throws a Problem when refused or unreachable. `retried`: the
   * request was sent again after the server said it did not hold its size table.
   */
  async get(path, parameters, retried = false) {
    if (!this.#takesFields) parameters = { ...parameters, fields: undefined };
    let url = this.#url(path, parameters);
    const tables = new Map(); // parameter → the post whose `@id` is sent for it
    let response;
    try {
      let sent = parameters;
      for (const name of TABLE_PARAMETERS) {
        const list = sent[name];
        if (!list || !SizeTables.wanted(String(list), new URL(url).search.length - 1)) continue;
        tables.set(name, this.#tables.reference(String(list)));
        sent = { ...sent, [name]: await tables.get(name) };
        url = this.#url(path, sent);
      }
      response = await fetch(url, { headers: { Accept: "application/json" }, signal: this.#abort.signal });
    } catch (error) {
      if (this.#closed) throw new Superseded();
      if (error.parameter === "sizes") throw error; // the server refused the table
      throw new Problem(`cannot reach ${this.#api.replace(/\/$/, "")}: ${error.message}`, null, null, url);
    }
    const body = await response.json().catch(() => null);
    if (this.#closed) throw new Superseded();
    if (!response.ok) {
      // A server older than `fields` refuses it by name: ask it again for whole answers.
      if (response.status === 400 && body?.parameter === "fields" && parameters.fields !== undefined) {
        this.#takesFields = false;
        return this.get(path, { ...parameters, fields: undefined }, retried);
      }
      // A table was evicted, or this is another replica: post the tables again, once.
      if (isUnknownTable(response.status, body) && !retried && tables.size > 0) {
        for (const [name, posted] of tables) this.#tables.forget(String(parameters[name]), posted);
        return this.get(path, parameters, true);
      }
      throw new Problem(body?.detail ?? `${response.status} ${response.statusText}`.trim(), response.status, body?.parameter ?? null, url, body?.type ?? null);
    }
    if (body === null) throw new Problem(`${path}: the answer is not JSON`, response.status, null, url);
    return body;
  }

  /** The JSON answer to POST `path` with `body` (text of `contentType`); throws a Problem when refused or unreachable. */
  async post(path, body, contentType) {
    const url = new URL(path, this.#api).href;
    let response;
    try {
      response = await fetch(url, { method: "POST", body, signal: this.#abort.signal, headers: { "Content-Type": contentType, Accept: "application/json" } });
    } catch (error) {
      if (this.#closed) throw new Superseded();
      throw new Problem(`cannot reach ${this.#api.replace(/\/$/, "")}: ${error.message}`, null, null, url);
    }
    const answer = await response.json().catch(() => null);
    if (this.#closed) throw new Superseded();
    if (!response.ok || answer === null) {
      throw new Problem(answer?.detail ?? `POST ${path}: ${response.status} ${response.statusText}`.trim(), response.status, answer?.parameter ?? null, url, answer?.type ?? null);
    }
    return answer;
  }

  /** Cancels every request under way: their answers are `Superseded`. */
  close() { this.#abort.abort(); }

  get #closed() { return this.#abort.signal.aborted; }

  #url(path, parameters) {
    const url = new URL(path, this.#api);
    for (const [name, value] of Object.entries(parameters)) {
      if (value !== undefined && value !== null) url.searchParams.set(name, Array.isArray(value) ? value.join(",") : String(value));
    }
    return url.href;
  }
}

// The server's URL with a trailing slash, so that "layout" resolves beneath any path prefix.
// Without one, the server this module was loaded from.
function apiBase(api) {
  const base = new URL(api ?? ".", api === undefined ? import.meta.url : document.baseURI);
  if (base.protocol !== "http:" && base.protocol !== "https:") {
    throw new TypeError(`Pinwheel.attach: api '${api}' is not an http(s) URL`);
  }
  if (!base.pathname.endsWith("/")) base.pathname += "/";
  base.search = "";
  base.hash = "";
  return base.href;
}
