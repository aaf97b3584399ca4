// Pinwheel's web module (GET /pinwheel.js): places a container's children from a Pinwheel server's /layout and /motion answers.
//
//   import { Pinwheel } from "http://127.0.0.1:8080/pinwheel.js";
//   const wheel = Pinwheel.attach(document.querySelector("#cards"), { layout: "carousel", type: "coverFlow" });
//   wheel.on("settle", ({ index }) => console.log("at rest on", index));
//
// An ES module with no dependencies and no build step; the modules beside it are the only ones
// it imports (pinwheel-sizes.js: items of their own lengths; pinwheel-autoplay.js: autoplay;
// pinwheel-shadows.js: the slider's shadows), and pinwheel.d.ts declares and documents the API. It computes no geometry and no physics: where an element goes is /layout's answer, how
// the offset moves after a release, a key or a tap is /motion's, played back by its frame times;
// which 3D card is under a tap is /hit's.

import { ItemSizes, SizeTables, isUnknownTable } from "./pinwheel-sizes.js";
import { Autoplay, autoplaySettings } from "./pinwheel-autoplay.js";
import { SHADOW_FIELDS, SlideShadows } from "./pinwheel-shadows.js";

// Options the module reads itself (width and height are the container's); every other option is
// a /layout parameter, sent as it is.
const MODULE_OPTIONS = ["api", "label", "announce", "fps", "rate", "hit", "offset", "sizes", "rtl", "width", "height", "autoplay"];
// What placement reads of an item; the parallax list also shifts cell contents and darkens its header.
const PLACEMENT_FIELDS = "alpha,css,frame,transformOrigin,zIndex";
const PARALLAX_FIELDS = ",headerOverlayAlpha,parallax";
// The layouts whose frames are in viewport coordinates: their scrolling is in the frames and matrices.
const VIEWPORT_FRAMES = new Set(["carousel", "slider"]);
// The slider's drag (docs/SLIDER.md §5.5, Swiper's `threshold`): the offset follows the finger
// once it has moved this far (CSS px), from there on.
const SLIDER_THRESHOLD = 5;
// The slider's effects whose slides are drawn outside the container.
const DRAWN_OUTSIDE = new Set(["cube", "flip", "cards"]);
// An offset beyond any slider's ends: /snap there answers the first and the last snap.
const FAR = 1e9;
// The carousel types that wrap around unless `wrap` says otherwise (iCarousel's defaults).
const WRAPPING_CAROUSELS = new Set(["rotary", "invertedRotary", "cylinder", "invertedCylinder", "wheel", "invertedWheel"]);
// A press that moves less than this (CSS px) before it lifts is a tap, not a drag.
const TAP_DISTANCE = 6;
// A release's velocity is measured over this much of the drag's end (ms).
const RELEASE_WINDOW = 100;
// Wheel scrolling and resizing count as over after this pause (ms).
const PAUSE = 150;
const VISUALLY_HIDDEN = "position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;"
  + "clip:rect(0 0 0 0);clip-path:inset(50%);white-space:nowrap;";

/** A container whose children a Pinwheel server places. See pinwheel.d.ts. */
export class Pinwheel {
  /** Places `container`'s children with the chosen layout and follows input until `destroy()`. */
  static attach(container, options = {}) {
    return new Pinwheel(container, options);
  }

  #container;
  #elements;
  #api;
  #layout;
  #parameters;
  #label;
  #announce;
  #fps;
  #rate;
  #serverHits;
  #sectionCounts;
  #rtl;                      // whether the server mirrors the layout (right to left)
  #sizes = null;             // ItemSizes: the items' own lengths, when they have them
  #tables;                   // SizeTables: the size tables posted to the server
  #parallaxStarts = null;
  #autoplay = null;          // Autoplay, when the `autoplay` option asks for it
  #shadows = null;           // SlideShadows: the slider's shadow overlays
  #ends = null;              // the slider's first and last snaps: { key, low, high }
  #atFirstSnap = false;      // the slider starts where Swiper does, at its first snap
  #useFields = true;
  #handlers = new Map();
  #saved;
  #live;
  #observer;
  #abort = new AbortController();
  #destroyed = false;

  #offset;
  #index = null;
  #section = 0;
  #content = null;           // contentSize of the last answer placed
  #size = { width: 0, height: 0 };
  #observedSize = null;      // the size the ResizeObserver last saw
  #requestedKey = null;      // offset and size of the /layout request in flight or last made
  #inFlight = false;
  #hitting = 0;              // /hit requests awaited
  #placedItems = new Map();  // element → the API item it was placed for (the elements shown)
  #hidesByDisplay = true;    // hidden children are display: none, or (measured ones) visibility: hidden
  #ownDisplay = new Map();   // element → its own inline display, given back when it is shown
  #frameRequested = false;
  #run = null;               // the /motion under way or awaited: { resolve, jump, size, target, section, answer?, start?, frame? }
  #press = null;             // { pointerId, x, y, position, startOffset, target, caught, dragging, samples }
  #suppressClick = false;
  #wheelTimer = 0;
  #resizeTimer = 0;
  #readyWaiters = [];
  #listeners = [];

