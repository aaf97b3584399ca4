// Placement for Pinwheel's web module (GET /pinwheel-placement.js, imported by pinwheel.js beside it): the container's children placed from an answer's items, and given back as they were.
//
// By docs/API.md's rule ("Placing an element"): an absolutely positioned box of the frame's size at the frame's origin
// less the content offset (none for the carousel and the slider, whose scrolling is in the
// matrix), with transform-origin, transform, z-index and opacity from the item. The container
// becomes the viewport; its children are the items in document order (for the parallax list
// the header, the menu, then per section its header, cells and footer; an element of height 0
// is absent), hidden until an answer places them.

import { ItemLengths } from "./pinwheel-sizes.js";
import { SHADOW_FIELDS, SlideShadows } from "./pinwheel-shadows.js";
import { FirstFrame } from "./pinwheel-first-frame.js";
import { GRID_LAYOUTS, masonryMeasuringWidth } from "./pinwheel-grids.js";

// What placement reads of an item; the parallax list also shifts cell contents and darkens its
// header, the slider draws its shadows.
const PLACEMENT_FIELDS = "alpha,css,frame,transformOrigin,zIndex";
const MORE_FIELDS = { parallax: ",headerOverlayAlpha,parallax", slider: `,${SHADOW_FIELDS}` };
// The slider's effects whose slides are drawn outside the container.
const DRAWN_OUTSIDE = new Set(["cube", "flip", "cards"]);

/** The item keys placement reads in `layout`, for `fields`. */
export function placementFields(layout) { return PLACEMENT_FIELDS + (MORE_FIELDS[layout] ?? ""); }

/** One container's children, placed as items (`options`: the instance's Options). */
export class Placement {
  #container;
  #options;
  #elements;
  #shadows = null;           // SlideShadows: the slider's shadow overlays
  #sizes = null;             // ItemLengths: the items' own lengths, when they have them
  #savedStyles;              // element → its style attribute before the module wrote to it
  #parallaxStarts = null;
  #placedItems = new Map();  // element → the API item it was placed for (the elements shown)
  #hidesByDisplay = true;    // hidden children are display: none, or (measured ones) visibility: hidden
  #ownDisplay = new Map();   // element → its own inline display, given back when it is shown
  #firstFrame = null;        // FirstFrame: the picture a stylesheet drew, kept until the first answer

  constructor(container, options, elements) {
    this.#container = container;
    this.#options = options;
    this.#elements = elements;
    if (options.layout === "slider") this.#shadows = new SlideShadows(container, options.axis);
  }

  /**
   * Makes the container the viewport and its children absolutely positioned, hidden items; with
   * `sizes`, the items' own lengths (`onSizesChange` is called when measured ones change), which
   * it returns as an ItemLengths (else null).
   */
  setUp(sizes, onSizesChange) {
    const container = this.#container;
    // Every element whose style the module writes: the container, its children, and the
    // descendants that take a parallax cell's shift or the header's overlay alpha.
    const styled = [container, ...this.#elements,
      ...container.querySelectorAll(":scope > * [data-pinwheel-parallax], :scope > * [data-pinwheel-overlay]")];
    this.#savedStyles = new Map(styled.map((element) => [element, element.getAttribute("style")]));

    // A hidden child is display: none, which takes it out of layout: a list of 100,000 cells lays
    // out only the dozen shown. Measured ones must stay laid out, and are only invisible. The
    // children are hidden before any computed style is read, which would style them all.
    this.#hidesByDisplay = sizes !== "auto";
    for (const element of this.#elements) {
      if (element.style.display) this.#ownDisplay.set(element, element.style.display);
      Object.assign(element.style, { position: "absolute", boxSizing: "border-box", margin: "0" });
      this.#hide(element);
    }
    // A stylesheet's first frame (GET /layout.css) stays shown until the first answer replaces it.
    this.#firstFrame = FirstFrame.of(container);
    for (const element of this.#firstFrame?.shownElements(this.#elements) ?? []) {
      this.#reveal(element);
      this.#placedItems.set(element, undefined);
    }
    const style = container.style;
    if (getComputedStyle(container).position === "static") style.position = "relative";
    // Swiper's cube, flip and cards draw outside the container (swiper.css: overflow visible).
    const outside = this.#options.layout === "slider" && DRAWN_OUTSIDE.has(this.#options.parameters.effect);
    style.overflow = outside ? "visible" : "hidden";
    style.isolation = "isolate"; // negative z-indexes stay inside the container
    style.touchAction = this.#options.axis === "x" ? "pan-y" : "pan-x"; // the other axis still scrolls the page
    style.userSelect = "none";
    style.webkitUserSelect = "none";
    if (sizes !== undefined && sizes !== null) this.#setUpSizes(sizes, onSizesChange);
    return this.#sizes;
  }

