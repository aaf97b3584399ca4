// TypeScript declarations of Pinwheel's web module (GET /pinwheel.d.ts, beside GET /pinwheel.js and the modules it imports, whose exports are internal and not declared here: /pinwheel-options.js, /pinwheel-server.js, /pinwheel-events.js, /pinwheel-placement.js, /pinwheel-motion.js, /pinwheel-drag.js, /pinwheel-taps.js, /pinwheel-a11y.js, /pinwheel-sizes.js, /pinwheel-autoplay.js, /pinwheel-shadows.js, /pinwheel-first-frame.js, /pinwheel-grids.js); and of /pinwheel-page.js, whose `createPage` (docs/PAGE.md's pages) is declared at the end.

/** The layouts a Pinwheel server computes. */
export type PinwheelLayout = "wheel" | "circle" | "parallax" | "carousel" | "slider" | "masonry" | "justified" | "grid";

/** Swiper's effects (`layout: "slider"`, docs/SLIDER.md). */
export type PinwheelSliderEffect = "slide" | "fade" | "cube" | "coverflow" | "flip" | "cards" | "creative";

/**
 * The `autoplay` option: `true` for the defaults, or any of these.
 * Every `delay` ms after the last motion came to rest, the next item is scrolled to with
 * `scrollTo` (after the last, the first; a wrapping carousel or a looping slider goes on to the
 * first item ahead). It pauses while the page is hidden (`visibilitychange`), keeping the time
 * left, and is off under `prefers-reduced-motion: reduce`.
 */
export interface PinwheelAutoplayOptions {
  /** Milliseconds between one item coming to rest and the next scroll. Default 3000. */
  delay?: number;
  /** Pauses while the mouse is over the container. Default true. */
  pauseOnHover?: boolean;
  /**
   * Stops for good on the user's own drag, tap, wheel scroll or key (until `autoplay.start()`).
   * When false, those only make it wait a whole delay again. Default true.
   */
  stopOnInteraction?: boolean;
}

/** The autoplay of an instance attached with the `autoplay` option. */
export interface PinwheelAutoplay {
  /** Whether it runs (paused or not); false once stopped, and always under reduced motion. */
  readonly running: boolean;
  /** Whether it waits for the page to be shown again or the mouse to leave. */
  readonly paused: boolean;
  /** Starts it again, a whole delay before the next item (not under reduced motion). */
  start(): void;
  /** Stops it. */
  stop(): void;
}

/** iCarousel's carousel types (`layout: "carousel"`). */
export type PinwheelCarouselType =
  | "linear" | "rotary" | "invertedRotary" | "cylinder" | "invertedCylinder" | "wheel" | "invertedWheel"
  | "coverFlow" | "coverFlow2" | "timeMachine" | "invertedTimeMachine";

/**
 * What `Pinwheel.attach` takes. `api`, `label`, `announce`, `fps`, `rate`, `hit`, `offset`, `sizes`
 * and `rtl` are the module's own (the last two become the `sizes` and `rtl` parameters); every other property is a `/layout` query parameter and is sent as it is (the
 * server checks it: an unknown or out-of-range one gives an `error` event naming it). `width`
 * and `height` are not taken: they are the container's.
 */
