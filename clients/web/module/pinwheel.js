// Pinwheel's web module (GET /pinwheel.js): places a container's children from a Pinwheel server's /layout and /motion answers.
//
//   import { Pinwheel } from "http://127.0.0.1:8080/pinwheel.js";
//   const wheel = Pinwheel.attach(document.querySelector("#cards"), { layout: "carousel", type: "coverFlow" });
//   wheel.on("settle", ({ index }) => console.log("at rest on", index));
//
// An ES module with no dependencies and no build step: the modules beside it, one concern each,
// are the only ones it imports, and pinwheel.d.ts declares and documents the API. It computes
// no geometry and no physics: where an element goes is /layout's answer, how the offset moves
// after a release, a key or a tap is /motion's, played back by its frame times; which 3D card is
// under a tap is /hit's. This file holds the instance (its offset, current item and viewport),
// the frame loop that asks /layout for them, resizes and the API.

import { Options } from "./pinwheel-options.js";
import { Server, Superseded } from "./pinwheel-server.js";
import { Events } from "./pinwheel-events.js";
import { Placement, placementFields } from "./pinwheel-placement.js";
import { Motion } from "./pinwheel-motion.js";
import { Drag, PAUSE } from "./pinwheel-drag.js";
import { Taps } from "./pinwheel-taps.js";
import { Accessibility } from "./pinwheel-a11y.js";
import { Autoplay, autoplaySettings } from "./pinwheel-autoplay.js";
import { GRID_LAYOUTS, GridMeasures } from "./pinwheel-grids.js";

// An offset beyond any slider's ends: /snap there answers the first and the last snap.
const FAR = 1e9;

/** A container whose children a Pinwheel server places. See pinwheel.d.ts. */
export class Pinwheel {
  /** Places `container`'s children with the chosen layout and follows input until `destroy()`. */
  static attach(container, options = {}) {
    return new Pinwheel(container, options);
  }

  #container;
  #options;                  // Options: the options, and what they say of the layout
  #fields;                   // what placement reads of an item (`fields`)
  #server;                   // Server: the requests, and the size tables they send
  #events = new Events(() => this.#destroyed);
  #placement;                // Placement: the children placed from answers
  #motion;                   // Motion: the /motion under way
  #drag;                     // Drag: drags and wheel scrolls
  #taps;                     // Taps: the item under a tap, selected
  #a11y;                     // Accessibility: the region, its announcements and keys
  #sizes = null;             // ItemLengths: the items' own lengths, when they have them
  #grids = null;             // GridMeasures: what the grid layouts measure of the children
  #autoplay = null;          // Autoplay, when the `autoplay` option asks for it
  #ends = null;              // the slider's first and last snaps: { key, low, high }
  #atFirstSnap = false;      // the slider starts where Swiper does, at its first snap
  #observer;
  #listeners = [];
  #destroyed = false;

  #offset;
  #index = null;
  #section = 0;
  #content = null;           // contentSize of the last answer placed
  #size = { width: 0, height: 0 };
  #observedSize = null;      // the size the ResizeObserver last saw
  #requestedKey = null;      // offset and size of the /layout request in flight or last made
  #inFlight = false;
  #frameRequested = false;
  #resizeTimer = 0;
  #readyWaiters = [];