  constructor(container, options = {}) {
    if (!(container instanceof HTMLElement)) throw new TypeError("Pinwheel.attach: the container must be an HTML element");
    this.#container = container;
    this.#elements = [...container.children].filter((element) => element instanceof HTMLElement);
    const parameters = { ...options };
    for (const name of MODULE_OPTIONS) delete parameters[name];
    this.#layout = parameters.layout ??= "wheel";
    if (parameters.count === undefined) parameters.count = this.#defaultCount(parameters);
    if (Array.isArray(parameters.count)) parameters.count = parameters.count.join(",");
    this.#parameters = parameters;
    this.#sectionCounts = String(parameters.count).split(",").map(Number);
    this.#api = apiBase(options.api);
    this.#label = options.label;
    this.#announce = options.announce;
    this.#fps = options.fps;
    this.#rate = options.rate;
    this.#serverHits = options.hit === undefined ? VIEWPORT_FRAMES.has(this.#layout) : options.hit === "server";
    this.#offset = Number(options.offset ?? 0);
    this.#atFirstSnap = this.#layout === "slider" && options.offset === undefined;
    const autoplay = autoplaySettings(options.autoplay);
    // Item 0 rests at offset 0 on the wheel and the carousel; elsewhere nothing is current yet.
    if (this.#snaps() && this.#offset === 0) this.#index = 0;
    this.#tables = new SizeTables(this.#api, this.#abort.signal);
    if (options.sizes === "auto") {
      const missing = this.#itemElements().findIndex((element) => !element);
      if (missing >= 0) throw new TypeError(`Pinwheel.attach: sizes 'auto' measures one child per item, and item ${missing} has none`);
    }
    this.#setUp(options.sizes);
    // The reading direction mirrors horizontal layouts only: a vertical list reads top to bottom
    // in every script. `rtl: true` is sent as it is (the server refuses it for a vertical layout).
    this.#rtl = options.rtl === undefined
      ? this.#axis() === "x" && getComputedStyle(container).direction === "rtl"
      : isTrue(options.rtl);
    if (this.#layout === "slider") this.#shadows = new SlideShadows(container, this.#axis());
    if (autoplay) {
      this.#autoplay = new Autoplay({
        container,
        scrollTo: (item) => this.scrollTo(item),
        index: () => this.#index,
        count: () => this.#itemCount(),
        wraps: () => this.#wraps(),
        emit: (name, detail) => this.#emit(name, detail),
        guard: (body) => this.#guard(body),
      }, autoplay);
    }
    this.#schedule();
  }

