// Taps for Pinwheel's web module (GET /pinwheel-taps.js, imported by pinwheel.js beside it): the item under a tap, selected and scrolled to rest.
//
// A tap is a press that did not move (pinwheel-drag.js). The carousel's cards are 3D, so by
// default the server says which one is on top (/hit); elsewhere the browser's own hit testing
// does (the `hit` option chooses). The item is emitted as `select`, and a cell or a slide is
// then scrolled to rest.

/**
 * One instance's taps. `host` is what it needs of the instance: `container`, `options` (its
 * Options), `server` (its Server), `events` (its Events), `placement` (its Placement),
 * `query(extra)` (the /layout parameters at the current offset and size), `destroyed()` (after
 * `destroy()`) and `scrollTo(item, { section })`.
 */
export class Taps {
  #host;
  #hitting = 0;              // /hit requests awaited

  constructor(host) {
    this.#host = host;
  }

  /** Whether a /hit request is awaited. */
  get hitting() { return this.#hitting > 0; }

  /** Selects the item under a tap (`event`, on `target`) and scrolls it to rest. */
  async tap(event, target) {
    const { container, options, server, events, placement } = this.#host;
    let hit;
    if (options.serverHits) {
      const box = container.getBoundingClientRect();
      const x = event.clientX - box.left - container.clientLeft;
      const y = event.clientY - box.top - container.clientTop;
      this.#hitting += 1;
      try {
        hit = await server.get("hit", { ...this.#host.query({ x, y }), fields: undefined });
      } catch (error) {
        events.report(error);
        return;
      } finally {
        this.#hitting -= 1;
      }
    } else {
      hit = placement.itemAt(target);
    }
    if (!hit || hit.item === null || hit.item === undefined || this.#host.destroyed()) return;
    const { item, section = 0, kind = "cell" } = hit;
    const element = placement.elementFor({ item, section, kind }) ?? null;
    events.emit("select", { item, section, kind, element });
    if (kind === "cell" || kind === "slide") this.#host.scrollTo(item, { section });
  }
}
