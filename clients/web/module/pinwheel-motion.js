// Motion playback for Pinwheel's web module (GET /pinwheel-motion.js, imported by pinwheel.js beside it): a release, a key or a tap asks /motion and plays its frames by their times.
//
// One motion at a time: a new one, a gesture or a resize supersedes the one under way, whose
// answer is dropped when it comes and whose promise resolves with null. Frames laid out for
// another viewport size or other item lengths are not played. With `prefers-reduced-motion` it
// asks for one frame a second and shows only the last.

import { Problem } from "./pinwheel-server.js";

/**
 * One instance's motions. `host` is what it needs of the instance: `options` (its Options),
 * `server` (its Server), `events` (its Events), `query(extra)` (the /layout parameters at the
 * current offset and size), `size()` (the viewport's), `sizesVersion()` (of the items' own
 * lengths), `schedule()` (asks for an animation frame), `show(frame)` (shows a frame's items at
 * its offset), `settle(detail)` (the motion came to rest) and `keep(index)` (the item a stopped
 * motion was going to becomes the current one).
 */
export class Motion {
  #host;
  #run = null;               // the /motion under way or awaited: { resolve, jump, size, sizesVersion, target, section, answer?, start?, frame? }

  constructor(host) {
    this.#host = host;
  }

  /** Whether a motion is under way or awaits its answer. */
  get running() { return this.#run !== null; }

  /** Whether a motion's frames are playing (its answer has come). */
  get playing() { return Boolean(this.#run?.answer); }

  /** Where the motion under way goes: `{ item, section }` (`item` null when not to an item), or null. */
  get heading() {
    const run = this.#run;
    return run && { item: run.answer?.index ?? run.target, section: run.section };
  }

  /** Asks /motion with `extra` (`item` and `section`, or `velocity`) and plays it; resolves with the settle, or null. */
  async start(extra, { jump = false } = {}) {
    this.stop();
    jump ||= reducedMotion();
    let resolve;
    const settled = new Promise((done) => { resolve = done; });
    const host = this.#host;
    const size = { ...host.size() };
    const sizesVersion = host.sizesVersion();
    const run = { resolve, jump, size, sizesVersion, target: extra.item ?? null, section: extra.section ?? 0 };
    this.#run = run;
    const fps = jump ? 1 : host.options.fps;
    const rate = host.options.viewportFrames ? undefined : host.options.rate;
    try {
      const answer = await host.server.get("motion", host.query({ ...extra, fps, rate }));
      if (this.#run !== run) return settled; // a gesture or another motion replaced it
      if (!Array.isArray(answer.frames) || answer.frames.length === 0) throw new Problem("motion: the answer has no frames", null, null, "");
      run.answer = answer;
      host.schedule();
    } catch (error) {
      if (this.#run === run) this.stop();
      host.events.report(error);
    }
    return settled;
  }

  /** Lets the content go at `velocity` (points per second): it comes to rest where /motion says. */
  release(velocity) {
    return this.start({ velocity: Math.max(-1e9, Math.min(1e9, velocity)) });
  }

  /** Ends the motion under way where it is; `keepTarget` remembers where it was going. */
  stop(keepTarget = false) {
    const run = this.#run;
    if (!run) return;
    this.#run = null;
    if (keepTarget && run.answer?.index !== null && run.answer?.index !== undefined) this.#host.keep(run.answer.index);
    run.resolve(null);
  }

  /** Shows the frame due at `now` (an animation frame's time), unless the frames were laid out for another size. */
  advance(now) {
    const run = this.#run;
    const host = this.#host;
    const size = host.size();
    if (run.size.width !== size.width || run.size.height !== size.height || run.sizesVersion !== host.sizesVersion()) {
      this.stop(true);
      return;
    }
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
      host.show(frames[frame]);
    }
    if (frame === frames.length - 1) this.#finish(run);
    else host.schedule();
  }

  #finish(run) {
    this.#run = null;
    const { answer } = run;
    const detail = { offset: answer.offset, index: answer.index ?? null, section: run.section };
    this.#host.settle(detail);
    run.resolve(detail);
  }
}

function reducedMotion() {
  return globalThis.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;
}