  constructor(container, options = {}) {
    if (!(container instanceof HTMLElement)) throw new TypeError("Pinwheel.attach: the container must be an HTML element");
    this.#container = container;
    const elements = [...container.children].filter((element) => element instanceof HTMLElement);
    this.#options = new Options(options, elements.length);
    this.#server = new Server(options.api);
    this.#offset = Number(options.offset ?? 0);
    this.#atFirstSnap = this.#options.layout === "slider" && options.offset === undefined;
    const autoplay = autoplaySettings(options.autoplay);
    // Item 0 rests at offset 0 on the wheel and the carousel; elsewhere nothing is current yet.
    if (this.#options.snaps && this.#offset === 0) this.#index = 0;
    this.#fields = placementFields(this.#options.layout);
    this.#placement = new Placement(container, this.#options, elements);
    if (options.sizes === "auto") {
      const missing = this.#placement.itemElements().findIndex((element) => !element);
      if (missing >= 0) throw new TypeError(`Pinwheel.attach: sizes 'auto' measures one child per item, and item ${missing} has none`);
    }
    this.#setUp(options);
    if (autoplay) {
      this.#autoplay = new Autoplay({
        container,
        scrollTo: (item) => this.scrollTo(item),
        index: () => this.#index,
        count: () => this.#options.itemCount(),
        wraps: () => this.#options.wraps,
        emit: (name, detail) => this.#events.emit(name, detail),
        guard: (body) => this.#events.guard(body),
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
    this.#events.on(event, handler);
    return this;
  }

  off(event, handler) {
    this.#events.off(event, handler);
    return this;
  }

  /** Scrolls `item` to rest with /motion (jumps with `prefers-reduced-motion`); resolves with the settle, or null. */
  scrollTo(item, { section = 0 } = {}) {
    if (this.#destroyed) return Promise.resolve(null);
    const options = this.#options;
    if (options.layout === "circle") {
      // Nothing scrolls on the circle: the item only becomes the current one.
      this.#index = options.validItem(item);
      this.#a11y.announce(this.#index, this.#section);
      return Promise.resolve({ offset: this.#offset, index: this.#index, section: 0 });
    }
    this.#drag.stopWheel();
    if (options.layout !== "parallax") return this.#motion.start({ item: options.validItem(item) });
    return this.#motion.start({ item: options.validItem(item, section), section });
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
    this.#motion.stop();
    this.#autoplay?.destroy();
    this.#server.close();
    this.#drag.stopWheel();
    clearTimeout(this.#resizeTimer);
    this.#observer.disconnect();
    this.#sizes?.disconnect();
    for (const [type, listener, options] of this.#listeners) this.#container.removeEventListener(type, listener, options);
    this.#a11y.remove();
    this.#placement.restore();
    for (const resolve of this.#readyWaiters.splice(0)) resolve();
    this.#events.clear();
  }

  // -------------------------------------------------------------------------------------------
  // Setting up: the modules that do the work, given what each needs of the instance; the
  // container becomes a labelled region and the viewport, its children hidden items.

  #setUp(options) {
    const container = this.#container;
    const shared = {
      container, options: this.#options, server: this.#server, events: this.#events, placement: this.#placement,
      size: () => this.#size, schedule: () => this.#schedule(), listen: (type, listener, options) => this.#listen(type, listener, options),
    };
    this.#motion = new Motion({
      ...shared,
      query: (extra) => this.#query(extra),
      sizesVersion: () => this.#sizesVersion(),
      show: (frame) => {
        this.#offset = frame.offset;
        this.#requestedKey = this.#layoutKey(); // the frame is /layout's answer at its offset
        this.#show(frame.items, frame.offset);
      },
      settle: (detail) => this.#settle(detail),
      keep: (index) => { this.#index = index; },
    });
    this.#taps = new Taps({
      ...shared,
      query: (extra) => this.#query(extra),
      destroyed: () => this.#destroyed,
      scrollTo: (item, at) => this.scrollTo(item, at),
    });
    this.#drag = new Drag({
      ...shared,
      motion: this.#motion,
      offset: () => this.#offset,
      moveTo: (offset) => { this.#offset = offset; },
      bounds: () => this.#bounds(),
      tap: (event, target) => this.#taps.tap(event, target),
    });
    this.#a11y = new Accessibility({
      ...shared,
      motion: this.#motion,
      index: () => this.#index,
      section: () => this.#section,
      scrollTo: (item, at) => this.scrollTo(item, at),
    });
    this.#sizes = this.#placement.setUp(options.sizes, () => this.#events.guard(() => this.#schedule()));
    if (GRID_LAYOUTS.has(this.#options.layout)) {
      const elements = this.#placement.itemElements();
      this.#grids = new GridMeasures({ options: this.#options, server: this.#server, elements, sizes: this.#sizes });
    }
    // Read once the children are hidden: a computed style read before would style them all.
    this.#options.readDirection(container, options.rtl);

    this.#size = this.#viewport();
    this.#observedSize = this.#size;
    this.#observer = new ResizeObserver(() => this.#events.guard(() => this.#resized()));
    this.#observer.observe(container);
  }

  // Listens to the container's `type` events until `destroy()`, reporting what the listener throws.
  #listen(type, listener, options) {
    const guarded = (event) => this.#events.guard(() => listener(event));
    this.#container.addEventListener(type, guarded, options);
    this.#listeners.push([type, guarded, options]);
  }

  // -------------------------------------------------------------------------------------------
  // The viewport, and the offsets the content rests between (where a drag meets resistance).

  #viewport() {
    return { width: this.#container.clientWidth, height: this.#container.clientHeight };
  }

  #bounds() {
    const content = this.#content;
    const options = this.#options;
    if (!content || options.wraps) return [-Infinity, Infinity];
    const length = options.axis === "x" ? "width" : "height";
    switch (options.layout) {
      case "slider": return this.#ends ? [this.#ends.low, this.#ends.high] : [-Infinity, Infinity];
      case "circle": return [0, 0]; // nothing scrolls; an offset only stretches the circle
      case "carousel": return [0, content[length] - content[length] / Math.max(1, options.itemCount())];
      default: return [0, Math.max(0, content[length] - this.#size[length])];
    }
  }

  #sizesVersion() { return (this.#sizes?.version ?? 0) + (this.#grids?.version ?? 0); }

  // The /layout parameters at the current offset and size, with `extra`.
  #query(extra = {}) {
    const { width, height } = this.#size;
    const { layout, parameters, rtl } = this.#options;
    // The cards tilt while a drag is under way: the offset it began at says which way.
    const dragFrom = layout === "slider" && parameters.effect === "cards" ? this.#drag.dragStart : undefined;
    return {
      ...parameters, ...this.#grids?.parameters, sizes: this.#sizes?.text, rtl: rtl ? true : undefined, offset: this.#offset, width, height, dragFrom,
      ...extra, fields: this.#fields,
    };
  }

  // -------------------------------------------------------------------------------------------
  // The frame loop: it runs only while something is to be done, advances a motion by its frame
  // times, and otherwise keeps one /layout request in flight for the latest offset and size.

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
    this.#size = this.#viewport();
    // Measured lengths are followed by a ResizeObserver, which reports after this frame's
    // callbacks: someone waiting for ready() needs them now.
    if (this.#readyWaiters.length > 0) this.#sizes?.remeasure();
    if (this.#motion.playing) this.#motion.advance(now);
    if (!this.#motion.playing) this.#requestLayout();
    if (this.#readyWaiters.length > 0) {
      if (this.#busy()) this.#schedule();
      else for (const resolve of this.#readyWaiters.splice(0)) resolve();
    }
  }

  #layoutKey() {
    const { width, height } = this.#size;
    return width > 0 && height > 0 ? `${this.#offset} ${width} ${height} ${this.#sizesVersion()}` : null;
  }

  #busy() {
    const key = this.#layoutKey();
    return this.#inFlight || this.#taps.hitting || this.#motion.running || this.#drag.dragging || this.#drag.wheeling
      || this.#resizeTimer !== 0 || (key !== null && key !== this.#requestedKey);
  }

  async #requestLayout() {
    if (this.#inFlight || this.#layoutKey() === null || this.#layoutKey() === this.#requestedKey) return;
    this.#inFlight = true;
    try {
      if (this.#options.layout === "slider" && this.#ends?.key !== this.#sizeKey()) await this.#fetchEnds();
      await this.#grids?.prepare(this.#size.width);
      const key = this.#layoutKey();
      this.#requestedKey = key;
      const query = this.#query();
      const answer = await this.#server.get("layout", query);
      // A motion's frames, once they play, are newer than any answer still on its way.
      if (!this.#motion.playing && this.#requestedKey === key) this.#show(answer.items, query.offset, answer.contentSize);
    } catch (error) {
      this.#events.report(error);
    } finally {
      this.#inFlight = false;
      this.#schedule();
    }
  }

  #sizeKey() {
    const { width, height } = this.#size;
    return `${width} ${height} ${this.#sizesVersion()}`;
  }

  // The slider's first and last snaps (Swiper's minTranslate and maxTranslate, negated), where a
  // drag meets resistance; the slider starts at the first unless told otherwise.
  async #fetchEnds() {
    const key = this.#sizeKey();
    const wraps = this.#options.wraps;
    let low = -Infinity;
    let high = Infinity;
    const snap = async (offset) => {
      try {
        return (await this.#server.get("snap", { ...this.#query({ offset }), fields: undefined, dragFrom: undefined })).offset;
      } catch (error) {
        if (error instanceof Superseded) throw error;
        return offset < 0 ? -Infinity : Infinity; // the /layout request that follows reports the problem
      }
    };
    if (!wraps) [low, high] = await Promise.all([snap(-FAR), snap(FAR)]);
    else if (this.#atFirstSnap) low = await snap(0);
    this.#ends = { key, low: wraps ? -Infinity : low, high };
    if (this.#atFirstSnap) {
      this.#atFirstSnap = false;
      if (this.#offset === 0 && !this.#drag.pressed && !this.#motion.running && Number.isFinite(low)) this.#offset = low;
    }
    // At rest on the first snap, the first slide is the current one (as at offset 0 elsewhere).
    if (this.#index === null && this.#offset === low && !this.#motion.running) this.#index = 0;
  }

  #show(items, offset, contentSize) {
    if (contentSize) this.#content = contentSize;
    this.#placement.show(items, offset);
    this.#events.emit("change", { offset, items });
  }

  // A motion came to rest: its last frame is /layout's answer at its offset.
  #settle(detail) {
    this.#offset = detail.offset;
    this.#requestedKey = this.#layoutKey();
    if (detail.index !== null) {
      this.#index = detail.index;
      this.#section = detail.section;
      this.#a11y.announce(this.#index, this.#section);
    }
    this.#events.emit("settle", detail);
  }

  // -------------------------------------------------------------------------------------------
  // Resizes.

  // A resize re-lays out at once (the frame loop sees the new size); once resizing pauses, the
  // wheel, whose resting offsets depend on the viewport's width, jumps to its current item's new
  // one, and content left beyond its ends comes back.
  #resized() {
    const size = this.#viewport();
    if (size.width === this.#observedSize.width && size.height === this.#observedSize.height) return;
    this.#observedSize = size;
    this.#schedule();
    clearTimeout(this.#resizeTimer);
    this.#resizeTimer = setTimeout(() => this.#events.guard(() => {
      this.#resizeTimer = 0;
      if (this.#drag.pressed || this.#motion.running) return;
      const layout = this.#options.layout;
      if ((layout === "wheel" || layout === "slider") && this.#index !== null) {
        this.#motion.start({ item: this.#index }, { jump: true });
      } else if (!this.#options.snaps) {
        const [low, high] = this.#bounds();
        if (this.#offset < low || this.#offset > high) this.#motion.release(0);
      }
    }), PAUSE);
  }
}

export default Pinwheel;
