// The demo's home screen (GET /demo-home.js, imported by demo.js beside it): clients/fixtures/home-screen.json, served as GET /demo-home-screen.json, made one page of the web module's createPage.
//
// The fixture is the one description of the screen that the web and Godot demos share: a hero
// slider, a coverFlow shelf, a grid of categories and a feed of masonry cards, each block with a
// pinned title. The feed's lengths (`feedCount` of them, the i-th `feedHeights[i % 5]`) go as a
// size table whose id stands for `@FEED` in the queries. The table is posted to
// `/sizes/{tableId}?page=@{pageId}` (docs/PAGE.md §1: so that a proxy hashing on the page's id
// sends it where the page's reads go); createPage posts the page by its id, and again after a 404
// `page-unknown`. A server that does not hold the table (evicted, or another replica) refuses the
// page's post or read with a 404 `sizes-unknown` naming the feed's section: the table is posted
// again and the page made anew where it was, as the module does for its own tables.

// Each section's pinned title, in the fixture's order.
const TITLES = ["Featured", "Shelf", "Categories", "Feed"];
const CATEGORIES = ["Music", "Films", "Books", "Games", "Sport", "Travel", "Food", "Art", "Science", "News", "Kids", "Design"];
// The feed's cards: a few lines each, cycled.
const FEED_LINES = ["Fresh picks for today", "Saved from your shelf", "New in your categories", "Trending near you", "Because you liked it"];

/**
 * The home screen in `stage`, scrolled to `offset`: its page (`page`, a PinwheelPage, once
 * `opened` resolves), its ids and description. `destroy()` stops it, made or not.
 */
export function openHome(stage, options) {
  return new HomeScreen(stage, options);
}

/** The home screen's page in a stage, its size table posted first and again when the server lost it. */
class HomeScreen {
  page = null;
  tableId = null;    // the feed's size table's id, `sha256-…`
  pageId = null;     // the page's id, `sha256-…` (null without crypto.subtle: the server names it)
  description;       // the page's JSON text, as posted
  opened;            // the Promise of the page made
  #options;
  #base;             // the API's URL
  #createPage;
  #table;            // the table's text
  #reposted = false; // the table was posted again and no answer has come since
  #destroyed = false;

  constructor(stage, options) {
    this.stage = stage;
    this.#options = options;
    this.#base = new URL(options.api ?? ".", location.href);
    this.opened = this.#open(options.offset);
  }

  async #open(offset) {
    const [{ createPage }, { tableID }, fixture] = await Promise.all([
      import(new URL("pinwheel-page.js", this.#base).href),
      import(new URL("pinwheel-sizes.js", this.#base).href),
      fetch(new URL("demo-home-screen.json", location.href)).then((response) => {
        if (!response.ok) throw new Error(`GET /demo-home-screen.json: ${response.status}`);
        return response.json();
      }),
    ]);
    this.#createPage = createPage;
    const { feedCount, feedHeights } = fixture;
    this.#table = Array.from({ length: feedCount }, (_, index) => feedHeights[index % feedHeights.length]).join(",");
    this.tableId = await tableID(this.#table);
    // Outside a secure context (no crypto.subtle) the table is posted first, and the server names it.
    const named = this.tableId === null;
    if (named) this.tableId = (await this.#postTable()).id;
    const sections = fixture.page.sections.map((section) => ({ ...section, query: section.query.replace("@FEED", `@${this.tableId}`) }));
    this.description = JSON.stringify({ ...fixture.page, sections });
    this.pageId = await tableID(this.description);
    if (!named) await this.#postTable();
    this.#make({ offset });
  }

  destroy() {
    this.#destroyed = true;
    this.page?.destroy();
  }

  // The page at `offset` and `scroll` (the boxes' offsets), in place of the one shown.
  #make({ offset, scroll }) {
    if (this.#destroyed) return;
    this.page?.destroy();
    const { api, onChange } = this.#options;
    const page = this.#createPage(this.stage, { api: api ?? undefined, description: this.description, template, offset, scroll });
    page.on("change", (detail) => {
      this.#reposted = false;
      onChange?.(detail);
    });
    page.on("error", (detail) => this.#failed(page, detail));
    this.page = page;
  }

  // A section's 404 is its size table, which this server does not hold: posted again, the page
  // made anew where it was; a second one before any answer is reported.
  #failed(page, detail) {
    if (page !== this.page) return;
    if (detail.status !== 404 || !/^sections\[\d+\]/.test(detail.parameter ?? "") || this.#reposted) {
      this.#options.onError?.(detail);
      return;
    }
    this.#reposted = true;
    const where = { offset: page.offset, scroll: page.scroll };
    this.#postTable().then(() => { if (this.page === page) this.#make(where); },
      (error) => this.#options.onError?.({ detail: error.message }));
  }

  // POST /sizes/{tableId}?page=@{pageId}, or POST /sizes without the ids.
  async #postTable() {
    const path = this.tableId === null ? "sizes" : `sizes/${this.tableId}${this.pageId === null ? "" : `?page=@${this.pageId}`}`;
    const response = await fetch(new URL(path, this.#base), {
      method: "POST", body: this.#table, headers: { "Content-Type": "text/plain", Accept: "application/json" },
    });
    const answer = await response.json().catch(() => null);
    if (!response.ok) throw new Error(answer?.detail ?? `POST /${path}: ${response.status}`);
    return answer;
  }
}

// A child for each element of the page: a slide, a cover, a category tile, a feed card, a title.
function template(section, item, kind) {
  const element = document.createElement("div");
  if (kind === "pageHeader") {
    element.className = "home-title";
    element.textContent = TITLES[section] ?? `Section ${section}`;
  } else if (section === 0) {
    element.className = "card slide";
    element.style.setProperty("--hue", String((item * 67 + 200) % 360));
    element.textContent = String(item + 1);
  } else if (section === 1) {
    element.className = "card cover";
    element.style.setProperty("--hue", String((item * 29 + 10) % 360));
    element.textContent = String(item + 1);
  } else if (section === 2) {
    element.className = "category";
    element.style.setProperty("--hue", String((item * 53) % 360));
    element.textContent = CATEGORIES[item % CATEGORIES.length];
  } else {
    element.className = "tile feed-card";
    element.style.setProperty("--hue", String((item * 37) % 360));
    const number = document.createElement("b");
    number.textContent = `#${item + 1}`;
    element.append(number, FEED_LINES[item % FEED_LINES.length]);
  }
  return element;
}
