// The options of Pinwheel's web module (GET /pinwheel-options.js, imported by the modules beside it): its own, the /layout parameters, and what they say of the layout.
//
// Every option the module does not read itself is a /layout parameter, sent as it is. From the
// parameters follows what the other modules need to know of the layout: its scroll axis and
// reading direction, whether it snaps to items or wraps around, and its items (per section for
// the parallax list).

import { compactSizes } from "./pinwheel-sizes.js";
import { GRID_LAYOUTS } from "./pinwheel-grids.js";
import { WRAPPING_CAROUSELS } from "./pinwheel-layout-facts.js";

// Options the module reads itself (width and height are the container's); every other option is
// a /layout parameter, sent as it is.
const MODULE_OPTIONS = ["api", "label", "announce", "fps", "rate", "hit", "offset", "sizes", "rtl", "width", "height", "autoplay"];
// The layouts whose frames are in viewport coordinates: their scrolling is in the frames and matrices.
const VIEWPORT_FRAMES = new Set(["carousel", "slider"]);

/** Whether an option is true: `true`, or `"true"` as a query writes it. */
export function isTrue(value) { return value === true || value === "true"; }

/** One instance's options, and the layout they describe (its parameters never change). */
export class Options {
  /** The layout: "wheel" unless `layout` says otherwise. */
  layout;
  /** The /layout parameters: every option but the module's own, with `count` filled in. */
  parameters;
  /** The items per section (the parallax list's sections; one section elsewhere). */
  sectionCounts;
  // The options of these names, as given (pinwheel.d.ts).
  label;
  announce;
  fps;
  rate;
  /** Whether the server says which item a tap is on (`hit: "server"`, the default where frames are in viewport coordinates). */
  serverHits;
  /** Whether the frames are in viewport coordinates (the carousel, the slider). */
  viewportFrames;
  /** The scroll axis: "x" or "y". */
  axis;
  /** Whether the layout comes to rest on items (the wheel, the carousel, the slider). */
  snaps;
  /** Whether the layout goes round (a wrapping carousel, a looping slider). */
  wraps;
  /** Whether `aspectRatios: "auto"` asks the module to read them from the children. */
  measuredRatios;
  /** Whether the server mirrors the layout (right to left), once `readDirection` has read it. */
  rtl = false;

  constructor(options, elementCount) {
    const parameters = { ...options };
    for (const name of MODULE_OPTIONS) delete parameters[name];
    const layout = parameters.layout ??= "wheel";
    if (parameters.count === undefined) parameters.count = defaultCount(parameters, elementCount);
    if (Array.isArray(parameters.count)) parameters.count = parameters.count.join(",");
    // The grid layouts' other lists (docs/GRID.md) take `sizes`' compact form, and its tables.
    for (const name of ["widths", "aspectRatios"]) {
      if (Array.isArray(parameters[name])) parameters[name] = compactSizes(parameters[name]);
    }
    this.measuredRatios = parameters.aspectRatios === "auto";
    if (this.measuredRatios) delete parameters.aspectRatios;
    this.layout = layout;
    this.parameters = parameters;
    this.sectionCounts = String(parameters.count).split(",").map(Number);
    this.label = options.label;
    this.announce = options.announce;
    this.fps = options.fps;
    this.rate = options.rate;
    this.viewportFrames = VIEWPORT_FRAMES.has(layout);
    this.serverHits = options.hit === undefined ? this.viewportFrames : options.hit === "server";
    this.axis = axisOf(layout, parameters);
    this.snaps = layout === "wheel" || layout === "carousel" || layout === "slider";
    this.wraps = wraps(layout, parameters);
  }

  /**
   * Reads the reading direction from `rtl` (the option) or, without it, from the container's
   * computed `direction`. It mirrors horizontal layouts and the grid layouts' rows only: a
   * vertical list reads top to bottom in every script. `rtl: true` is sent as it is (the server
   * refuses it for the parallax list and the circle).
   */
  readDirection(container, rtl) {
    const mirrors = this.axis === "x" || GRID_LAYOUTS.has(this.layout);
    this.rtl = rtl === undefined ? mirrors && getComputedStyle(container).direction === "rtl" : isTrue(rtl);
  }

  /**
   * Which way the content moves as the offset grows, along the axis: 1 to the left (up), the
   * reading direction; -1 to the right, right to left. A drag, a wheel scroll and the arrow keys
   * follow the content.
   */
  get forward() { return this.rtl && this.axis === "x" ? -1 : 1; }

  /** The items of `section` (there is one section but in the parallax list). */
  itemCount(section = 0) {
    return this.layout === "parallax" ? (this.sectionCounts[section] ?? 0) : this.sectionCounts[0];
  }

  /** An item the layout has: modulo the count where it wraps, else the first or the last. */
  validItem(item, section = 0) {
    const count = this.itemCount(section);
    const whole = Math.round(Number(item)) || 0;
    if (this.wraps && count > 0) return ((whole % count) + count) % count;
    return Math.max(0, Math.min(count - 1, whole));
  }
}

// One item per child; the parallax list's header, menu, section headers and footers are
// children too, unless their height is 0.
function defaultCount(parameters, elementCount) {
  if (parameters.layout !== "parallax") return elementCount;
  const fixed = ["headerHeight", "menuHeight", "sectionHeaderHeight", "sectionFooterHeight"]
    .filter((name) => Number(parameters[name] ?? 1) !== 0).length;
  return Math.max(0, elementCount - fixed);
}

function axisOf(layout, parameters) {
  if (layout === "carousel") return isTrue(parameters.vertical) ? "y" : "x";
  if (layout === "slider") return parameters.direction === "vertical" ? "y" : "x";
  return layout === "wheel" ? "x" : "y";
}

function wraps(layout, parameters) {
  if (layout === "slider") return isTrue(parameters.loop);
  if (layout !== "carousel") return false;
  const { wrap, type } = parameters;
  return wrap === undefined ? WRAPPING_CAROUSELS.has(type ?? "linear") : isTrue(wrap);
}
