// The slider's shadows for Pinwheel's web module (GET /pinwheel-shadows.js, imported by pinwheel-placement.js beside it): overlay elements drawn from each slide's alphas.
//
// Swiper's create-shadow.ts and swiper.css in the module's terms (docs/SLIDER.md §4): a slide's
// `shadowBefore` (Swiper's `-left`, `-top` along y) is black at 50% on its right (bottom) edge
// fading to clear, `shadowAfter` the reverse, `shadow` (cards, creative) black at 15%; each is a
// box over the slide's content (a child of the slide: its frame, matrix and origin), whose
// opacity is the item's value. The cube's shadow (`kind: "shadow"`) is an element of its own in
// the container, placed like any item.

const OVERLAY_STYLE = "position:absolute;left:0;top:0;width:100%;height:100%;pointer-events:none;"
  + "border-radius:inherit;z-index:2147483647;margin:0;padding:0;border:0;";
const EDGE = "rgba(0,0,0,0.5), rgba(0,0,0,0)";
// Each key of an item, and its overlay's background along x and along y.
const SHADOWS = [
  ["shadowBefore", `linear-gradient(to left, ${EDGE})`, `linear-gradient(to top, ${EDGE})`],
  ["shadowAfter", `linear-gradient(to right, ${EDGE})`, `linear-gradient(to bottom, ${EDGE})`],
  ["shadow", "rgba(0,0,0,0.15)", "rgba(0,0,0,0.15)"],
];

/** The item keys the shadows read. */
export const SHADOW_FIELDS = SHADOWS.map(([key]) => key).join(",");

/** The overlays of one slider's slides, and its cube shadow. */
export class SlideShadows {
  #container;
  #axis;
  #overlays = new Map();   // slide element → { shadowBefore, shadowAfter, shadow } overlay elements
  #cube = null;

  constructor(container, axis) {
    this.#container = container;
    this.#axis = axis;
  }

  /** Sets `element`'s overlays to `item`'s alphas; a slide without a key has no overlay for it. */
  update(element, item) {
    let overlays = this.#overlays.get(element);
    for (const [key, alongX, alongY] of SHADOWS) {
      const alpha = item[key];
      const overlay = overlays?.[key];
      if (typeof alpha !== "number") {
        if (overlay) overlay.style.display = "none";
        continue;
      }
      if (!overlay) {
        if (!overlays) this.#overlays.set(element, overlays = {});
        overlays[key] = this.#overlay(element, key, this.#axis === "x" ? alongX : alongY);
      }
      overlays[key].style.display = "";
      overlays[key].style.opacity = String(alpha);
    }
  }

  /** The cube's shadow: an element of the container, created when first asked for. */
  cubeShadow() {
    if (!this.#cube) {
      const element = document.createElement("div");
      element.dataset.pinwheelShadow = "cube";
      element.setAttribute("aria-hidden", "true");
      element.style.cssText = "position:absolute;box-sizing:border-box;margin:0;pointer-events:none;"
        + "background:#000;filter:blur(50px);display:none;";
      this.#container.append(element);
      this.#cube = element;
    }
    return this.#cube;
  }

  /** Removes every element it added. */
  remove() {
    for (const overlays of this.#overlays.values()) for (const overlay of Object.values(overlays)) overlay.remove();
    this.#overlays.clear();
    this.#cube?.remove();
    this.#cube = null;
  }

  #overlay(element, key, background) {
    const overlay = document.createElement("div");
    overlay.dataset.pinwheelShadow = key;
    overlay.setAttribute("aria-hidden", "true");
    overlay.style.cssText = `${OVERLAY_STYLE}background:${background};`;
    element.append(overlay);
    return overlay;
  }
}