  /** The children of the items (the parallax list's cells, across its sections), in item order; undefined for an item without one. */
  itemElements() {
    const options = this.#options;
    if (options.layout !== "parallax") return Array.from({ length: options.itemCount() }, (_, item) => this.#elements[item]);
    return options.sectionCounts.flatMap((count, section) =>
      Array.from({ length: count }, (_, item) => this.elementFor({ kind: "cell", section, item })));
  }

  /** The element of an answer's item (`kind`, `section`, `item`), or undefined. */
  elementFor(item) {
    if (item.kind === "shadow") return this.#shadows?.cubeShadow();
    const { layout, parameters, sectionCounts } = this.#options;
    if (layout !== "parallax") return item.kind === "cell" || item.kind === "slide" ? this.#elements[item.item] : undefined;
    const present = (name) => Number(parameters[name] ?? 1) !== 0;
    if (this.#parallaxStarts === null) {
      let position = (present("headerHeight") ? 1 : 0) + (present("menuHeight") ? 1 : 0);
      this.#parallaxStarts = sectionCounts.map((count) => {
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
      sectionFooter: start + headerRow + (sectionCounts[item.section] ?? 0),
    }[item.kind];
    return this.#elements[position];
  }

  /** Places `items` (an answer's, at content offset `offset`) and hides the children shown before that they leave out. */
  show(items, offset) {
    const along = this.#options.viewportFrames ? 0 : offset;
    const [offsetX, offsetY] = this.#options.layout === "wheel" ? [along, 0] : [0, along];
    // Measured cells keep their own length along the axis (the answer's is that length).
    const natural = this.#sizes?.measured ? (this.#options.axis === "x" ? "width" : "height") : null;
    const placed = new Map();
    for (const item of items) {
      const element = this.elementFor(item);
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
    this.#firstFrame?.takeOver(); // in this task: no frame is painted between the two pictures
  }

  /** The item shown in the child of the container that holds `target`, if one is. */
  itemAt(target) {
    let node = target;
    while (node && node.parentElement !== this.#container) node = node.parentElement;
    return node ? this.#placedItems.get(node) : undefined;
  }

  /** Removes the shadows and gives every element the style it had. */
  restore() {
    this.#shadows?.remove();
    for (const [element, style] of this.#savedStyles) restoreStyle(element, style);
    this.#firstFrame?.release();
  }

  // `sizes`: the items' own lengths along the scroll axis. Measured ones ("auto") are the
  // children's lengths as the page lays them out: placement leaves that length to them, and a
  // cell is first measured at the width it will be placed at: a parallax cell at `itemWidth`, by
  // default the viewport's width; a masonry card at its column's (the grid's cards wait for the
  // server's column widths: pinwheel-grids.js).
  #setUpSizes(sizes, onChange) {
    const items = this.itemElements();
    const { layout, parameters } = this.#options;
    if (sizes === "auto" && layout === "parallax") {
      const width = `${Number(parameters.itemWidth ?? this.#container.clientWidth)}px`;
      for (const element of items) if (element) element.style.width = width;
    }
    if (sizes === "auto" && layout === "masonry") {
      const width = masonryMeasuringWidth(parameters);
      items.forEach((element, item) => { element.style.width = `${width(item)}px`; });
    }
    const exact = GRID_LAYOUTS.has(layout);
    this.#sizes = new ItemLengths(sizes, { elements: items, axis: this.#options.axis, onChange, exact });
  }

  #hide(element) {
    if (this.#hidesByDisplay) element.style.display = "none";
    else element.style.visibility = "hidden";
  }

  #reveal(element) {
    if (this.#hidesByDisplay) element.style.display = this.#ownDisplay.get(element) ?? "";
    else element.style.visibility = "";
  }
}

/**
 * Places `element` as `item` at its frame less (`offsetX`, `offsetY`) (pinwheel-page.js places a
 * page's children with it too). `natural`: "width" or "height", a length the element keeps
 * (measured for `sizes: "auto"`).
 */
export function place(element, item, offsetX, offsetY, natural) {
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

// Chromium keeps an empty `style=""` when the attribute is removed while writes to `element.style`
// are not yet reflected in it; setting it first makes the removal stick.
function restoreStyle(element, style) {
  element.setAttribute("style", style ?? "");
  if (style === null) element.removeAttribute("style");
}
