// A page for Pinwheel's web module (GET /pinwheel-page.js): a whole screen of sections (docs/PAGE.md), each any layout, placed from /page/layout in one native scroller.
//
//   import { createPage } from "http://127.0.0.1:8080/pinwheel-page.js";
//   const page = createPage(document.querySelector("#screen"), { description, template: (section, item, kind) => card(section, item, kind) });
//
// The container is the page's one scroller: its native vertical scroll is the page's `Y`
// (`scrollTop`), its content as tall as the answer's `contentSize`. A viewport layer stays over
// it (`position: sticky`) and holds one stacking context per section (z-index: the section's
// index) and, in a box section, a clipping container at the box's `frame`, dragged sideways to
// move that box's own offset (`scroll`). Every child is placed as the other layouts' are
// (pinwheel-placement.js): a page-level one at its frame less (0, Y), a box's at its frame less
// the box's frame origin. The description is posted to `POST /pages/{id}` (the id: the body's
// SHA-256, computed here as size tables' are) and posted again after a 404 `page-unknown`. A
// box let go plays /page/motion; before a server has it, the box's own layout's /motion, each
// frame's offset laid out by /page/layout. Taps ask /page/hit.

import { Server } from "./pinwheel-server.js";
import { Events } from "./pinwheel-events.js";
import { Motion } from "./pinwheel-motion.js";
import { place, placementFields } from "./pinwheel-placement.js";
import { tableID } from "./pinwheel-sizes.js";

// A press that moves less than this (CSS px) before it lifts is a tap (pinwheel-drag.js's).
const TAP_DISTANCE = 6;
// A release's velocity is measured over this much of the drag's end (ms), as pinwheel-drag.js does.
const RELEASE_WINDOW = 100;
const PAGE_ELEMENTS = new Set(["pageHeader", "pageFooter", "pageBackground"]);

/** Makes `container` a page of `options.description`'s sections. See pinwheel.d.ts. */
export function createPage(container, options) {
  return new PinwheelPage(container, options);
}

/** A container that scrolls a page whose children a Pinwheel server places. See pinwheel.d.ts. */
export class PinwheelPage {
  #container;
  #body;                     // the description as posted: its exact bytes name it
  #sections;                 // the description's sections
  #template;
  #server;
  #events = new Events(() => this.#destroyed);
  #motion;
  #posted = null;            // the Promise of the page's `@id`
  #content;                  // the scrolled content, as tall as the page
  #viewport;                 // the layer over the scroller's client box, where children are placed
  #layers = new Map();       // section → its stacking context
  #clips = new Map();        // box section → its clipping container
  #elements = new Map();     // "section/kind/item" → the child shown for it
  #boxes = new Map();        // box section → its entry in the last answer's `sections`
  #scroll = new Map();       // box section → its offset, once dragged or given
  #pendingOffset;            // the `offset` option, until the content is tall enough to take it
  #press = null;             // { pointerId, x, y, section (a box's, or null), along, dragging, start, origin, samples }
  #pageMotion = true;        // false once the server answered that it has no /page/motion
  #hitting = 0;
  #inFlight = false;
  #requestedKey = null;
  #frameRequested = false;
  #readyWaiters = [];
  #listeners = [];
  #observer;
  #savedStyle;
  #destroyed = false;

