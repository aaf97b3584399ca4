// Drags and wheel scrolls for Pinwheel's web module (GET /pinwheel-drag.js, imported by pinwheel.js beside it): the offset moved by hand, stretched past its ends, then let go with its velocity.
//
// A press becomes a drag once it has moved TAP_DISTANCE (the slider's: SLIDER_THRESHOLD); until
// then its click still reaches the item's own content (links, buttons), and a press that lifts
// is a tap. A release plays /motion (pinwheel-motion.js) from the velocity of the drag's end; a
// wheel scroll, once it pauses, is a release at no velocity.

import { isTrue } from "./pinwheel-options.js";

// The slider's drag (docs/SLIDER.md §5.5, Swiper's `threshold`): the offset follows the finger
// once it has moved this far (CSS px), from there on.
const SLIDER_THRESHOLD = 5;
// A press that moves less than this (CSS px) before it lifts is a tap, not a drag.
const TAP_DISTANCE = 6;
// A release's velocity is measured over this much of the drag's end (ms).
const RELEASE_WINDOW = 100;

/** Wheel scrolling (and, in pinwheel.js, resizing) counts as over after this pause (ms). */
export const PAUSE = 150;

/**
 * One instance's drags and wheel scrolls. `host` is what it needs of the instance: `container`,
 * `options` (its Options), `events` (its Events), `motion` (its Motion), `offset()` and
 * `moveTo(offset)` (the content offset shown), `bounds()` (the offsets the content rests
 * between), `size()` (the viewport's), `schedule()` (asks for an animation frame),
 * `listen(type, listener, options)` (to the container's events) and `tap(event, target)` (a
 * press that did not move).
 */
export class Drag {
  #host;
  #press = null;             // { pointerId, x, y, position, startOffset, target, caught, dragging, samples }
  #suppressClick = false;
  #wheelTimer = 0;

