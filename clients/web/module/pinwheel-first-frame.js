// A stylesheet's first frame, for Pinwheel's web module (GET /pinwheel-first-frame.js, imported by pinwheel-placement.js beside it): the picture GET /{layout}/layout.css drew before any script ran, taken over without a shift.
//
// The stylesheet (docs/FIRST-FRAME.md) places the container's children with the styles the
// module would write, while the container lacks `data-pinwheel-attached`, and says on the
// container, in `--pinwheel-first-frame`, which children it shows. The module then keeps those
// children shown until its first answer is placed, and in the same task (so that no frame is
// painted between) sets the attribute: from there its own inline styles place every child, as
// without the stylesheet. `destroy()` removes the attribute, and the stylesheet's picture is back.

/** The container's attribute while the module places its children (the stylesheet's rules then stand aside). */
export const ATTACHED_ATTRIBUTE = "data-pinwheel-attached";
/** The container's custom property: the children the stylesheet shows, from 0 (`none`: none). */
const FIRST_FRAME_PROPERTY = "--pinwheel-first-frame";

/** The first frame a stylesheet drew in one container. */
export class FirstFrame {
  #container;
  #shown;                    // the children (from 0) the stylesheet shows
  #takenOver = false;

  /** The first frame in `container`, or null when no stylesheet of Pinwheel's styles it. Reads its computed style. */
  static of(container) {
    const value = getComputedStyle(container).getPropertyValue(FIRST_FRAME_PROPERTY).trim();
    if (value === "") return null;
    const shown = value === "none" ? [] : value.split(/\s+/).map(Number).filter(Number.isInteger);
    return new FirstFrame(container, shown);
  }

  constructor(container, shown) {
    this.#container = container;
    this.#shown = shown;
  }

  /** The elements of `elements` (the container's children) that the stylesheet shows. */
  shownElements(elements) {
    return this.#shown.map((position) => elements[position]).filter((element) => element !== undefined);
  }

  /** The module's own styles now show the picture: the stylesheet's rules stand aside (once). */
  takeOver() {
    if (this.#takenOver) return;
    this.#takenOver = true;
    this.#container.setAttribute(ATTACHED_ATTRIBUTE, "");
  }

  /** Gives the container back to the stylesheet, as it was before the module. */
  release() {
    if (this.#takenOver) this.#container.removeAttribute(ATTACHED_ATTRIBUTE);
    this.#takenOver = false;
  }
}
