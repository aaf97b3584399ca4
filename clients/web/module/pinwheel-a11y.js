// Accessibility for Pinwheel's web module (GET /pinwheel-a11y.js, imported by pinwheel.js beside it): a labelled, focusable region, the current item announced, and the keys.
//
// The container is a focusable `region` (a "carousel" by its `aria-roledescription`, but for
// the parallax list and the grid layouts) named by the `label` option; a polite live region says which item is
// current once it comes to rest (the `announce` option words it). The arrow keys along the axis
// step one item (right to left, ← is the next; the circle takes both axes' arrows), Home and
// End go to the first and the last item, Enter and Space select the current one.

import { GRID_LAYOUTS } from "./pinwheel-grids.js";

const VISUALLY_HIDDEN = "position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;"
  + "clip:rect(0 0 0 0);clip-path:inset(50%);white-space:nowrap;";

/**
 * One instance's accessibility. `host` is what it needs of the instance: `container`, `options`
 * (its Options), `events` (its Events), `motion` (its Motion), `placement` (its Placement),
 * `index()` and `section()` (the current item, or null, and its section),
 * `scrollTo(item, { section })` and `listen(type, listener)` (to the container's events).
 */
export class Accessibility {
  #host;
  #attributes = new Map();   // name → the container's own value (null: it had none)
  #live;

  constructor(host) {
    this.#host = host;
    const { container, options } = host;
    if (container.tabIndex < 0) this.#setAttribute("tabindex", "0", false);
    this.#setAttribute("role", "region");
    const list = options.layout === "parallax" || GRID_LAYOUTS.has(options.layout);
    if (!list) this.#setAttribute("aria-roledescription", "carousel");
    if (options.label !== undefined) this.#setAttribute("aria-label", options.label, false);
    else this.#setAttribute("aria-label", list ? "List" : "Carousel");
    this.#live = document.createElement("div");
    this.#live.setAttribute("aria-live", "polite");
    this.#live.setAttribute("aria-atomic", "true");
    this.#live.setAttribute("data-pinwheel-live", ""); // which a first frame's stylesheet leaves alone
    this.#live.style.cssText = VISUALLY_HIDDEN;
    container.append(this.#live);
    host.listen("keydown", (event) => this.#keyDown(event));
  }

  /** Says which item is current: `index` (in `section`, in the parallax list). */
  announce(index, section) {
    const { options, placement } = this.#host;
    if (options.layout !== "parallax") section = 0;
    const element = placement.elementFor({ kind: "cell", section, item: index }) ?? null;
    let text;
    if (options.announce) text = options.announce(index, element, section);
    else {
      text = `Item ${index + 1} of ${options.itemCount(section)}`;
      if (options.layout === "parallax" && options.sectionCounts.length > 1) text += `, section ${section + 1}`;
      const name = element?.getAttribute("aria-label");
      if (name) text = `${name}, ${text.charAt(0).toLowerCase()}${text.slice(1)}`;
    }
    this.#live.textContent = String(text);
  }

  #keyDown(event) {
    if (event.altKey || event.ctrlKey || event.metaKey || isEditable(event.target)) return;
    const { options, container } = this.#host;
    // The circle does not scroll: both axes' arrows go round it. Right to left, ← is the next item.
    const horizontal = options.axis === "x" || options.layout === "circle";
    const vertical = options.axis === "y";
    const forward = options.forward;
    const step = {
      ...(horizontal ? { ArrowRight: forward, ArrowLeft: -forward } : {}),
      ...(vertical ? { ArrowDown: 1, ArrowUp: -1 } : {}),
    }[event.key];
    if (step !== undefined) {
      event.preventDefault();
      this.#step(step);
    } else if (event.key === "Home" || event.key === "End") {
      event.preventDefault();
      const last = options.layout === "parallax" ? options.sectionCounts.length - 1 : 0;
      if (event.key === "Home") this.#goTo(0, 0);
      else this.#goTo(options.itemCount(last) - 1, last);
    } else if ((event.key === "Enter" || event.key === " ") && event.target === container && this.#host.index() !== null) {
      event.preventDefault();
      const [index, section] = [this.#host.index(), this.#host.section()];
      this.#host.events.emit("select", {
        item: index, section, kind: "cell",
        element: this.#host.placement.elementFor({ kind: "cell", section, item: index }) ?? null,
      });
    }
  }

  /** Removes the live region and gives the container its own attributes back. */
  remove() {
    const container = this.#host.container;
    this.#live.remove();
    for (const [name, value] of this.#attributes) {
      if (value === null) container.removeAttribute(name);
      else container.setAttribute(name, value);
    }
  }

  #setAttribute(name, value, onlyIfMissing = true) {
    const container = this.#host.container;
    this.#attributes.set(name, container.getAttribute(name));
    if (!onlyIfMissing || !container.hasAttribute(name)) container.setAttribute(name, value);
  }

  // One item forward or back from the current one, or from where the motion under way goes.
  #step(step) {
    const { options, motion } = this.#host;
    const heading = motion.heading;
    const current = heading?.item ?? this.#host.index();
    const section = heading?.section ?? this.#host.section();
    if (options.layout === "parallax") {
      const [nextSection, nextItem] = current === null ? firstCell(options.sectionCounts) : nextCell(options.sectionCounts, section, current, step);
      if (nextSection !== null) this.#goTo(nextItem, nextSection);
      return;
    }
    const count = options.itemCount();
    if (count === 0) return;
    if (current === null) {
      if (options.snaps) motion.release(0); // come to rest on the nearest item first
      else this.#goTo(step > 0 ? 0 : count - 1, 0);
      return;
    }
    let next = current + step;
    if (options.wraps || options.layout === "circle") next = ((next % count) + count) % count;
    if (next < 0 || next >= count) return;
    this.#goTo(next, 0);
  }

  #goTo(item, section) {
    if (item >= 0) this.#host.scrollTo(item, { section });
  }
}

function firstCell(sectionCounts) {
  const section = sectionCounts.findIndex((count) => count > 0);
  return section < 0 ? [null, null] : [section, 0];
}

function nextCell(sectionCounts, section, item, step) {
  let [s, i] = [section, item + step];
  while (s >= 0 && s < sectionCounts.length) {
    if (i >= 0 && i < sectionCounts[s]) return [s, i];
    s += step;
    i = step > 0 ? 0 : (sectionCounts[s] ?? 0) - 1;
  }
  return [null, null];
}

function isEditable(target) {
  return target instanceof HTMLElement && (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));
}