  constructor(host) {
    this.#host = host;
    host.listen("pointerdown", (event) => this.#pointerDown(event));
    host.listen("pointermove", (event) => this.#pointerMove(event));
    host.listen("pointerup", (event) => this.#pointerUp(event));
    host.listen("pointercancel", (event) => this.#pointerUp(event));
    host.listen("click", (event) => this.#click(event), { capture: true });
    host.listen("dragstart", (event) => event.preventDefault());
    host.listen("wheel", (event) => this.#wheel(event), { passive: false });
  }

  /** Whether a press is down (a drag or not yet). */
  get pressed() { return this.#press !== null; }

  /** Whether a drag is under way. */
  get dragging() { return this.#press?.dragging === true; }

  /** Whether a wheel scroll is under way (it has not paused yet). */
  get wheeling() { return this.#wheelTimer !== 0; }

  /** The offset the drag under way began at; undefined without one. */
  get dragStart() { return this.#press?.dragging ? this.#press.startOffset : undefined; }

  /** Ends a wheel scroll under way, without its release. */
  stopWheel() {
    clearTimeout(this.#wheelTimer);
    this.#wheelTimer = 0;
  }

  #pointerDown(event) {
    // A press whose release happened outside the container (it never became a drag, so the
    // pointer was not captured) is replaced.
    if (!event.isPrimary || event.button !== 0 || this.#press?.dragging) return;
    const { motion } = this.#host;
    const caught = motion.running || this.#wheelTimer !== 0;
    motion.stop(true);
    this.stopWheel();
    const position = this.#axisPosition(event);
    this.#press = {
      pointerId: event.pointerId, x: event.clientX, y: event.clientY, position, startOffset: this.#host.offset(),
      target: event.target, caught, dragging: false, samples: [{ time: event.timeStamp, position }],
    };
  }

  #pointerMove(event) {
    const press = this.#press;
    const host = this.#host;
    if (!press || event.pointerId !== press.pointerId) return;
    if (!press.dragging) {
      const slider = host.options.layout === "slider";
      if (Math.hypot(event.clientX - press.x, event.clientY - press.y) < (slider ? SLIDER_THRESHOLD : TAP_DISTANCE)) return;
      press.dragging = true;
      // Swiper's offset follows the finger from where it passed the threshold.
      if (slider) press.position = this.#axisPosition(event);
      host.container.setPointerCapture?.(event.pointerId);
    }
    host.moveTo(this.#rubberBand(press.startOffset - host.options.forward * (this.#axisPosition(event) - press.position)));
    // Moves arrive at most once a frame; the ones merged into this event keep their own times,
    // which a busy page needs to measure a fling.
    const moves = event.getCoalescedEvents?.() ?? [];
    for (const move of moves.length > 0 ? moves : [event]) {
      press.samples.push({ time: move.timeStamp, position: this.#axisPosition(move) });
    }
    // Keep the window and the one sample before it.
    while (press.samples.length > 2 && press.samples[1].time <= event.timeStamp - RELEASE_WINDOW) press.samples.shift();
    host.schedule();
  }

  // A pointer's `pointerup` or `pointercancel`.
  #pointerUp(event) {
    const press = this.#press;
    if (!press || event.pointerId !== press.pointerId) return;
    this.#press = null;
    const { motion } = this.#host;
    if (press.dragging) {
      this.#suppressClick = true;
      setTimeout(() => { this.#suppressClick = false; }, 0);
      press.samples.push({ time: event.timeStamp, position: this.#axisPosition(event) });
      const velocity = event.type === "pointercancel" ? 0 : this.#releaseVelocity(press.samples, event.timeStamp);
      motion.release(velocity);
    } else if (press.caught) {
      motion.release(0); // a press that stopped a motion lets it come to rest from there
    } else if (event.type === "pointerup") {
      this.#host.tap(event, press.target);
    }
  }

  // A click (captured): the one that ends a drag does not reach the item's content.
  #click(event) {
    if (!this.#suppressClick) return;
    event.preventDefault();
    event.stopPropagation();
  }

  // Wheel scrolling moves the offset directly: along x, a horizontal wheel or Shift with a
  // vertical one (a plain vertical wheel keeps scrolling the page); once it pauses, the content
  // comes to rest with a release at no velocity.
  #wheel(event) {
    if (this.#press?.dragging) return;
    const host = this.#host;
    const axis = host.options.axis;
    const unit = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? host.size()[axis === "x" ? "width" : "height"] : 1;
    const delta = axis === "x"
      ? (event.deltaX !== 0 ? event.deltaX : event.shiftKey ? event.deltaY : 0)
      : (event.shiftKey ? 0 : event.deltaY);
    if (delta === 0) return;
    event.preventDefault();
    host.motion.stop(true);
    // Content with room to scroll stops at its ends; a layout that does not scroll stretches.
    const [low, high] = host.bounds();
    const next = host.offset() + host.options.forward * delta * unit;
    host.moveTo(low < high ? Math.min(high, Math.max(low, next)) : this.#rubberBand(next));
    clearTimeout(this.#wheelTimer);
    this.#wheelTimer = setTimeout(() => host.events.guard(() => {
      this.#wheelTimer = 0;
      host.motion.release(0);
    }), PAUSE);
    host.schedule();
  }

  #axisPosition(event) { return this.#host.options.axis === "x" ? event.clientX : event.clientY; }

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
    return -this.#host.options.forward * moved / Math.max(1, last.time - first.time) * 1000;
  }

  // Past its bounds, a drag moves the content at a third of the finger's speed; the slider's
  // as Swiper's `resistance` does (docs/SLIDER.md §5.5).
  #rubberBand(offset) {
    const [low, high] = this.#host.bounds();
    if (this.#host.options.layout === "slider") return this.#resisted(offset, low, high);
    if (offset < low) return low - (low - offset) / 3;
    if (offset > high) return high + (offset - high) / 3;
    return offset;
  }

  #resisted(offset, low, high) {
    const { resistance, resistanceRatio, effect } = this.#host.options.parameters;
    if (resistance !== undefined && !isTrue(resistance)) return offset;
    const ratio = effect === "cube" ? 0 : Number(resistanceRatio ?? 0.85);
    if (offset < low) return low + 1 - (low - offset) ** ratio;
    if (offset > high) return high - 1 + (offset - high) ** ratio;
    return offset;
  }
}
