// What the grid layouts measure of their children, for Pinwheel's web module (GET /pinwheel-grids.js, imported by pinwheel.js and pinwheel-placement.js beside it): the width a card is measured at, and the aspect ratios of a justified gallery.
//
// Masonry, justified rows and the CSS grid (docs/GRID.md) scroll vertically like the parallax
// list, and their items have their own sizes. `sizes: "auto"` measures each card's height at the
// width it will be placed at: masonry's `columnWidth` (or `itemWidth`, or the item's `widths`
// entry), known from the options; the grid's column widths, which only the server knows (Chromium's
// 1/64-px tracks), so they are asked once per container width with a /layout of the first row.
// `aspectRatios: "auto"` reads each child's `data-aspect-ratio`, or its image's natural size once
// the image has loaded.

import { compactSizes } from "./pinwheel-sizes.js";

/** The layouts of docs/GRID.md. */
export const GRID_LAYOUTS = new Set(["masonry", "justified", "grid"]);

/**
 * The width each item's element is measured at for masonry's `sizes: "auto"` (a number, or a
 * function of the item), from the options; throws a TypeError naming what is missing.
 */
export function masonryMeasuringWidth(parameters) {
  const widths = parameters.widths;
  if (typeof widths === "string" && !widths.startsWith("@")) {
    const lengths = widths.split(",").flatMap((entry) => {
      const [length, repeats = "1"] = entry.split("*");
      return Array(Number(repeats)).fill(Number(length));
    });
    return (item) => lengths[item];
  }
  for (const name of ["itemWidth", "columnWidth"]) {
    if (parameters[name] !== undefined) return () => Number(parameters[name]);
  }
  throw new TypeError("Pinwheel.attach: masonry's sizes 'auto' measures the cards at their width: give columnWidth, itemWidth or widths as a list");
}

/**
 * One instance's measured grid parameters. `host`: `options` (its Options), `server` (its
 * Server), `elements` (one element per item, in item order), `sizes` (its ItemLengths, or null).
 * `prepare(width)` makes them ready for a container `width` before a /layout request; `version`
 * grows whenever they change, and `parameters` is what they add to a query.
 */
export class GridMeasures {
  #host;
  #ratios = null;            // the aspect ratios read from the children ("auto"), once all are known
  #ratiosRead = null;        // the Promise of reading them
  #columnsWidth = null;      // the container width the grid's cards were last measured at
  version = 0;

  constructor(host) {
    this.#host = host;
    if (host.options.measuredRatios) this.#ratiosRead = readRatios(ratioSources(host.elements)).then((ratios) => {
      this.#ratios = ratios;
      this.version += 1;
    });
  }

  /** What a query gets from the measurements: the aspect ratios read from the children. */
  get parameters() {
    return this.#ratios ? { aspectRatios: compactSizes(this.#ratios) } : {};
  }

  /**
   * Resolves once the measurements hold for a container `width`: the images have loaded, and the
   * grid's cards are as wide as their columns and measured at that width.
   */
  async prepare(width) {
    if (this.#ratiosRead) await this.#ratiosRead;
    const { options, sizes } = this.#host;
    if (options.layout !== "grid" || !sizes?.measured || this.#columnsWidth === width) return;
    const columns = await this.#columnWidths(width);
    this.#host.elements.forEach((element, item) => {
      element.style.width = `${columns[item % columns.length]}px`;
    });
    this.#columnsWidth = width;
    if (sizes.remeasure()) this.version += 1;
  }

  // The grid's column widths at container `width`: the widths of the first row's cells, which a
  // /layout whose items are all 1 point tall, seen through a 1-point viewport, answers alone
  // (the columns do not depend on the heights).
  async #columnWidths(width) {
    const { options, server } = this.#host;
    const query = { ...options.parameters, width, height: 1, offset: 0, itemHeight: 1, rtl: undefined, fields: "frame" };
    const answer = await server.get("layout", query);
    const firstRow = answer.items.filter((item) => item.frame.y === 0);
    if (firstRow.length === 0) return [width];
    return firstRow.sort((a, b) => a.item - b.item).map((item) => item.frame.width);
  }
}

// What gives each element's width / height: its `data-aspect-ratio`, or its image (the element,
// or the first image in it); throws a TypeError naming an item that has neither.
function ratioSources(elements) {
  return elements.map((element, item) => {
    const given = element?.dataset.aspectRatio;
    if (given !== undefined) return Number(given);
    const image = element instanceof HTMLImageElement ? element : element?.querySelector("img");
    if (!image) throw new TypeError(`Pinwheel.attach: aspectRatios 'auto' needs data-aspect-ratio or an image on item ${item}'s child`);
    return image;
  });
}

// The ratios of `sources`, once every image has loaded (one that fails to load counts as square).
function readRatios(sources) {
  return Promise.all(sources.map(async (source) => {
    if (typeof source === "number") return source;
    if (!source.complete) {
      await new Promise((resolve) => {
        source.addEventListener("load", resolve, { once: true });
        source.addEventListener("error", resolve, { once: true });
      });
    }
    return source.naturalWidth > 0 && source.naturalHeight > 0 ? source.naturalWidth / source.naturalHeight : 1;
  }));
}