export interface PinwheelOptions {
  /**
   * The Pinwheel server's URL (a path prefix is kept: `https://example.com/pinwheel`).
   * Default: the server the module was loaded from. A server on another origin than the page
   * must be started with `--cors-origin` naming the page's origin.
   */
  api?: string;
  /** Which layout. Default `"wheel"`. */
  layout?: PinwheelLayout;
  /** The carousel's type. Default (the server's) `"linear"`. */
  type?: PinwheelCarouselType;
  /**
   * The slider's effect. Default (the server's) `"slide"`. The slider takes Swiper's options by
   * name (`slidesPerView` — a number, or `"auto"` with `sizes` —, `spaceBetween`,
   * `centeredSlides`, `loop`, `direction`, `resistance`, `resistanceRatio`, `speed`, …) and each
   * effect's prefixed (`coverflowRotate`, `cardsPerSlideOffset`, `creativePrevTranslate`, …), sent
   * as they are. It starts at its first snap unless `offset` is given.
   */
  effect?: PinwheelSliderEffect;
  /** Moves to the next item by itself: `true` (the defaults) or its options. Default off. */
  autoplay?: boolean | PinwheelAutoplayOptions;
  /**
   * How many items. Default: the container's children (for the parallax list, those that are
   * not its header, menu, section header or footer, as one section). The parallax list takes
   * one count per section: `[4, 6, 5]` or `"4,6,5"`.
   */
  count?: number | string | number[];
  /**
   * The content offset to start at, in points. Default 0 (the slider: its first snap). With a
   * first frame from GET /{layout}/layout.css, the stylesheet's offset (docs/FIRST-FRAME.md).
   */
  offset?: number;
  /** The container's `aria-label` when it has none. Default `"Carousel"` (`"List"` for the parallax list and the grid layouts). */
  label?: string;
  /**
   * The text the `aria-live` region reads when an item becomes current. Default
   * `"Item 3 of 20"`, prefixed with the item element's `aria-label` when it has one.
   */
  announce?: (index: number, element: HTMLElement | null, section: number) => string;
  /** Frames a second asked of `/motion` (1–240). Default: the server's, 60. */
  fps?: number;
  /**
   * The deceleration rate asked of `/motion`: `"normal"`, `"fast"`, or a number from 0.9 up to
   * (not including) 1. The wheel, the circle and the parallax list only; the carousel
   * decelerates as iCarousel does and ignores it.
   */
  rate?: "normal" | "fast" | number;
  /**
   * Who names the item under a tap: `"server"` asks `/hit`, `"page"` asks the browser (the DOM).
   * Default: `"server"` for the carousel and the slider, whose cards are 3D, `"page"` for the others.
   */
  hit?: "server" | "page";
  /**
   * Each item's own length along the scroll axis, in points: the parallax list's cell heights,
   * across all sections in order, the slider's slide widths with `slidesPerView: "auto"`, the
   * masonry's and the grid's card heights (docs/GRID.md; other layouts refuse it, an `error`
   * event naming `sizes`).
   * - `"auto"`: each item child's `offsetHeight` (`offsetWidth` along x), measured when attached
   *   and again whenever one resizes (a `ResizeObserver`); placement then leaves that length to
   *   the child (its CSS height or its content's), and sets the others. Every item needs a child.
   *   A masonry card is measured at its width: `columnWidth`, `itemWidth` or its `widths` entry
   *   (one of them must be given as numbers); a grid card at its column's width, which the module
   *   asks the server for (a `/layout` of the first row) at each container width. The grid
   *   layouts' cards are measured to Chromium's 1/64 px (their bounding box), not whole pixels.
   * - An array: the lengths as given (`[200, 150, 150, 150, 320]`).
   * - A string: `sizes` as it is sent: `"200,150*3,320"`, or `"@sha256-…"` for a table posted by
   *   the page itself.
   *
   * Runs of equal lengths are sent as `L*n`. A list of more than 256 entries (a run is one), or
   * one a query could not hold (the server takes 4,096 bytes), is posted once as a size table
   * (`POST /sizes`) and sent as `sizes=@sha256-…`; when the server no longer holds it (evicted, or
   * another replica behind a load balancer: a 404 `sizes-unknown`), the module posts it again
   * and repeats the request once. Default: none, every item of the layout's own size.
   */
  sizes?: "auto" | number[] | string;
  /**
   * Justified rows (`layout: "justified"`): each photo's width / height, required.
   * - `"auto"`: each item child's `data-aspect-ratio`, or else its image's (the child, or the
   *   first `<img>` in it) `naturalWidth / naturalHeight`; the module waits for images not yet
   *   loaded before its first request (one that fails to load counts as square). Placement sets
   *   the child's width and height: an image inside takes `width: 100%; height: 100%` from the page.
   * - An array or a string, and long lists as size tables, as for `sizes`.
   */
  aspectRatios?: "auto" | number[] | string;
  /** Masonry: each card's width (its span of columns), an array or a string as for `sizes`, long lists as tables. */
  widths?: number[] | string;
  /**
   * Lays a horizontal layout (the wheel, the carousel without `vertical`, the slider without
   * `direction: "vertical"`) out right to left: item 0
   * at the right, a growing offset moving the content to the right; the grid layouts' rows start
   * at the right. Default: the container's computed `direction` (`dir="rtl"` on it or an
   * ancestor) for horizontal layouts and the grid layouts, off for other vertical ones. Drags, the wheel and the arrow keys follow the content: ← goes to the next item.
   */
  rtl?: boolean;
  /**
   * Any other `/layout` parameter: `itemWidth`, `radius`, `spacing`, `wrap`, `vertical`,
   * `headerHeight`…; the grid layouts' (docs/GRID.md): masonry's `columnWidth`, `gutter`,
   * `fitWidth`, `horizontalOrder`, `originTop`; justified rows' `targetRowHeight`,
   * `containerPadding`, `boxSpacing`, `widowLayoutStyle`, …; the grid's `minColumnWidth` or
   * `columns`, `gap`, `rowGap`, `columnGap`.
   */
  [parameter: string]: unknown;
}