  constructor(container, { api, description, template, offset, scroll, fps } = {}) {
    if (!(container instanceof HTMLElement)) throw new TypeError("createPage: the container must be an HTML element");
    if (description === undefined || description === null) throw new TypeError("createPage: a description is required");
    this.#body = typeof description === "string" ? description : JSON.stringify(description);
    this.#sections = JSON.parse(this.#body)?.sections ?? [];
    this.#template = Array.isArray(template) ? (section, item, kind) => (template[section] ?? plainChild)(item, kind, section)
      : template ?? ((section, item, kind) => plainChild(item, kind, section));
    this.#container = container;
    this.#server = new Server(api);
    this.#pendingOffset = offset;
    for (const [section, value] of Object.entries(scroll ?? {})) this.#scroll.set(Number(section), Number(value));
    this.#motion = new Motion({
      options: { fps, viewportFrames: true }, events: this.#events,
      server: { get: (path, parameters) => this.#motionAnswer(parameters) },
      query: (extra) => ({ ...this.#parameters(), ...extra }),
      size: () => this.#size(), sizesVersion: () => 0, schedule: () => this.#schedule(),
      show: (frame) => this.#showFrame(frame),
      settle: (detail) => this.#events.emit("settle", { ...detail, scroll: this.#scroll.get(detail.section) }),
      keep: () => {},
    });
    this.#setUp();
    this.#schedule();
  }

  /** The page's `Y`: the scroller's `scrollTop`. */
  get offset() { return this.#pendingOffset ?? this.#container.scrollTop; }

  /** Each box's own offset that was dragged or given, by section; the others are at their layout's default. */
  get scroll() { return Object.fromEntries(this.#scroll); }

  /** The child shown for an element of the answer, or null. */
  elementFor(section, kind, item) { return this.#elements.get(`${section}/${kind}/${item}`) ?? null; }

  on(event, handler) { this.#events.on(event, handler); return this; }

  off(event, handler) { this.#events.off(event, handler); return this; }

  /** Resolves once the children show the current offsets and size and nothing moves or waits for an answer. */
  ready() {
    if (this.#destroyed) return Promise.resolve();
    return new Promise((resolve) => {
      this.#readyWaiters.push(resolve);
      this.#schedule();
    });
  }

  /** Stops everything, removes the children it made and gives the container its own style back. */
  destroy() {
    if (this.#destroyed) return;
    this.#destroyed = true;
    this.#motion.stop();
    this.#server.close();
    this.#observer.disconnect();
    for (const [type, listener, options] of this.#listeners) this.#container.removeEventListener(type, listener, options);
    this.#content.remove();
    this.#container.setAttribute("style", this.#savedStyle ?? "");
    if (this.#savedStyle === null) this.#container.removeAttribute("style");
    for (const resolve of this.#readyWaiters.splice(0)) resolve();
    this.#events.clear();
  }

  // -------------------------------------------------------------------------------------------
  // The scroller, its content and the viewport layer; input.

  #setUp() {
    const container = this.#container;
    this.#savedStyle = container.getAttribute("style");
    if (getComputedStyle(container).position === "static") container.style.position = "relative";
    // The gutter keeps `width` the same whether or not the page is taller than the screen; without
    // padding, the client box the children are placed in is the scrollport the layer sticks to.
    Object.assign(container.style, { overflowX: "hidden", overflowY: "auto", scrollbarGutter: "stable", padding: "0px" });
    this.#content = div({ position: "relative", height: "0px" });
    this.#viewport = div({ position: "sticky", top: "0px", overflow: "hidden", userSelect: "none", webkitUserSelect: "none" });
    this.#content.append(this.#viewport);
    container.append(this.#content);
    this.#observer = new ResizeObserver(() => this.#schedule());
    this.#observer.observe(container);
    this.#listen("scroll", () => this.#schedule(), { passive: true });
    this.#listen("pointerdown", (event) => this.#pointerDown(event));
    this.#listen("pointermove", (event) => this.#pointerMove(event));
    this.#listen("pointerup", (event) => this.#pointerUp(event));
    this.#listen("pointercancel", (event) => this.#pointerUp(event));
    this.#listen("dragstart", (event) => event.preventDefault());
  }

  #listen(type, listener, options) {
    const guarded = (event) => this.#events.guard(() => listener(event));
    this.#container.addEventListener(type, guarded, options);
    this.#listeners.push([type, guarded, options]);
  }

  #pointerDown(event) {
    if (!event.isPrimary || event.button !== 0) return;
    const box = event.target.closest?.("[data-pinwheel-box]");
    const section = box && this.#container.contains(box) ? Number(box.dataset.pinwheelBox) : null;
    if (section !== null) this.#motion.stop();
    const along = section !== null && vertical(this.#sections[section]?.query) ? "clientY" : "clientX";
    this.#press = {
      pointerId: event.pointerId, x: event.clientX, y: event.clientY, section, along, dragging: false,
      start: this.#boxOffset(section), origin: event[along], samples: [{ time: event.timeStamp, position: event[along] }],
    };
  }

  #pointerMove(event) {
    const press = this.#press;
    if (!press || event.pointerId !== press.pointerId) return;
    if (!press.dragging) {
      if (press.section === null || Math.hypot(event.clientX - press.x, event.clientY - press.y) < TAP_DISTANCE) return;
      press.dragging = true;
      this.#container.setPointerCapture?.(event.pointerId);
    }
    const position = event[press.along];
    this.#scroll.set(press.section, press.start - (position - press.origin));
    press.samples.push({ time: event.timeStamp, position });
    while (press.samples.length > 2 && press.samples[1].time <= event.timeStamp - RELEASE_WINDOW) press.samples.shift();
    this.#schedule();
  }

  #pointerUp(event) {
    const press = this.#press;
    if (!press || event.pointerId !== press.pointerId) return;
    this.#press = null;
    if (press.dragging) {
      const velocity = event.type === "pointercancel" ? 0 : releaseVelocity(press.samples, event.timeStamp);
      this.#motion.start({ section: press.section, velocity });
    } else if (event.type === "pointerup") {
      this.#tap(event);
    }
  }

  // The element drawn on top under a tap, as /page/hit names it: a `select` event.
  async #tap(event) {
    const box = this.#container.getBoundingClientRect();
    const x = event.clientX - box.left - this.#container.clientLeft;
    const y = event.clientY - box.top - this.#container.clientTop;
    this.#hitting += 1;
    try {
      const hit = await this.#get("hit", { ...this.#parameters(), fields: undefined, x, y });
      if (hit.item === null || this.#destroyed) return;
      this.#events.emit("select", { ...hit, element: this.elementFor(hit.section, hit.kind, hit.item) });
    } catch (error) {
      this.#events.report(error);
    } finally {
      this.#hitting -= 1;
      this.#schedule();
    }
  }

  // -------------------------------------------------------------------------------------------
  // Requests: the page posted by its id, and again when the server does not hold it.

  async #get(path, parameters, retried = false) {
    const posted = this.#posted ??= this.#post();
    try {
      return await this.#server.get(`page/${path}`, { page: await posted, ...parameters });
    } catch (error) {
      if (retried || !isUnknownPage(error)) throw error;
      if (this.#posted === posted) this.#posted = null; // unless another request posted it again first
      return this.#get(path, parameters, true);
    }
  }

  // To `/pages/{id}` when crypto.subtle computes the id, so that a proxy routing by id sends the
  // post where the reads go; outside a secure context to `/pages`.
  async #post() {
    const id = await tableID(this.#body);
    const posting = this.#server.post(id === null ? "pages" : `pages/${id}`, this.#body, "application/json");
    posting.catch(() => { this.#posted = null; });
    return `@${(await posting).id}`;
  }

  #size() {
    return { width: this.#container.clientWidth, height: this.#container.clientHeight };
  }

  #boxOffset(section) {
    return this.#scroll.get(section) ?? this.#boxes.get(section)?.offset ?? 0;
  }

  // The /page/layout parameters at the current offsets and size.
  #parameters() {
    const { width, height } = this.#size();
    const scroll = [...this.#scroll].map(([section, offset]) => `${section}:${offset}`).join(",") || undefined;
    return { width, height, offset: this.offset, scroll, fields: placementFields() };
  }

  // A box let go: /page/motion; before a server has it, the box's own layout's /motion (which
  // docs/PAGE.md §4 says it is), whose frames carry the box's offset and no items.
  async #motionAnswer(parameters) {
    if (this.#pageMotion) {
      try {
        return await this.#pageMotionAnswer(parameters);
      } catch (error) {
        if (!(error.status === 404 && error.parameter === "path")) throw error;
        this.#pageMotion = false;
      }
    }
    const { section, velocity, fps, offset } = parameters;
    const box = this.#boxes.get(section);
    const query = Object.fromEntries(new URLSearchParams(this.#sections[section].query));
    const { width, height } = box.frame;
    const answer = await this.#server.get("motion", { ...query, width, height, offset: this.#boxOffset(section), velocity, fps });
    const frames = answer.frames.map((frame) => ({ time: frame.time, offset, scroll: frame.offset }));
    return { ...answer, offset, frames };
  }

  // /page/motion. Its frames carry every element on screen, so a fling on a large viewport can
  // hold more than one answer may (a 400 `too-many-items` naming `fps`): asked again at half the
  // frames a second (from the server's default, 60), down to 1, as the Godot node does.
  async #pageMotionAnswer(parameters) {
    for (let fps = parameters.fps; ; fps = Math.max(1, Math.floor((fps ?? 60) / 2))) {
      try {
        return await this.#get("motion", { ...parameters, fps });
      } catch (error) {
        if (!isTooManyFrameItems(error) || fps === 1) throw error;
      }
    }
  }

  // -------------------------------------------------------------------------------------------
  // The frame loop: one /page/layout request in flight for the latest offsets and size.

  #schedule() {
    if (this.#frameRequested || this.#destroyed) return;
    this.#frameRequested = true;
    requestAnimationFrame((now) => {
      this.#frameRequested = false;
      this.#events.guard(() => this.#tick(now));
    });
  }

  #tick(now) {
    if (this.#destroyed) return;
    this.#viewport.style.height = `${this.#container.clientHeight}px`;
    if (this.#motion.playing) this.#motion.advance(now);
    this.#requestLayout();
    if (this.#readyWaiters.length === 0) return;
    if (this.#busy()) this.#schedule();
    else for (const resolve of this.#readyWaiters.splice(0)) resolve();
  }

  #layoutKey() {
    const { width, height, offset, scroll } = this.#parameters();
    return width > 0 && height > 0 ? `${offset} ${width} ${height} ${scroll}` : null;
  }

  #busy() {
    return this.#inFlight || this.#hitting > 0 || this.#motion.running || this.#press?.dragging === true
      || this.#layoutKey() !== this.#requestedKey;
  }

  async #requestLayout() {
    const key = this.#layoutKey();
    if (this.#inFlight || key === null || key === this.#requestedKey) return;
    this.#inFlight = true;
    this.#requestedKey = key;
    try {
      const parameters = this.#parameters();
      const scroll = this.scroll; // the boxes' offsets this answer is for, which `change` reports
      const answer = await this.#get("layout", parameters);
      if (this.#requestedKey === key) this.#show(answer, parameters.offset, scroll);
    } catch (error) {
      this.#events.report(error);
    } finally {
      this.#inFlight = false;
      this.#schedule();
    }
  }

  // A motion's frame: the box's offset, and the page's items when the frame carries them.
  #showFrame(frame) {
    if (frame.scroll !== undefined) this.#scroll.set(this.#motion.heading.section, frame.scroll);
    if (!frame.items) return;
    if (this.#container.scrollTop !== frame.offset) this.#container.scrollTop = frame.offset;
    this.#requestedKey = this.#layoutKey(); // the frame is /page/layout's answer there
    this.#show({ items: frame.items, sections: frame.sections }, frame.offset);
  }

  // -------------------------------------------------------------------------------------------
  // Placement: each section's stacking context, each box's clip, each child at its frame.

  // `scroll`: the boxes' offsets the answer was asked for (a drag may have moved on since).
  #show(answer, offset, scroll = this.scroll) {
    if (answer.contentSize) this.#content.style.height = `${answer.contentSize.height}px`;
    if (answer.sections) this.#boxes = new Map(answer.sections.filter((entry) => entry.kind === "box").map((entry) => [entry.section, entry]));
    const shown = new Set();
    for (const [section, box] of this.#boxes) {
      const clip = this.#clip(section);
      Object.assign(clip.style, { left: `${box.frame.x}px`, top: `${box.frame.y - offset}px`, width: `${box.frame.width}px`, height: `${box.frame.height}px` });
      shown.add(clip);
    }
    const placed = new Map();
    for (const item of answer.items) {
      const key = `${item.section}/${item.kind}/${item.item}`;
      const element = this.#elements.get(key) ?? this.#make(item);
      if (!element) continue;
      const box = PAGE_ELEMENTS.has(item.kind) ? undefined : this.#boxes.get(item.section);
      const parent = box ? this.#clip(item.section) : this.#layer(item.section);
      if (element.parentElement !== parent) parent.append(element);
      place(element, item, box ? box.frame.x : 0, box ? box.frame.y : offset, null);
      placed.set(key, element);
    }
    for (const [key, element] of this.#elements) if (!placed.has(key)) element.remove();
    this.#elements = placed;
    // Sections no longer back lose their clip, then their (empty) stacking context.
    for (const [section, clip] of this.#clips) {
      if (shown.has(clip)) continue;
      clip.remove();
      this.#clips.delete(section);
    }
    for (const [section, layer] of this.#layers) {
      if (layer.hasChildNodes()) continue;
      layer.remove();
      this.#layers.delete(section);
    }
    if (this.#pendingOffset !== undefined && answer.contentSize) {
      this.#container.scrollTop = this.#pendingOffset;
      this.#pendingOffset = undefined; // the scroller may have clamped it: the next frame asks for its own
    }
    this.#events.emit("change", { offset, scroll, items: answer.items });
  }

  #make(item) {
    const element = this.#template(item.section, item.item, item.kind);
    if (!(element instanceof HTMLElement)) return null;
    element.dataset.pinwheelKey = `${item.section}/${item.kind}/${item.item}`;
    Object.assign(element.style, { position: "absolute", boxSizing: "border-box", margin: "0" });
    return element;
  }

  // Section `section`'s stacking context: drawn in section order, whatever its children's
  // z-indexes. It has no size, so that a tap reaches the children of the sections beneath.
  #layer(section) {
    let layer = this.#layers.get(section);
    if (!layer) {
      layer = div({ position: "absolute", left: "0px", top: "0px", width: "0px", height: "0px", zIndex: String(section), isolation: "isolate" });
      this.#viewport.append(layer);
      this.#layers.set(section, layer);
    }
    return layer;
  }

  // A box's clip: no z-index of its own, so that its items share their section's stacking
  // context with its background (beneath) and its header and footer (above).
  #clip(section) {
    let clip = this.#clips.get(section);
    if (!clip) {
      clip = div({ position: "absolute", overflow: "hidden", touchAction: vertical(this.#sections[section]?.query) ? "pan-x" : "pan-y" });
      clip.dataset.pinwheelBox = String(section);
      this.#layer(section).append(clip);
      this.#clips.set(section, clip);
    }
    return clip;
  }
}

// Without a template: a plain child naming what it shows.
function plainChild(item, kind, section) {
  const element = document.createElement("div");
  element.className = `pinwheel-page-${kind}`;
  element.textContent = PAGE_ELEMENTS.has(kind) ? `${kind} ${section}` : String(item);
  return element;
}

function div(style) {
  const element = document.createElement("div");
  Object.assign(element.style, style);
  return element;
}

// Whether a box's layout scrolls along y: the circle, a vertical carousel or slider.
function vertical(query = "") {
  const parameters = new URLSearchParams(query);
  return parameters.get("layout") === "circle" || parameters.get("vertical") === "true" || parameters.get("direction") === "vertical";
}

// Points per second along the drag, over its last RELEASE_WINDOW ms (as pinwheel-drag.js measures).
function releaseVelocity(samples, time) {
  const last = samples[samples.length - 1];
  let first = samples[0];
  for (const sample of samples) {
    if (sample.time > time - RELEASE_WINDOW) break;
    first = sample;
  }
  return -(last.position - first.position) / Math.max(1, last.time - first.time) * 1000;
}

function isTooManyFrameItems(error) {
  return error?.status === 400 && error.parameter === "fps" && typeof error.type === "string" && error.type.endsWith("too-many-items");
}

function isUnknownPage(error) {
  return error?.status === 404 && typeof error.type === "string" && error.type.endsWith("page-unknown");
}

export default createPage;
