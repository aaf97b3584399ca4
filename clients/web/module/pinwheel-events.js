// Events and errors for Pinwheel's web module (GET /pinwheel-events.js, imported by pinwheel.js beside it): the handlers of each event, and errors reported as `error` events.
//
// A handler's exception is reported (to the page's `error` event) without stopping the module;
// nothing the module does throws out of an event listener or an animation frame: `guard` turns
// a throw or a rejected promise into an `error` event with the problem's detail, status,
// parameter and URL.

import { Problem, Superseded } from "./pinwheel-server.js";

/** One instance's event handlers. `stopped()` says when errors are no longer reported (after `destroy()`). */
export class Events {
  #handlers = new Map();
  #stopped;

  constructor(stopped) {
    this.#stopped = stopped;
  }

  on(event, handler) {
    if (!this.#handlers.has(event)) this.#handlers.set(event, new Set());
    this.#handlers.get(event).add(handler);
  }

  off(event, handler) {
    this.#handlers.get(event)?.delete(handler);
  }

  /** Calls the handlers of `event` with `detail`, each in turn, whatever the others throw. */
  emit(event, detail) {
    for (const handler of [...(this.#handlers.get(event) ?? [])]) {
      try {
        handler(detail);
      } catch (error) {
        reportLater(error);
      }
    }
  }

  /** An `error` event for `error`, unless its answer was no longer wanted or the instance stopped. */
  report(error) {
    if (error instanceof Superseded || this.#stopped()) return;
    const problem = error instanceof Problem ? error
      : new Problem(String(error?.message ?? error), error?.status ?? null, error?.parameter ?? null, error?.url ?? "");
    this.emit("error", { detail: problem.message, status: problem.status, parameter: problem.parameter, url: problem.url });
  }

  /** Runs `body`, reporting what it throws or, when it returns a promise, what that rejects with. */
  guard(body) {
    try {
      const result = body();
      if (result instanceof Promise) result.catch((error) => this.report(error));
    } catch (error) {
      this.report(error);
    }
  }

  /** Forgets every handler. */
  clear() { this.#handlers.clear(); }
}

function reportLater(error) {
  if (typeof globalThis.reportError === "function") globalThis.reportError(error);
  else setTimeout(() => { throw error; }, 0);
}