/** One element of a `/layout` answer (or of a `/motion` frame), as far as the module asks for it. */
export interface PinwheelItem {
  kind:
    | "cell" | "header" | "menu" | "sectionHeader" | "sectionFooter" | "slide" | "shadow"
    | "pageHeader" | "pageFooter" | "pageBackground";
  section: number;
  item: number;
  /** The untransformed frame: centre ± size/2. */
  frame: { x: number; y: number; width: number; height: number };
  /** The transform as a CSS `matrix3d(…)`. */
  css: string;
  /** The anchor point as a CSS `transform-origin`. */
  transformOrigin: string;
  zIndex: number;
  alpha: number;
  /** Parallax cells: the translation of their content. */
  parallax?: { a: number; b: number; c: number; d: number; tx: number; ty: number };
  /** The parallax list's header: its overlay's alpha. */
  headerOverlayAlpha?: number;
  /** Slider slides, with the effect's shadows on: the alphas of their shadow overlays. */
  shadowBefore?: number;
  shadowAfter?: number;
  shadow?: number;
  /** The other keys of the answer, when the server sends them. */
  [key: string]: unknown;
}

/** `change`: the items were placed at a new offset (during a drag, a wheel scroll, each frame of a motion, a resize). */
export interface PinwheelChange {
  offset: number;
  /** The items as the server placed them (the children without one are hidden). */
  items: PinwheelItem[];
}

/** `settle`: a motion came to rest. */
export interface PinwheelSettle {
  /** The offset at rest. */
  offset: number;
  /**
   * The item at rest (the wheel and the carousel, modulo `count` when the carousel wraps) or the
   * item scrolled to; null after a release on the circle or the parallax list.
   */
  index: number | null;
  /** The parallax list's section of `index`; 0 elsewhere. */
  section: number;
}

/** `select`: an item was tapped or clicked (or Enter or Space pressed on the current one). */
export interface PinwheelSelect {
  item: number;
  section: number;
  kind: PinwheelItem["kind"];
  /** The child that shows it, or null when the container has fewer children than `count`. */
  element: HTMLElement | null;
}

/** `error`: the server could not be reached, or it refused a request. */
export interface PinwheelError {
  /** The problem's `detail` (`"radius: -5 is below the minimum of 0.001"`), or `"cannot reach …: …"`. */
  detail: string;
  /** The HTTP status, or null when no answer came. */
  status: number | null;
  /** The query parameter the problem names, if any. */
  parameter: string | null;
  /** The request that failed. */
  url: string;
}

