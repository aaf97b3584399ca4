// Autoplay for Pinwheel's web module (GET /pinwheel-autoplay.js, imported by pinwheel.js beside it): moves to the next item every `delay` ms.
//
// Swiper's autoplay module (src/modules/autoplay) in the module's terms: the next item is
// scrolled to with the instance's own `scrollTo` (a /motion), the delay counts from the moment
// the previous one came to rest, the time left is kept while paused (the page hidden, the
// pointer over the container), and the user's own input (a drag, a tap, the wheel, a key)
// stops it for good with `stopOnInteraction`, or else starts the delay again. It never runs
// under `prefers-reduced-motion: reduce`.

const DEFAULTS = { delay: 3000, pauseOnHover: true, stopOnInteraction: true };

/** `autoplay: true` or `{delay, pauseOnHover, stopOnInteraction}` as the settings; null when off. */
export function autoplaySettings(option) {
  if (option === undefined || option === null || option === false || option === "false") return null;
  const given = typeof option === "object" ? option : {};
  const delay = Number(given.delay ?? DEFAULTS.delay);
  if (!(delay >= 0)) throw new TypeError(`Pinwheel.attach: autoplay delay '${given.delay}' is not a number of ms ≥ 0`);
  return {
    delay,
    pauseOnHover: given.pauseOnHover ?? DEFAULTS.pauseOnHover,
    stopOnInteraction: given.stopOnInteraction ?? DEFAULTS.stopOnInteraction,
  };
}

/**
 * One instance's autoplay. `host` is what it needs of the instance: `container`, `scrollTo(item)`,
 * `index()` (the current item or null), `count()`, `wraps()` (the layout goes round, so the
 * next after the last is the first copy ahead), `emit(name, detail)` and `guard(body)` (runs a
 * callback, turning a throw into an `error` event).
 */
export class Autoplay {
  #host;
  #settings;
  #running = false;
  #paused = false;
  #pausedBy = new Set();   // "hover", "hidden": why it waits
  #timer = 0;
  #timerStart = 0;
  #timeLeft;
  #moving = false;         // its own scroll is under way
  #listeners = [];
  #reducedMotion;

  constructor(host, settings) {
    this.#host = host;
    this.#settings = settings;
    this.#timeLeft = settings.delay;
    const container = host.container;
    this.#listen(document, "visibilitychange", () => this.#visibilityChanged());
    if (settings.pauseOnHover) {
      this.#listen(container, "pointerenter", (event) => { if (event.pointerType === "mouse") this.#pause("hover"); });
      this.#listen(container, "pointerleave", (event) => { if (event.pointerType === "mouse") this.#resume("hover"); });
    }
    // The user's own input: a press (a drag or a tap), the wheel, a key.
    for (const type of ["pointerdown", "wheel", "keydown"]) this.#listen(container, type, () => this.#interacted());
    this.#reducedMotion = globalThis.matchMedia?.("(prefers-reduced-motion: reduce)") ?? null;
    if (this.#reducedMotion) this.#listen(this.#reducedMotion, "change", () => { if (this.#reducedMotion.matches) this.stop(); });
    this.start();
  }

  /** Whether it runs (paused or not): false once stopped, and always under reduced motion. */
  get running() { return this.#running; }

  /** Whether it waits for the page to be shown or the pointer to leave. */
  get paused() { return this.#paused; }

  /** Starts it (again), with a whole delay before the next item; not under reduced motion. */
  start() {
    if (this.#running || this.#reducedMotion?.matches) return;
    this.#running = true;
    this.#timeLeft = this.#settings.delay;
    if (document.visibilityState === "hidden") this.#pausedBy.add("hidden");
    this.#paused = this.#pausedBy.size > 0;
    this.#host.emit("autoplayStart", {});
    if (!this.#paused) this.#arm();
  }

  /** Stops it; `start()` starts it again. */
  stop() {
    if (!this.#running) return;
    this.#running = false;
    this.#paused = false;
    this.#disarm();
    this.#host.emit("autoplayStop", {});
  }

  /** Stops it and removes its listeners (the instance's `destroy()`). */
  destroy() {
    this.stop();
    for (const [target, type, listener] of this.#listeners) target.removeEventListener(type, listener);
    this.#listeners = [];
  }

  #listen(target, type, listener) {
    const guarded = (event) => this.#host.guard(() => listener(event));
    target.addEventListener(type, guarded);
    this.#listeners.push([target, type, guarded]);
  }

  #visibilityChanged() {
    if (document.visibilityState === "hidden") this.#pause("hidden");
    else this.#resume("hidden");
  }

  #pause(reason) {
    this.#pausedBy.add(reason);
    if (!this.#running || this.#paused) return;
    this.#paused = true;
    if (this.#timer !== 0) this.#timeLeft = Math.max(0, this.#timeLeft - (performance.now() - this.#timerStart));
    this.#disarm();
    this.#host.emit("autoplayPause", {});
  }

  #resume(reason) {
    this.#pausedBy.delete(reason);
    if (!this.#running || !this.#paused || this.#pausedBy.size > 0) return;
    this.#paused = false;
    this.#host.emit("autoplayResume", {});
    if (!this.#moving) this.#arm();
  }

  #interacted() {
    if (!this.#running) return;
    if (this.#settings.stopOnInteraction) {
      this.stop();
      return;
    }
    // The user's gesture replaces the scroll under way; the next one waits a whole delay.
    this.#moving = false;
    this.#timeLeft = this.#settings.delay;
    if (!this.#paused) this.#arm();
  }

  #arm() {
    this.#disarm();
    this.#timerStart = performance.now();
    this.#timer = setTimeout(() => this.#host.guard(() => this.#advance()), this.#timeLeft);
  }

  #disarm() {
    clearTimeout(this.#timer);
    this.#timer = 0;
  }

  async #advance() {
    this.#timer = 0;
    if (!this.#running || this.#paused) return;
    const count = this.#host.count();
    if (count <= 0) return;
    const current = this.#host.index();
    let next = current === null ? 0 : current + 1;
    // At the end, back to the first item; a layout that goes round takes the copy ahead.
    if (next >= count && !this.#host.wraps()) next = 0;
    this.#moving = true;
    await this.#host.scrollTo(next);
    if (!this.#moving) return; // the user took over (and armed it again, when it goes on)
    this.#moving = false;
    this.#timeLeft = this.#settings.delay;
    if (this.#running && !this.#paused) this.#arm();
  }
}
