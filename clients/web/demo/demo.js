// The demo page's script (GET /demo.js, loaded by demo.html at GET /): its controls, the home screen or the web module attached to the stage, the status line and a hook for tests.
//
// The page opens on the home screen (demo-home.js: an app's home screen made one page with the
// module's createPage); the Layout control, or `?layout=wheel` in the URL, shows one layout
// instead. Every layout is the web module on the stage: the page only makes the cards, picks the
// layout's parameters and `rate`, and shows the status line. Where a card goes and how the
// offset moves (drags, releases, arrow keys, wheel-scroll pauses, clicks on cards) is the
// module's, which asks /layout, /motion and /hit.

import { CAROUSEL_TYPES, cellSizes, layouts, sliderEffects } from "./demo-layouts.js";
import { openHome } from "./demo-home.js";

// The Layout control's first choice: the home screen rather than one layout.
const HOME = "home";
const HOME_HINT = "An app's home screen as one page: scroll it; drag the slider and the shelf sideways; each block's title stays pinned.";

const stage = document.getElementById("stage");
const layoutSelect = document.getElementById("layout-select");
const carouselTypeSelect = document.getElementById("carousel-type-select");
const carouselTypeLabel = document.getElementById("carousel-type-label");
const sizesSelect = document.getElementById("sizes-select");
const sizesLabel = document.getElementById("sizes-label");
const effectSelect = document.getElementById("effect-select");
const effectLabel = document.getElementById("effect-label");
const autoplaySwitch = document.getElementById("autoplay-switch");
const autoplayLabel = document.getElementById("autoplay-label");
const rtlSwitch = document.getElementById("rtl-switch");
const rtlLabel = document.getElementById("rtl-label");
const statusLine = document.getElementById("status");
const hint = document.getElementById("hint");

function showStatus(text, isError = false) {
  statusLine.textContent = text;
  statusLine.classList.toggle("error", isError);
}