export interface PinwheelEvents {
  change: PinwheelChange;
  settle: PinwheelSettle;
  select: PinwheelSelect;
  error: PinwheelError;
  /** The autoplay started, stopped, paused or resumed (its detail is empty). */
  autoplayStart: Record<string, never>;
  autoplayStop: Record<string, never>;
  autoplayPause: Record<string, never>;
  autoplayResume: Record<string, never>;
}

/**
 * A container whose children a Pinwheel server places, in the spirit of Swiper:
 *
 * ```js
 * import { Pinwheel } from "http://127.0.0.1:8080/pinwheel.js";
 * const wheel = Pinwheel.attach(document.querySelector("#cards"), { layout: "carousel", type: "coverFlow" });
 * wheel.on("settle", ({ index }) => console.log("at rest on item", index));
 * ```
 *
 * - The container's children are the items, in order (the parallax list's in document order:
 *   header, menu, then per section its header, cells and footer). Each is an absolutely
 *   positioned box of its frame's size at its frame's origin less the content offset, with
 *   `transform-origin`, `transform`, `z-index` and `opacity` from `/layout`; a child not on
 *   screen is `display: none` (so that a list of 100,000 children lays out only those shown).
 *   A parallax cell's descendant marked `data-pinwheel-parallax` is shifted by the cell's
 *   `parallax`; the header's descendant marked `data-pinwheel-overlay` takes
 *   `headerOverlayAlpha` as its opacity. With `sizes: "auto"`, a cell keeps its own length
 *   along the axis, and a child not on screen stays laid out to be measured: `visibility: hidden`.
 * - The container is the viewport: `width` and `height` are its `clientWidth` and
 *   `clientHeight`, followed by a `ResizeObserver`. It becomes `position: relative` (unless
 *   positioned), `overflow: hidden`, focusable, with `role="region"` and an `aria-label`, and
 *   holds a visually hidden `aria-live` region that announces the current item.
 * - Input: a pointer drag moves the offset (at a third of the pointer's speed past the ends); its
 *   release plays a `/motion` answer by its frame times; a horizontal mouse wheel or trackpad
 *   (or Shift with a vertical one) scrolls horizontal layouts, a vertical one vertical layouts,
 *   and the content comes to rest when it pauses; the arrow keys along the scroll axis move one
 *   item (right to left, ← is the next item, and drags and the wheel are mirrored too), Home and
 *   End go to the first and last; a tap on an item emits `select` and scrolls it to
 *   rest (`/hit` names the carousel's card under the tap, the browser the others', unless `hit` says otherwise).
 * - The slider (`layout: "slider"`, Swiper's): frames in viewport coordinates like the
 *   carousel's; a drag follows the pointer once it has moved 5 points, and past an end with
 *   `resistance` (Swiper's default) the offset `y` it asks for becomes `lo + 1 − (lo − y)^r`
 *   (`hi − 1 + (y − hi)^r`), `r` = `resistanceRatio` (0.85; 0 for the cube). Each slide gets
 *   overlay children (`data-pinwheel-shadow`) for `shadowBefore`, `shadowAfter` (black gradients
 *   on its edges) and `shadow` (15% black) at the item's alphas; the cube's shadow is an element
 *   of the container; `destroy()` removes them. Cube, flip and cards draw outside the container.
 * - With `prefers-reduced-motion: reduce`, every motion jumps to where it comes to rest, and
 *   autoplay is off.
 * - One `/layout` request is in flight at a time; the latest offset wins. Requests ask only for
 *   the keys placement needs (`fields`).
 * - Nothing thrown escapes an event listener or an animation frame: failures become `error`
 *   events, and an exception in a handler is reported (`reportError`) without stopping the module.
 */
export declare class Pinwheel {
  /**
   * Takes over `container`'s children and places them; the first request goes out on the next
   * animation frame. Throws a `TypeError`, and leaves the container as it is, when `container` is
   * not an HTML element, `api` is no http(s) URL, `sizes: "auto"` finds no child for an item
   * (or, for masonry, no width to measure it at), or `aspectRatios: "auto"` an item whose child
   * has neither `data-aspect-ratio` nor an image.
   */
  static attach(container: HTMLElement, options?: PinwheelOptions): Pinwheel;