  /** The content offset shown (or being dragged to), in points along the layout's scroll axis. */
  get offset() { return this.#offset; }

  /** The current item: where the last motion came to rest or the last key or tap went; null when none is. */
  get index() { return this.#index; }

  /** The autoplay (`running`, `paused`, `start()`, `stop()`), or null without the `autoplay` option. */
  get autoplay() { return this.#autoplay; }

  on(event, handler) {
    if (!this.#handlers.has(event)) this.#handlers.set(event, new Set());
    this.#handlers.get(event).add(handler);
    return this;
  }

  off(event, handler) {
    this.#handlers.get(event)?.delete(handler);
    return this;
  }

  /** Scrolls `item` to rest with /motion (jumps with `prefers-reduced-motion`); resolves with the settle, or null. */
  scrollTo(item, { section = 0 } = {}) {
    if (this.#destroyed) return Promise.resolve(null);
    if (this.#layout === "circle") {
      // Nothing scrolls on the circle: the item only becomes the current one.
      this.#index = this.#validItem(item);
      this.#announceCurrent();
      return Promise.resolve({ offset: this.#offset, index: this.#index, section: 0 });
    }
    this.#stopGestures();
    if (this.#layout !== "parallax") return this.#startMotion({ item: this.#validItem(item) });
    return this.#startMotion({ item: this.#validItem(item, section), section });
  }

  /** Resolves once the items show the current offset and size and nothing moves or waits for an answer. */
  ready() {
    if (this.#destroyed) return Promise.resolve();
    return new Promise((resolve) => {
      this.#readyWaiters.push(resolve);
      this.#schedule();
    });
  }

  /** Stops everything and gives the container and its children back as they were. */
  destroy() {
    if (this.#destroyed) return;
    this.#destroyed = true;
    this.#stopMotion();
    this.#autoplay?.destroy();
    this.#shadows?.remove();
    this.#abort.abort();
    clearTimeout(this.#wheelTimer);
    clearTimeout(this.#resizeTimer);
    this.#observer.disconnect();
    this.#sizes?.disconnect();
    for (const [target, type, listener, options] of this.#listeners) target.removeEventListener(type, listener, options);
    this.#live.remove();
    const { attributes, styles } = this.#saved;
    for (const [name, value] of attributes) {
      if (value === null) this.#container.removeAttribute(name);
      else this.#container.setAttribute(name, value);
    }
    for (const [element, style] of styles) restoreStyle(element, style);
    for (const resolve of this.#readyWaiters.splice(0)) resolve();
    this.#handlers.clear();
  }

  // -------------------------------------------------------------------------------------------
  // Setting up: the container becomes the viewport, focusable and labelled; its children become
  // absolutely positioned items, hidden until an answer places them.

  #setUp(sizes) {
    const container = this.#container;
    const attributes = new Map();
    const setAttribute = (name, value, onlyIfMissing = true) => {
      attributes.set(name, container.getAttribute(name));
      if (!onlyIfMissing || !container.hasAttribute(name)) container.setAttribute(name, value);
    };
    // Every element whose style the module writes: the container, its children, and the
    // descendants that take a parallax cell's shift or the header's overlay alpha.
    const styled = [container, ...this.#elements,
      ...container.querySelectorAll(":scope > * [data-pinwheel-parallax], :scope > * [data-pinwheel-overlay]")];
    this.#saved = { styles: new Map(styled.map((element) => [element, element.getAttribute("style")])), attributes };
    if (container.tabIndex < 0) setAttribute("tabindex", "0", false);
    setAttribute("role", "region");
    const list = this.#layout === "parallax";
    if (!list) setAttribute("aria-roledescription", "carousel");
    if (this.#label !== undefined) setAttribute("aria-label", this.#label, false);
    else setAttribute("aria-label", list ? "List" : "Carousel");

    // A hidden child is display: none, which takes it out of layout: a list of 100,000 cells lays
    // out only the dozen shown. Measured ones must stay laid out, and are only invisible. The
    // children are hidden before any computed style is read, which would style them all.
    this.#hidesByDisplay = sizes !== "auto";
    for (const element of this.#elements) {
      if (element.style.display) this.#ownDisplay.set(element, element.style.display);
      Object.assign(element.style, { position: "absolute", boxSizing: "border-box", margin: "0" });
      this.#hide(element);
    }
    const style = container.style;
    if (getComputedStyle(container).position === "static") style.position = "relative";
    // Swiper's cube, flip and cards draw outside the container (swiper.css: overflow visible).
    const outside = this.#layout === "slider" && DRAWN_OUTSIDE.has(this.#parameters.effect);
    style.overflow = outside ? "visible" : "hidden";
    style.isolation = "isolate"; // negative z-indexes stay inside the container
    style.touchAction = this.#axis() === "x" ? "pan-y" : "pan-x"; // the other axis still scrolls the page
    style.userSelect = "none";
    style.webkitUserSelect = "none";
    if (sizes !== undefined && sizes !== null) this.#setUpSizes(sizes);

    this.#live = document.createElement("div");
    this.#live.setAttribute("aria-live", "polite");
    this.#live.setAttribute("aria-atomic", "true");
    this.#live.style.cssText = VISUALLY_HIDDEN;
    container.append(this.#live);

    this.#size = this.#viewport();
    this.#observedSize = this.#size;
    this.#observer = new ResizeObserver(() => this.#guard(() => this.#resized()));
    this.#observer.observe(container);
    this.#listen(container, "pointerdown", (event) => this.#pointerDown(event));
    this.#listen(container, "pointermove", (event) => this.#pointerMove(event));
    this.#listen(container, "pointerup", (event) => this.#pointerUp(event));
    this.#listen(container, "pointercancel", (event) => this.#pointerUp(event));
    this.#listen(container, "click", (event) => this.#click(event), { capture: true });
    this.#listen(container, "dragstart", (event) => event.preventDefault());
    this.#listen(container, "wheel", (event) => this.#wheel(event), { passive: false });
    this.#listen(container, "keydown", (event) => this.#keyDown(event));
  }

  #listen(target, type, listener, options) {
    const guarded = (event) => this.#guard(() => listener(event));
    target.addEventListener(type, guarded, options);
    this.#listeners.push([target, type, guarded, options]);
  }

  // `sizes`: the items' own lengths along the scroll axis. Measured ones ("auto") are the
  // children's lengths as the page lays them out: placement leaves that length to them, and a
  // parallax cell is first measured at the width it will be placed at (the list's items are
  // `itemWidth` wide, by default the viewport's width).
  #setUpSizes(sizes) {
    const items = this.#itemElements();
    if (sizes === "auto" && this.#layout === "parallax") {
      const width = `${Number(this.#parameters.itemWidth ?? this.#container.clientWidth)}px`;
      for (const element of items) if (element) element.style.width = width;
    }
    this.#sizes = new ItemSizes(sizes, {
      elements: items, axis: this.#axis(), onChange: () => this.#guard(() => this.#schedule()),
    });
  }

  // The children of the items (the parallax list's cells, across its sections), in item order;
  // undefined for an item without one.
  #itemElements() {
    if (this.#layout !== "parallax") return Array.from({ length: this.#itemCount() }, (_, item) => this.#elements[item]);
    return this.#sectionCounts.flatMap((count, section) =>
      Array.from({ length: count }, (_, item) => this.#elementFor({ kind: "cell", section, item })));
  }

  #defaultCount(parameters) {
    if (parameters.layout !== "parallax") return this.#elements.length;
    const fixed = ["headerHeight", "menuHeight", "sectionHeaderHeight", "sectionFooterHeight"]
      .filter((name) => Number(parameters[name] ?? 1) !== 0).length;
    return Math.max(0, this.#elements.length - fixed);
  }

  // -------------------------------------------------------------------------------------------
  // Geometry the module needs to know about: the scroll axis, the content offset frames are
  // relative to, and the offsets a drag may reach before it stretches.

  #axis() {
    if (this.#layout === "carousel") return isTrue(this.#parameters.vertical) ? "y" : "x";
    if (this.#layout === "slider") return this.#parameters.direction === "vertical" ? "y" : "x";
    return this.#layout === "wheel" ? "x" : "y";
  }

  #snaps() { return this.#layout === "wheel" || this.#layout === "carousel" || this.#layout === "slider"; }

  #wraps() {
    if (this.#layout === "slider") return isTrue(this.#parameters.loop);
    if (this.#layout !== "carousel") return false;
    const { wrap, type } = this.#parameters;
    return wrap === undefined ? WRAPPING_CAROUSELS.has(type ?? "linear") : isTrue(wrap);
  }

  #itemCount(section = 0) {
    return this.#layout === "parallax" ? (this.#sectionCounts[section] ?? 0) : this.#sectionCounts[0];
  }

  #bounds() {
    const content = this.#content;
    if (!content || this.#wraps()) return [-Infinity, Infinity];
    const length = this.#axis() === "x" ? "width" : "height";
    switch (this.#layout) {
      case "slider": return this.#ends ? [this.#ends.low, this.#ends.high] : [-Infinity, Infinity];
      case "circle": return [0, 0]; // nothing scrolls; an offset only stretches the circle
      case "carousel": return [0, content[length] - content[length] / Math.max(1, this.#itemCount())];
      default: return [0, Math.max(0, content[length] - this.#size[length])];
    }
  }

  // Past its bounds, a drag moves the content at a third of the finger's speed; the slider's
  // as Swiper's `resistance` does (docs/SLIDER.md §5.5).
  #rubberBand(offset) {
    const [low, high] = this.#bounds();
    if (this.#layout === "slider") return this.#resisted(offset, low, high);
    if (offset < low) return low - (low - offset) / 3;
    if (offset > high) return high + (offset - high) / 3;
    return offset;
  }

  #resisted(offset, low, high) {
    const { resistance, resistanceRatio, effect } = this.#parameters;
    if (resistance !== undefined && !isTrue(resistance)) return offset;
    const ratio = effect === "cube" ? 0 : Number(resistanceRatio ?? 0.85);
    if (offset < low) return low + 1 - (low - offset) ** ratio;
    if (offset > high) return high - 1 + (offset - high) ** ratio;
    return offset;
  }

  #viewport() {
    return { width: this.#container.clientWidth, height: this.#container.clientHeight };
  }

  // An item the layout has: modulo the count where the carousel wraps, else the first or the last.
  #validItem(item, section = 0) {
    const count = this.#itemCount(section);
    const whole = Math.round(Number(item)) || 0;
    if (this.#wraps() && count > 0) return ((whole % count) + count) % count;
    return Math.max(0, Math.min(count - 1, whole));
  }

  // -------------------------------------------------------------------------------------------
  // Asking the server. A refusal carries the problem's `detail`; an unreachable server says so.

  #url(path, parameters) {
    const url = new URL(path, this.#api);
    for (const [name, value] of Object.entries(parameters)) {
      if (value !== undefined && value !== null) url.searchParams.set(name, Array.isArray(value) ? value.join(",") : String(value));
    }
    return url.href;
  }

  #query(extra = {}) {
    const { width, height } = this.#size;
    const more = { parallax: PARALLAX_FIELDS, slider: `,${SHADOW_FIELDS}` }[this.#layout] ?? "";
    const fields = this.#useFields ? PLACEMENT_FIELDS + more : undefined;
    const rtl = this.#rtl ? true : undefined;
    // The cards tilt while a drag is under way: the offset it began at says which way.
    const dragFrom = this.#layout === "slider" && this.#parameters.effect === "cards" && this.#press?.dragging
      ? this.#press.startOffset : undefined;
    return { ...this.#parameters, sizes: this.#sizes?.text, rtl, offset: this.#offset, width, height, dragFrom, ...extra, fields };
  }

  // `retried`: the request was sent again after the server said it did not hold its size table.
  async #get(path, parameters, retried = false) {
    let url = this.#url(path, parameters);
    let table = null; // the post whose `@id` is sent for `sizes`
    let response;
    try {
      const sizes = parameters.sizes;
      if (sizes && SizeTables.wanted(sizes, new URL(url).search.length - 1)) {
        table = this.#tables.reference(sizes);
        url = this.#url(path, { ...parameters, sizes: await table });
      }
      response = await fetch(url, { headers: { Accept: "application/json" }, signal: this.#abort.signal });
    } catch (error) {
      if (this.#destroyed) throw new Superseded();
      if (error.parameter === "sizes") throw error; // the server refused the table
      throw new Problem(`cannot reach ${this.#api.replace(/\/$/, "")}: ${error.message}`, null, null, url);
    }
    const body = await response.json().catch(() => null);
    if (this.#destroyed) throw new Superseded();
    if (!response.ok) {
      // A server older than `fields` refuses it by name: ask it again for whole answers.
      if (response.status === 400 && body?.parameter === "fields" && parameters.fields !== undefined) {
        this.#useFields = false;
        return this.#get(path, { ...parameters, fields: undefined }, retried);
      }
      // The table was evicted, or this is another replica: post it again, once.
      if (isUnknownTable(response.status, body) && !retried && this.#tables.forget(parameters.sizes, table)) {
        return this.#get(path, parameters, true);
      }
      throw new Problem(body?.detail ?? `${response.status} ${response.statusText}`.trim(), response.status, body?.parameter ?? null, url);
    }
    if (body === null) throw new Problem(`${path}: the answer is not JSON`, response.status, null, url);
    return body;
  }

  // -------------------------------------------------------------------------------------------
  // The frame loop: it runs only while something is to be done, advances a motion by its frame
  // times, and otherwise keeps one /layout request in flight for the latest offset and size.

  #schedule() {
    if (this.#frameRequested || this.#destroyed) return;
    this.#frameRequested = true;
    requestAnimationFrame((now) => {
      this.#frameRequested = false;
      this.#guard(() => this.#tick(now));
    });
  }

  #tick(now) {
    if (this.#destroyed) return;
    this.#size = this.#viewport();
    // Measured lengths are followed by a ResizeObserver, which reports after this frame's
    // callbacks: someone waiting for ready() needs them now.
    if (this.#readyWaiters.length > 0) this.#sizes?.remeasure();
    const run = this.#run;
    if (run?.answer) {
      // Frames laid out for another size, or other item lengths, are not played.
      const sized = run.size.width === this.#size.width && run.size.height === this.#size.height
        && run.sizesVersion === (this.#sizes?.version ?? 0);
      if (!sized) this.#stopMotion(true);
      else this.#advance(now);
    }
    if (!this.#run?.answer) this.#requestLayout();
    if (this.#readyWaiters.length > 0) {
      if (this.#busy()) this.#schedule();
      else for (const resolve of this.#readyWaiters.splice(0)) resolve();
    }
  }

  #layoutKey() {
    const { width, height } = this.#size;
    return width > 0 && height > 0 ? `${this.#offset} ${width} ${height} ${this.#sizes?.version ?? 0}` : null;
  }

  #busy() {
    const key = this.#layoutKey();
    return this.#inFlight || this.#hitting > 0 || this.#run !== null || this.#press?.dragging === true || this.#wheelTimer !== 0
      || this.#resizeTimer !== 0 || (key !== null && key !== this.#requestedKey);
  }

  async #requestLayout() {
    if (this.#inFlight || this.#layoutKey() === null || this.#layoutKey() === this.#requestedKey) return;
    this.#inFlight = true;
    try {
      if (this.#layout === "slider" && this.#ends?.key !== this.#sizeKey()) await this.#fetchEnds();
      const key = this.#layoutKey();
      this.#requestedKey = key;
      const query = this.#query();
      const answer = await this.#get("layout", query);
      // A motion's frames, once they play, are newer than any answer still on its way.
      if (!this.#run?.answer && this.#requestedKey === key) this.#show(answer.items, query.offset, answer.contentSize);
    } catch (error) {
      this.#report(error);
    } finally {
      this.#inFlight = false;
      this.#schedule();
    }
  }

  #sizeKey() {
    const { width, height } = this.#size;
    return `${width} ${height} ${this.#sizes?.version ?? 0}`;
  }

  // The slider's first and last snaps (Swiper's minTranslate and maxTranslate, negated), where a
  // drag meets resistance; the slider starts at the first unless told otherwise.
  async #fetchEnds() {
    const key = this.#sizeKey();
    let low = -Infinity;
    let high = Infinity;
    const snap = async (offset) => {
      try {
        return (await this.#get("snap", { ...this.#query({ offset }), fields: undefined, dragFrom: undefined })).offset;
      } catch (error) {
        if (error instanceof Superseded) throw error;
        return offset < 0 ? -Infinity : Infinity; // the /layout request that follows reports the problem
      }
    };
    if (!this.#wraps()) [low, high] = await Promise.all([snap(-FAR), snap(FAR)]);
    else if (this.#atFirstSnap) low = await snap(0);
    this.#ends = { key, low: this.#wraps() ? -Infinity : low, high };
    if (this.#atFirstSnap) {
      this.#atFirstSnap = false;
      if (this.#offset === 0 && !this.#press && !this.#run && Number.isFinite(low)) this.#offset = low;
    }
    // At rest on the first snap, the first slide is the current one (as at offset 0 elsewhere).
    if (this.#index === null && this.#offset === low && !this.#run) this.#index = 0;
  }

  #advance(now) {
    const run = this.#run;
    const frames = run.answer.frames;
    // Time starts when the first frame is shown, not at its animation frame's earlier timestamp:
    // on a busy page the two differ, and the motion would skip its beginning.
    run.start ??= performance.now();
    const elapsed = Math.max(0, now - run.start) / 1000;
    let frame = run.frame ?? 0;
    while (frame + 1 < frames.length && frames[frame + 1].time <= elapsed) frame += 1;
    if (run.jump) frame = frames.length - 1;
    if (frame !== run.frame) {
      run.frame = frame;
      this.#offset = frames[frame].offset;
      this.#requestedKey = this.#layoutKey(); // the frame is /layout's answer at its offset
      this.#show(frames[frame].items, frames[frame].offset, this.#content);
    }
    if (frame === frames.length - 1) this.#finish(run);
    else this.#schedule();
  }

  // -------------------------------------------------------------------------------------------
  // Placement, by the README's rule: an absolutely positioned box of the frame's size at the
  // frame's origin less the content offset (none for the carousel, whose scrolling is in the
  // matrix), with transform-origin, transform, z-index and opacity from the item.

  #show(items, offset, contentSize) {
    if (contentSize) this.#content = contentSize;
    const along = VIEWPORT_FRAMES.has(this.#layout) ? 0 : offset;
    const [offsetX, offsetY] = this.#layout === "wheel" ? [along, 0] : [0, along];
    // Measured cells keep their own length along the axis (the answer's is that length).
    const natural = this.#sizes?.measured ? (this.#axis() === "x" ? "width" : "height") : null;
    const placed = new Map();
    for (const item of items) {
      const element = this.#elementFor(item);
      if (!element) continue;
      place(element, item, offsetX, offsetY, item.kind === "cell" || item.kind === "slide" ? natural : null);
      if (item.kind === "slide") this.#shadows?.update(element, item);
      if (!this.#placedItems.has(element)) this.#reveal(element);
      placed.set(element, item);
    }
    // Only the elements shown before can need hiding: a list of 100,000 cells shows a dozen.
    for (const element of this.#placedItems.keys()) {
      if (!placed.has(element)) this.#hide(element);
    }
    this.#placedItems = placed;
    this.#emit("change", { offset, items });
  }

  #hide(element) {
    if (this.#hidesByDisplay) element.style.display = "none";
    else element.style.visibility = "hidden";
  }

  #reveal(element) {
    if (this.#hidesByDisplay) element.style.display = this.#ownDisplay.get(element) ?? "";
    else element.style.visibility = "";
  }

  // The container's children are the items in document order: for the parallax list the header,
  // the menu, then per section its header, cells and footer (an element of height 0 is absent).
  #elementFor(item) {
    if (item.kind === "shadow") return this.#shadows?.cubeShadow();
    if (this.#layout !== "parallax") return item.kind === "cell" || item.kind === "slide" ? this.#elements[item.item] : undefined;
    const present = (name) => Number(this.#parameters[name] ?? 1) !== 0;
    if (this.#parallaxStarts === null) {
      let position = (present("headerHeight") ? 1 : 0) + (present("menuHeight") ? 1 : 0);
      this.#parallaxStarts = this.#sectionCounts.map((count) => {
        const start = position;
        position += count + (present("sectionHeaderHeight") ? 1 : 0) + (present("sectionFooterHeight") ? 1 : 0);
        return start;
      });
    }
    const start = this.#parallaxStarts[item.section] ?? Infinity;
    const headerRow = present("sectionHeaderHeight") ? 1 : 0;
    const position = {
      header: 0,
      menu: present("headerHeight") ? 1 : 0,
      sectionHeader: start,
      cell: start + headerRow + item.item,
      sectionFooter: start + headerRow + (this.#sectionCounts[item.section] ?? 0),
    }[item.kind];
    return this.#elements[position];
  }

  // -------------------------------------------------------------------------------------------
  // Motion: a release, a key or a tap asks /motion and plays its frames; with
  // `prefers-reduced-motion` it asks for one frame a second and shows only the last.

  #reducedMotion() {
    return globalThis.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;
  }

  async #startMotion(extra, { jump = false } = {}) {
    this.#stopMotion();
    jump ||= this.#reducedMotion();
    let resolve;
    const settled = new Promise((done) => { resolve = done; });
    const size = { ...this.#size };
    const sizesVersion = this.#sizes?.version ?? 0;
    const run = { resolve, jump, size, sizesVersion, target: extra.item ?? null, section: extra.section ?? 0 };
    this.#run = run;
    const fps = jump ? 1 : this.#fps;
    const rate = VIEWPORT_FRAMES.has(this.#layout) ? undefined : this.#rate;
    try {
      const answer = await this.#get("motion", this.#query({ ...extra, fps, rate }));
      if (this.#run !== run) return settled; // a gesture or another motion replaced it
      if (!Array.isArray(answer.frames) || answer.frames.length === 0) throw new Problem("motion: the answer has no frames", null, null, "");
      run.answer = answer;
      this.#schedule();
    } catch (error) {
      if (this.#run === run) this.#stopMotion();
      this.#report(error);
    }
    return settled;
  }

  #release(velocity) {
    return this.#startMotion({ velocity: Math.max(-1e9, Math.min(1e9, velocity)) });
  }

  // Ends the motion under way where it is; `keepTarget` remembers where it was going.
  #stopMotion(keepTarget = false) {
    const run = this.#run;
    if (!run) return;
    this.#run = null;
    if (keepTarget && run.answer?.index !== null && run.answer?.index !== undefined) this.#index = run.answer.index;
    run.resolve(null);
  }

  #finish(run) {
    this.#run = null;
    const { answer } = run;
    this.#offset = answer.offset;
    this.#requestedKey = this.#layoutKey();
    if (answer.index !== null && answer.index !== undefined) {
      this.#index = answer.index;
      this.#section = run.section;
    }
    const detail = { offset: answer.offset, index: answer.index ?? null, section: run.section };
    if (detail.index !== null) this.#announceCurrent();
    this.#emit("settle", detail);
    run.resolve(detail);
  }

  #announceCurrent() {
    const index = this.#index;
    const section = this.#layout === "parallax" ? this.#section : 0;
    const element = this.#elementFor({ kind: "cell", section, item: index }) ?? null;
    let text;
    if (this.#announce) text = this.#announce(index, element, section);
    else {
      text = `Item ${index + 1} of ${this.#itemCount(section)}`;
      if (this.#layout === "parallax" && this.#sectionCounts.length > 1) text += `, section ${section + 1}`;
      const name = element?.getAttribute("aria-label");
      if (name) text = `${name}, ${text.charAt(0).toLowerCase()}${text.slice(1)}`;
    }
    this.#live.textContent = String(text);
  }

  // -------------------------------------------------------------------------------------------
  // Input. A press becomes a drag once it has moved TAP_DISTANCE; until then its click still
  // reaches the item's own content (links, buttons).

  #axisPosition(event) { return this.#axis() === "x" ? event.clientX : event.clientY; }

  // Which way the content moves as the offset grows, along the axis: 1 to the left (up), the
  // reading direction; -1 to the right, right to left. A drag, a wheel scroll and the arrow keys
  // follow the content.
  #forward() { return this.#rtl && this.#axis() === "x" ? -1 : 1; }

  #stopGestures() {
    clearTimeout(this.#wheelTimer);
    this.#wheelTimer = 0;
  }

  #pointerDown(event) {
    // A press whose release happened outside the container (it never became a drag, so the
    // pointer was not captured) is replaced.
    if (!event.isPrimary || event.button !== 0 || this.#press?.dragging) return;
    const caught = this.#run !== null || this.#wheelTimer !== 0;
    this.#stopMotion(true);
    this.#stopGestures();
    const position = this.#axisPosition(event);
    this.#press = {
      pointerId: event.pointerId, x: event.clientX, y: event.clientY, position, startOffset: this.#offset,
      target: event.target, caught, dragging: false, samples: [{ time: event.timeStamp, position }],
    };
  }

  #pointerMove(event) {
    const press = this.#press;
    if (!press || event.pointerId !== press.pointerId) return;
    if (!press.dragging) {
      const slider = this.#layout === "slider";
      if (Math.hypot(event.clientX - press.x, event.clientY - press.y) < (slider ? SLIDER_THRESHOLD : TAP_DISTANCE)) return;
      press.dragging = true;
      // Swiper's offset follows the finger from where it passed the threshold.
      if (slider) press.position = this.#axisPosition(event);
      this.#container.setPointerCapture?.(event.pointerId);
    }
    this.#offset = this.#rubberBand(press.startOffset - this.#forward() * (this.#axisPosition(event) - press.position));
    // Moves arrive at most once a frame; the ones merged into this event keep their own times,
    // which a busy page needs to measure a fling.
    const moves = event.getCoalescedEvents?.() ?? [];
    for (const move of moves.length > 0 ? moves : [event]) {
      press.samples.push({ time: move.timeStamp, position: this.#axisPosition(move) });
    }
    // Keep the window and the one sample before it.
    while (press.samples.length > 2 && press.samples[1].time <= event.timeStamp - RELEASE_WINDOW) press.samples.shift();
    this.#schedule();
  }

  // The release velocity in points per second along the axis, over the last RELEASE_WINDOW ms:
  // from the newest sample at least that old (or the first) to the release. A pointer that
  // rested that long before lifting has none.
  #releaseVelocity(samples, time) {
    const last = samples[samples.length - 1];
    let first = samples[0];
    for (const sample of samples) {
      if (sample.time > time - RELEASE_WINDOW) break;
      first = sample;
    }
    const moved = last.position - first.position;
    if (moved === 0) return 0;
    return -this.#forward() * moved / Math.max(1, last.time - first.time) * 1000;
  }

  #pointerUp(event) {
    const press = this.#press;
    if (!press || event.pointerId !== press.pointerId) return;
    this.#press = null;
    if (press.dragging) {
      this.#suppressClick = true;
      setTimeout(() => { this.#suppressClick = false; }, 0);
      press.samples.push({ time: event.timeStamp, position: this.#axisPosition(event) });
      const velocity = event.type === "pointercancel" ? 0 : this.#releaseVelocity(press.samples, event.timeStamp);
      this.#release(velocity);
    } else if (press.caught) {
      this.#release(0); // a press that stopped a motion lets it come to rest from there
    } else if (event.type === "pointerup") {
      this.#tap(event, press.target);
    }
  }

  #click(event) {
    if (!this.#suppressClick) return;
    event.preventDefault();
    event.stopPropagation();
  }

  // A tap selects the item under it and scrolls it to rest. The carousel's cards are 3D, so by
  // default the server says which one is on top; elsewhere the browser's own hit testing does
  // (the `hit` option chooses).
  async #tap(event, target) {
    let hit;
    if (this.#serverHits) {
      const box = this.#container.getBoundingClientRect();
      const x = event.clientX - box.left - this.#container.clientLeft;
      const y = event.clientY - box.top - this.#container.clientTop;
      this.#hitting += 1;
      try {
        hit = await this.#get("hit", { ...this.#query({ x, y }), fields: undefined });
      } catch (error) {
        this.#report(error);
        return;
      } finally {
        this.#hitting -= 1;
      }
    } else {
      let node = target;
      while (node && node.parentElement !== this.#container) node = node.parentElement;
      hit = node ? this.#placedItems.get(node) : undefined;
    }
    if (!hit || hit.item === null || hit.item === undefined || this.#destroyed) return;
    this.#select(hit);
  }

  #select({ item, section = 0, kind = "cell" }) {
    const element = this.#elementFor({ item, section, kind }) ?? null;
    this.#emit("select", { item, section, kind, element });
    if (kind === "cell" || kind === "slide") this.scrollTo(item, { section });
  }

  // Wheel scrolling moves the offset directly: along x, a horizontal wheel or Shift with a
  // vertical one (a plain vertical wheel keeps scrolling the page); once it pauses, the content
  // comes to rest with a release at no velocity.
  #wheel(event) {
    if (this.#press?.dragging) return;
    const unit = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? this.#size[this.#axis() === "x" ? "width" : "height"] : 1;
    const delta = this.#axis() === "x"
      ? (event.deltaX !== 0 ? event.deltaX : event.shiftKey ? event.deltaY : 0)
      : (event.shiftKey ? 0 : event.deltaY);
    if (delta === 0) return;
    event.preventDefault();
    this.#stopMotion(true);
    // Content with room to scroll stops at its ends; a layout that does not scroll stretches.
    const [low, high] = this.#bounds();
    const next = this.#offset + this.#forward() * delta * unit;
    this.#offset = low < high ? Math.min(high, Math.max(low, next)) : this.#rubberBand(next);
    clearTimeout(this.#wheelTimer);
    this.#wheelTimer = setTimeout(() => this.#guard(() => {
      this.#wheelTimer = 0;
      this.#release(0);
    }), PAUSE);
    this.#schedule();
  }

  #keyDown(event) {
    if (event.altKey || event.ctrlKey || event.metaKey || isEditable(event.target)) return;
    // The circle does not scroll: both axes' arrows go round it. Right to left, ← is the next item.
    const horizontal = this.#axis() === "x" || this.#layout === "circle";
    const vertical = this.#axis() === "y";
    const forward = this.#forward();
    const step = {
      ...(horizontal ? { ArrowRight: forward, ArrowLeft: -forward } : {}),
      ...(vertical ? { ArrowDown: 1, ArrowUp: -1 } : {}),
    }[event.key];
    if (step !== undefined) {
      event.preventDefault();
      this.#step(step);
    } else if (event.key === "Home" || event.key === "End") {
      event.preventDefault();
      const last = this.#layout === "parallax" ? this.#sectionCounts.length - 1 : 0;
      if (event.key === "Home") this.#goTo(0, 0);
      else this.#goTo(this.#itemCount(last) - 1, last);
    } else if ((event.key === "Enter" || event.key === " ") && event.target === this.#container && this.#index !== null) {
      event.preventDefault();
      this.#emit("select", {
        item: this.#index, section: this.#section, kind: "cell",
        element: this.#elementFor({ kind: "cell", section: this.#section, item: this.#index }) ?? null,
      });
    }
  }

  // One item forward or back from the current one, or from where the motion under way goes.
  #step(step) {
    const going = this.#run?.answer?.index ?? this.#run?.target;
    const current = going ?? this.#index;
    const section = this.#run?.section ?? this.#section;
    if (this.#layout === "parallax") {
      const [nextSection, nextItem] = current === null ? firstCell(this.#sectionCounts) : this.#nextCell(section, current, step);
      if (nextSection !== null) this.#goTo(nextItem, nextSection);
      return;
    }
    const count = this.#itemCount();
    if (count === 0) return;
    if (current === null) {
      if (this.#snaps()) this.#release(0); // come to rest on the nearest item first
      else this.#goTo(step > 0 ? 0 : count - 1, 0);
      return;
    }
    let next = current + step;
    if (this.#wraps() || this.#layout === "circle") next = ((next % count) + count) % count;
    if (next < 0 || next >= count) return;
    this.#goTo(next, 0);
  }

  #nextCell(section, item, step) {
    let [s, i] = [section, item + step];
    while (s >= 0 && s < this.#sectionCounts.length) {
      if (i >= 0 && i < this.#sectionCounts[s]) return [s, i];
      s += step;
      i = step > 0 ? 0 : (this.#sectionCounts[s] ?? 0) - 1;
    }
    return [null, null];
  }

  #goTo(item, section) {
    if (item >= 0) this.scrollTo(item, { section });
  }

  // A resize re-lays out at once (the frame loop sees the new size); once resizing pauses, the
  // wheel, whose resting offsets depend on the viewport's width, jumps to its current item's new
  // one, and content left beyond its ends comes back.
  #resized() {
    const size = this.#viewport();
    if (size.width === this.#observedSize.width && size.height === this.#observedSize.height) return;
    this.#observedSize = size;
    this.#schedule();
    clearTimeout(this.#resizeTimer);
    this.#resizeTimer = setTimeout(() => this.#guard(() => {
      this.#resizeTimer = 0;
      if (this.#press || this.#run) return;
      if ((this.#layout === "wheel" || this.#layout === "slider") && this.#index !== null) {
        this.#startMotion({ item: this.#index }, { jump: true });
      } else if (!this.#snaps()) {
        const [low, high] = this.#bounds();
        if (this.#offset < low || this.#offset > high) this.#release(0);
      }
    }), PAUSE);
  }

  // -------------------------------------------------------------------------------------------
  // Events and errors: a handler's exception is reported without stopping the module; nothing
  // the module does throws out of an event listener or an animation frame.

  #emit(event, detail) {
    for (const handler of [...(this.#handlers.get(event) ?? [])]) {
      try {
        handler(detail);
      } catch (error) {
        reportLater(error);
      }
    }
  }

  #report(error) {
    if (error instanceof Superseded || this.#destroyed) return;
    const problem = error instanceof Problem ? error
      : new Problem(String(error?.message ?? error), error?.status ?? null, error?.parameter ?? null, error?.url ?? "");
    this.#emit("error", { detail: problem.message, status: problem.status, parameter: problem.parameter, url: problem.url });
  }

  #guard(body) {
    try {
      const result = body();
      if (result instanceof Promise) result.catch((error) => this.#report(error));
    } catch (error) {
      this.#report(error);
    }
  }
}

export default Pinwheel;

class Problem extends Error {
  constructor(detail, status, parameter, url) {
    super(detail);
    this.status = status;
    this.parameter = parameter;
    this.url = url;
  }
}

/** A request whose answer is no longer wanted (the module was destroyed). */
class Superseded extends Error {}

// `natural`: "width" or "height", a length the element keeps (measured for `sizes: "auto"`).
function place(element, item, offsetX, offsetY, natural) {
  const { frame } = item;
  const style = element.style;
  style.left = `${frame.x - offsetX}px`;
  style.top = `${frame.y - offsetY}px`;
  if (natural !== "width") style.width = `${frame.width}px`;
  if (natural !== "height") style.height = `${frame.height}px`;
  style.transformOrigin = item.transformOrigin;
  style.transform = item.css;
  style.zIndex = String(item.zIndex);
  style.opacity = String(item.alpha);
  if (item.parallax) {
    const shifted = element.querySelector("[data-pinwheel-parallax]");
    const p = item.parallax;
    if (shifted) shifted.style.transform = `matrix(${p.a}, ${p.b}, ${p.c}, ${p.d}, ${p.tx}, ${p.ty})`;
  }
  if (item.headerOverlayAlpha !== undefined) {
    const overlay = element.querySelector("[data-pinwheel-overlay]");
    if (overlay) overlay.style.opacity = String(item.headerOverlayAlpha);
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

function firstCell(sectionCounts) {
  const section = sectionCounts.findIndex((count) => count > 0);
  return section < 0 ? [null, null] : [section, 0];
}

function isTrue(value) { return value === true || value === "true"; }

function isEditable(target) {
  return target instanceof HTMLElement && (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));
}

// Chromium keeps an empty `style=""` when the attribute is removed while writes to `element.style`
// are not yet reflected in it; setting it first makes the removal stick.
function restoreStyle(element, style) {
  element.setAttribute("style", style ?? "");
  if (style === null) element.removeAttribute("style");
}

function reportLater(error) {
  if (typeof globalThis.reportError === "function") globalThis.reportError(error);
  else setTimeout(() => { throw error; }, 0);
}