// The API's origin: `?api=http://host:port`, or this page's own; the module comes from there
// and talks to it. A bad one stays in the status line.
let apiWarning = null;
const api = (() => {
  const given = new URLSearchParams(location.search).get("api");
  if (!given) return null;
  try {
    const url = new URL(given, location.href);
    if (url.protocol === "http:" || url.protocol === "https:") return url.href.replace(/\/*$/, "/");
  } catch {}
  apiWarning = `api: '${given}' is not an http(s) URL; using ${location.origin}`;
  return null;
})();
const moduleURL = new URL("pinwheel.js", api ?? location.href).href;

const state = {
  // `?layout=` names the first layout shown, the home screen by default.
  name: ((given) => (given === HOME || Object.hasOwn(layouts, given ?? "") ? given : HOME))(new URLSearchParams(location.search).get("layout")),
  offsets: {},       // the offset each layout was left at
  wheel: null,       // the module attached to the stage
  home: null,        // the home screen in the stage (demo-home.js)
  error: null,       // the last problem's detail, until an answer is shown again
  lastChange: null,  // { offset, items } shown last
  shownOffsets: [],  // every offset shown since the module was attached, in order
  settles: [],
  selects: [],
};

function layout() { return layouts[state.name]; }

// The wheel, the carousel and the slider scroll horizontally, the grid layouts fill rows: the RTL
// switch lays them out right to left, through the stage's `dir`, which the module follows.
function mirrors() { return !["circle", "parallax", HOME].includes(state.name); }

// Empties the stage: the module or the home screen it holds stops.
function detach() {
  state.wheel?.destroy();
  state.wheel = null;
  state.home?.destroy();
  state.home = null;
  state.lastChange = null;
  state.shownOffsets = [];
}

function showChange({ offset, items }, noun) {
  state.lastChange = { offset, items };
  state.shownOffsets.push(offset);
  state.error = null;
  showStatus(apiWarning ?? `${items.length} ${noun} · offset ${offset.toFixed(1)}`, apiWarning !== null);
}

function showError({ detail }) {
  state.error = detail;
  showStatus(detail, true);
}

// The home screen in the stage, scrolled to `offset`.
function attachHome(offset) {
  detach();
  stage.removeAttribute("dir");
  stage.replaceChildren();
  const home = openHome(stage, { api, offset: offset || undefined, onChange: (detail) => showChange(detail, "elements"), onError: showError });
  home.opened.catch((error) => showError({ detail: `home screen: ${error.message}` }));
  state.home = home;
}

// Attaches the module for the current layout at `offset`, with fresh cards.
function attach(offset) {
  detach();
  if (mirrors() && rtlSwitch.checked) stage.dir = "rtl";
  else stage.removeAttribute("dir");
  stage.replaceChildren(...layout().cards());
  const autoplay = autoplaySwitch.checked ? { delay: 2500 } : undefined;
  // The slider starts where Swiper does, at its first snap.
  const start = state.name === "slider" && offset === 0 ? undefined : offset;
  const wheel = Pinwheel.attach(stage, { ...layout().parameters(), rate: layout().rate, hit: "server", offset: start, autoplay });
  wheel.on("change", (detail) => showChange(detail, "items"));
  wheel.on("error", showError);
  wheel.on("settle", (detail) => state.settles.push(detail));
  wheel.on("select", ({ element, ...detail }) => state.selects.push(detail));
  state.wheel = wheel;
}

// The offset of what the stage shows: the module's, or the home screen's page's.
function shownOffset() { return state.wheel?.offset ?? state.home?.page?.offset ?? null; }

// Switching layouts: each remembers its own offset.
function selectLayout(name) {
  const left = shownOffset();
  if (left !== null) state.offsets[state.name] = left;
  state.name = name;
  layoutSelect.value = name;
  carouselTypeLabel.hidden = name !== "carousel";
  sizesLabel.hidden = name !== "parallax";
  effectLabel.hidden = name !== "slider";
  rtlLabel.hidden = !mirrors();
  autoplayLabel.hidden = name === HOME;
  hint.textContent = name === HOME ? HOME_HINT : layout().hint;
  if (name === HOME) attachHome(state.offsets[name] ?? 0);
  else attach(state.offsets[name] ?? 0);
}

/** Fills `select` with `choices` ({name: {label}}) and sets `layouts[layout][key]` from it: another
 * carousel type, slider effect or set of cell sizes makes another layout, which starts at its
 * first item. */
function chooseSetting(select, choices, layout, key) {
  for (const [name, { label }] of Object.entries(choices)) select.append(new Option(label, name));
  select.value = layouts[layout][key];
  select.addEventListener("change", () => {
    layouts[layout][key] = select.value;
    attach(0);
  });
}

layoutSelect.append(new Option("Home screen", HOME));
for (const [name, descriptor] of Object.entries(layouts)) layoutSelect.append(new Option(descriptor.label, name));
chooseSetting(carouselTypeSelect, Object.fromEntries(CAROUSEL_TYPES.map((type) => [type, { label: type }])), "carousel", "type");
chooseSetting(effectSelect, sliderEffects, "slider", "effect");
chooseSetting(sizesSelect, cellSizes, "parallax", "sizes");
layoutSelect.addEventListener("change", () => selectLayout(layoutSelect.value));
// Both are hidden on the home screen.
autoplaySwitch.addEventListener("change", () => attach(state.wheel?.offset ?? 0));
// The offset means the same either way: the same item stays current.
rtlSwitch.addEventListener("change", () => attach(state.wheel?.offset ?? 0));

// A small hook for tests and the console.
window.pinwheelDemo = {
  // A layout attached anew at `offset`; the home screen scrolled there.
  setOffset(offset) {
    if (state.name === HOME) stage.scrollTop = offset;
    else attach(offset);
  },
  offset: shownOffset,
  index: () => state.wheel?.index ?? null,
  layout: () => state.name,
  // The parameters the module was given (`sizes` as given: "auto", or the feed's array), with
  // `rtl` when the stage reads right to left; null on the home screen.
  parameters: () => (state.name === HOME ? null : { ...layout().parameters(), ...(stage.dir === "rtl" ? { rtl: true } : {}) }),
  rate: () => (state.name === HOME ? null : layout().rate ?? null),
  ready: async () => {
    await loaded;
    await state.home?.opened.catch(() => {});
    await state.wheel?.ready();
    await state.home?.page?.ready();
    return state.error;
  },
  // The home screen's page (docs/PAGE.md) as posted: its ids and description; null elsewhere.
  home: () => (state.home && { tableId: state.home.tableId, pageId: state.home.pageId, description: state.home.description }),
  homePage: () => state.home?.page ?? null,
  lastChange: () => state.lastChange,
  shownOffsets: () => state.shownOffsets,
  settles: () => state.settles,
  selects: () => state.selects,
  error: () => state.error,
  module: () => state.wheel,
};

let Pinwheel;
const loaded = import(moduleURL).then((module) => {
  Pinwheel = module.Pinwheel;
  if (apiWarning) showStatus(apiWarning, true);
  selectLayout(state.name);
}, (error) => {
  state.error = `cannot load ${moduleURL}: ${error.message}`;
  showStatus(state.error, true);
});