  /** The same as `Pinwheel.attach`. */
  constructor(container: HTMLElement, options?: PinwheelOptions);

  /** The content offset shown, or being dragged to, in points along the layout's scroll axis. */
  readonly offset: number;

  /**
   * The current item: where the last motion came to rest, or the one the last key, tap or
   * `scrollTo` chose. 0 when attached at offset 0 on the wheel or the carousel; null when no
   * item is current yet.
   */
  readonly index: number | null;

  /** The autoplay, or null without the `autoplay` option. */
  readonly autoplay: PinwheelAutoplay | null;

  /** Calls `handler` with each event's detail; returns this wheel. */
  on<Name extends keyof PinwheelEvents>(event: Name, handler: (detail: PinwheelEvents[Name]) => void): this;

  /** Stops calling `handler`; returns this wheel. */
  off<Name extends keyof PinwheelEvents>(event: Name, handler: (detail: PinwheelEvents[Name]) => void): this;

  /**
   * Scrolls `item` to rest with `/motion?item=` (for the parallax list, in `section`, default 0):
   * animated, or a jump with `prefers-reduced-motion`. A wrapping carousel takes `item` modulo
   * `count` and goes the shorter way round; elsewhere an item beyond the ends is the first or last. On the circle, where nothing scrolls, the item only
   * becomes the current one. Resolves with the `settle` detail, or null when another motion
   * replaced it or the server refused it (the `error` event says why).
   */
  scrollTo(item: number, options?: { section?: number }): Promise<PinwheelSettle | null>;

  /**
   * Resolves once the items show the current offset and size, no motion is under way or awaited,
   * and no drag, wheel scroll or resize is in progress; also when the wheel is destroyed, and at
   * once after.
   */
  ready(): Promise<void>;

  /**
   * Stops listening, requesting, animating and the autoplay, removes the slider's shadow
   * elements, and gives the container, its children and their `data-pinwheel-parallax` and
   * `data-pinwheel-overlay` descendants back their own `style` (none when they had none) and attributes.
   * A container whose first frame came from GET /{layout}/layout.css shows that frame again.
   */
  destroy(): void;
}

// -------------------------------------------------------------------------------------------
// Pages (GET /pinwheel-page.js): `import { createPage } from "http://127.0.0.1:8080/pinwheel-page.js"`.

/** Makes an element of a page's section: `kind` is its layout's (`"cell"`, `"slide"`, …) or the page's own (`"pageHeader"`, `"pageFooter"`, `"pageBackground"`, item 0). */
export type PinwheelPageTemplate = (section: number, item: number, kind: PinwheelItem["kind"]) => HTMLElement | null;

/** What `createPage` takes. */
export interface PinwheelPageOptions {
  /** The server's URL, as `Pinwheel.attach`'s `api`. Default: the server the module was loaded from. */
  api?: string;
  /**
   * The page (docs/PAGE.md §1): `{ sections: [{ query, height?, header?, footer?, insets?, background? }] }`,
   * or its JSON text, posted as it is. Its id is the SHA-256 of those bytes.
   */
  description: object | string;
  /**
   * The children: one function `(section, item, kind)`, or one per section `(item, kind, section)`.
   * Default: a `div` of class `pinwheel-page-{kind}` naming the item. A child is made when its
   * element comes on screen and removed when it leaves; `null` shows nothing for it.
   */
  template?: PinwheelPageTemplate | Array<(item: number, kind: PinwheelItem["kind"], section: number) => HTMLElement | null>;
  /** The page's `Y` to start at (the scroller's `scrollTop` once the content is that tall). Default 0. */
  offset?: number;
  /** Boxes' own offsets to start at, by section (`{ 0: 420 }`); the others start at their layout's default. */
  scroll?: Record<number, number>;
  /** Frames a second asked of a box's motion (1–240). Default: the server's, 60. */
  fps?: number;
}

/** `change`: the children were placed for a new page offset, box offset or size. */
export interface PinwheelPageChange {
  /** The page's `Y`. */
  offset: number;
  /** The boxes' offsets (dragged or given, by section) the children were placed for: a drag may have moved on while the answer came. */
  scroll: Record<number, number>;
  /** /page/layout's elements, in page content coordinates. */
  items: PinwheelItem[];
}

/** `settle`: a box let go came to rest. */
export interface PinwheelPageSettle {
  /** The page's `Y` (a box's motion does not move it). */
  offset: number;
  /** The box's item at rest, or null. */
  index: number | null;
  /** The box's section. */
  section: number;
  /** The box's offset at rest. */
  scroll: number | undefined;
}

/** `select`: what /page/hit names under a tap or click. */
export interface PinwheelPageSelect {
  section: number;
  kind: PinwheelItem["kind"];
  item: number;
  /** The child that shows it, or null. */
  element: HTMLElement | null;
}

export interface PinwheelPageEvents {
  change: PinwheelPageChange;
  settle: PinwheelPageSettle;
  select: PinwheelPageSelect;
  error: PinwheelError;
}

/**
 * A page of sections (docs/PAGE.md) in one element:
 *
 * ```js
 * import { createPage } from "http://127.0.0.1:8080/pinwheel-page.js";
 * const page = createPage(document.querySelector("#screen"), { description, template: (section, item, kind) => card(section, item, kind) });
 * ```
 *
 * - The container is the page's one scroller: its native vertical scroll (`scrollTop`) is the
 *   page's `Y`, its content as tall as `contentSize`; it becomes `overflow-y: auto`,
 *   `scrollbar-gutter: stable`, without padding, and `position: relative` unless positioned.
 *   Its client box is the viewport (`width`, `height`).
 * - A layer that stays over the scroller (`position: sticky`) holds one stacking context per
 *   section that comes back (z-index: the section's index) and, for each box section, a clipping
 *   container (`overflow: hidden`, `data-pinwheel-box="k"`) at the box's `frame`. Children are
 *   placed as `Pinwheel`'s are: a page-level one at its frame less (0, Y), a box's at its frame
 *   less the box's origin, with `transform`, `z-index` and `opacity` from the answer; each carries
 *   `data-pinwheel-key="section/kind/item"`.
 * - A drag on a box (along x; along y for the circle and vertical carousels and sliders) moves
 *   that box's own offset (`scroll`); let go, it plays `/page/motion` (or, on a server without
 *   it, the box's own `/motion`). The page itself scrolls natively (wheel, touch, keys, scrollbar).
 * - A tap asks `/page/hit` and emits `select`.
 * - The description is posted to `POST /pages/{id}` before the first request (`POST /pages`
 *   outside a secure context), and posted again, the request repeated once, when the server
 *   answers 404 `page-unknown` (evicted, or another replica). Size tables its queries name are
 *   the page's to post beforehand.
 */
export interface PinwheelPage {
  /** The page's `Y`: the scroller's `scrollTop`. */
  readonly offset: number;
  /** The boxes' offsets that were dragged or given, by section. */
  readonly scroll: Record<number, number>;
  /** The child shown for an element of the last answer, or null. */
  elementFor(section: number, kind: PinwheelItem["kind"], item: number): HTMLElement | null;
  on<Name extends keyof PinwheelPageEvents>(event: Name, handler: (detail: PinwheelPageEvents[Name]) => void): this;
  off<Name extends keyof PinwheelPageEvents>(event: Name, handler: (detail: PinwheelPageEvents[Name]) => void): this;
  /** Resolves once the children show the current offsets and size and nothing moves or waits for an answer. */
  ready(): Promise<void>;
  /** Stops everything, removes the children it made and gives the container its own style back. */
  destroy(): void;
}

/** `createPage` of /pinwheel-page.js: throws a `TypeError` when `container` is not an HTML element or `api` is no http(s) URL. */
export type CreatePinwheelPage = (container: HTMLElement, options: PinwheelPageOptions) => PinwheelPage;

export default Pinwheel;
