// The demo page's layouts (GET /demo-layouts.js, imported by demo.js beside it): each layout's /layout parameters, deceleration `rate`, hint and cards.
//
// The page (demo.js) picks one and attaches the web module to the stage with it; the Type,
// Effect and Sizes controls change the carousel's `type`, the slider's `effect` and the parallax
// list's `sizes` here.

export const CAROUSEL_TYPES = ["linear", "rotary", "invertedRotary", "cylinder", "invertedCylinder", "wheel", "invertedWheel",
  "coverFlow", "coverFlow2", "timeMachine", "invertedTimeMachine"];

// Each layout: its /layout parameters, the deceleration `rate` its motions ask for (clients/web/README.md,
// "The deceleration rate of each layout", says why), its hint, and its cards in the module's order.
export const layouts = {
  wheel: {
    label: "Wheel",
    hint: "Drag, Shift+wheel or ← → to spin; a release snaps to a card; click a card to bring it to the middle.",
    parameters: () => ({ layout: "wheel", count: 40 }),
    rate: "fast",
    cards: () => numberedCards(40),
  },
  circle: {
    label: "Circle",
    hint: "Drag up or down: the offset stretches the circle, which springs back.",
    parameters: () => ({ layout: "circle", count: 12 }),
    rate: "normal",
    cards: () => numberedCards(12, "circle"),
  },
  parallax: {
    label: "Parallax list",
    hint: "Drag or scroll: stretchy header, sticky menu and section headers, parallax cells; click a cell to bring it to the top.",
    sizes: "equal",
    sections: () => cellSizes[layouts.parallax.sizes].sections,
    maxParallax: 60,
    parameters: () => ({
      layout: "parallax", count: layouts.parallax.sections().join(","), maxParallax: layouts.parallax.maxParallax,
      ...cellSizes[layouts.parallax.sizes].parameters(),
    }),
    rate: "normal",
    cards: () => parallaxCards(layouts.parallax.sections(), cellSizes[layouts.parallax.sizes].height),
  },
  slider: {
    label: "Slider",
    hint: "Swiper's slider: drag, Shift+wheel or ← →; a release snaps to a slide; click a slide to bring it to rest.",
    effect: "coverflow",
    parameters: () => ({ layout: "slider", count: SLIDES, ...sliderEffects[layouts.slider.effect].parameters }),
    rate: undefined, // Swiper moves by its `speed` and easing; /motion refuses a rate for the slider
    cards: () => slides(sliderEffects[layouts.slider.effect].width),
  },
  masonry: {
    label: "Masonry",
    hint: "Cards of varied text in the shortest column, measured by the module; drag or scroll, click a card to bring it to the top.",
    parameters: () => ({ layout: "masonry", count: TILES, columnWidth: 220, gutter: 14, sizes: "auto" }),
    rate: "normal",
    cards: () => tiles(TILES),
  },
  justified: {
    label: "Justified rows",
    hint: "Photos of random shapes in rows of one height (flickr's justified-layout); drag or scroll, click a photo.",
    parameters: () => ({ layout: "justified", count: PHOTOS, aspectRatios: "auto", targetRowHeight: 170, boxSpacing: 8, containerPadding: 12 }),
    rate: "normal",
    cards: () => photos(PHOTOS),
  },
  grid: {
    label: "Grid",
    hint: "The CSS grid repeat(auto-fill, minmax(200px, 1fr)), computed by the server as Chromium does; drag or scroll.",
    parameters: () => ({ layout: "grid", count: TILES, minColumnWidth: 200, gap: 14, sizes: "auto" }),
    rate: "normal",
    cards: () => tiles(TILES),
  },
  carousel: {
    label: "Carousel",
    hint: "Drag, Shift+wheel or ← →; a release decelerates and stops on an item, as iCarousel does; click a card to bring it to the front.",
    type: "rotary",
    parameters: () => ({ layout: "carousel", type: layouts.carousel.type, count: 24 }),
    rate: undefined, // iCarousel has one deceleration; /motion refuses a rate for the carousel
    cards: () => numberedCards(24),
  },
};

// The slider's effects, each with a few of its options (Swiper's names, effect options
// prefixed); "coverflow-auto" is coverflow over slides of their own widths, which the module
// measures (`slidesPerView: "auto"` with `sizes: "auto"`).
const SLIDES = 12;
export const sliderEffects = {
  slide: { label: "Slide", parameters: { effect: "slide", slidesPerView: 2, spaceBetween: 24, centeredSlides: true } },
  fade: { label: "Fade", parameters: { effect: "fade", fadeCrossFade: true } },
  cube: { label: "Cube", parameters: { effect: "cube", cubeShadowOffset: 20, cubeShadowScale: 0.94 } },
  coverflow: {
    label: "Coverflow",
    parameters: { effect: "coverflow", slidesPerView: 3, centeredSlides: true, coverflowRotate: 50, coverflowDepth: 100, coverflowModifier: 1 },
  },
  "coverflow-auto": {
    label: "Coverflow, varied widths",
    parameters: { effect: "coverflow", slidesPerView: "auto", sizes: "auto", centeredSlides: true, spaceBetween: 24, coverflowRotate: 30, coverflowStretch: 10 },
    width: (item) => 160 + ((item * 67) % 5) * 60,
  },
  flip: { label: "Flip", parameters: { effect: "flip", flipLimitRotation: true } },
  cards: { label: "Cards", parameters: { effect: "cards", slidesPerView: 3, cardsPerSlideOffset: 8, cardsPerSlideRotate: 2 } },
  creative: {
    label: "Creative",
    parameters: { effect: "creative", creativePrevTranslate: "0,0,-400", creativePrevShadow: true, creativeNextTranslate: "2000,0,0" },
  },
};

// The parallax list's cell heights (`sizes`): all the layout's own 200 points; each cell as tall
// as the page draws it (the module measures them: "auto"); or a feed of 100,000 cells of given
// heights, too many for a query, which the module posts once as a size table and names by its id.
const FEED_CELLS = 100_000;
export const cellSizes = {
  equal: { label: "Equal", sections: [4, 6, 5], parameters: () => ({}) },
  varied: {
    label: "Varied (measured)",
    sections: [4, 6, 5],
    height: (section, item) => 90 + ((section * 5 + item) * 67) % 190,
    parameters: () => ({ sizes: "auto" }),
  },
  feed: {
    label: "Feed, 100,000 cells (table)",
    sections: [FEED_CELLS],
    parameters: () => ({ sizes: feedHeights() }),
  },
};

// Deterministic "random" heights from 80 to 240 points, in steps of 10.
let feedLengths = null;
function feedHeights() {
  feedLengths ??= Array.from({ length: FEED_CELLS }, (_, item) => 80 + ((item * 7919) % 17) * 10);
  return feedLengths;
}

// The grid layouts' cards: text of varied length, and photos of random shapes drawn on a canvas
// (data: URLs, nothing loaded from elsewhere), whose natural sizes the module reads.
const TILES = 60;
const PHOTOS = 90;
const WORDS = "a wheel a circle a parallax list carousels sliders masonry justified rows and the grid laid out by one server".split(" ");

function tiles(count) {
  return Array.from({ length: count }, (_, item) => {
    const tile = card("cell", 0, item, "tile");
    const words = Array.from({ length: 4 + (item * 37) % 41 }, (_, word) => WORDS[(item * 7 + word * 3) % WORDS.length]);
    tile.innerHTML = `<b>${item + 1}</b>${words.join(" ")}`;
    return tile;
  });
}

function photos(count) {
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d");
  return Array.from({ length: count }, (_, item) => {
    canvas.width = 60 + Math.floor(Math.random() * 300);
    canvas.height = 60 + Math.floor(Math.random() * 240);
    const gradient = context.createLinearGradient(0, 0, canvas.width, canvas.height);
    gradient.addColorStop(0, `hsl(${(item * 47) % 360} 70% 60%)`);
    gradient.addColorStop(1, `hsl(${(item * 47 + 80) % 360} 60% 30%)`);
    context.fillStyle = gradient;
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.fillStyle = "#fff";
    context.font = "bold 28px sans-serif";
    context.fillText(String(item + 1), 12, 38);
    const photo = card("cell", 0, item, "photo");
    const image = document.createElement("img");
    image.alt = `Photo ${item + 1}`;
    image.src = canvas.toDataURL();
    photo.append(image);
    return photo;
  });
}

// ---------------------------------------------------------------------------------------------
// The cards: each carries its key (kind/section/item) and a hue.
function card(kind, section, item, className, text) {
  const element = document.createElement("div");
  element.className = `item ${className}`;
  element.dataset.key = `${kind}/${section}/${item}`;
  element.style.setProperty("--hue", String((section * 110 + item * 47) % 360));
  if (text !== undefined) element.textContent = text;
  return element;
}

function numberedCards(count, shape = "") {
  return Array.from({ length: count }, (_, item) => card("cell", 0, item, `card ${shape}`, String(item + 1)));
}

// The slider's slides; `width(item)`: a slide's own CSS width, which the module measures.
function slides(width) {
  return Array.from({ length: SLIDES }, (_, item) => {
    const slide = card("slide", 0, item, "card slide", String(item + 1));
    if (width) slide.style.width = `${width(item)}px`;
    return slide;
  });
}

// The header, the menu, then per section its header, cells and footer: the module's order.
// `height(section, item)`: a cell's own CSS height, which the module measures (sizes "auto").
function parallaxCards(sections, height) {
  const header = card("header", 0, 0, "header");
  header.innerHTML = '<div class="title">Pinwheel</div><div class="overlay" data-pinwheel-overlay></div>';
  const menu = card("menu", 0, 0, "menu");
  menu.innerHTML = "<span>Overview</span><span>Cards</span><span>Sections</span><span>About</span>";
  const cards = [header, menu];
  sections.forEach((count, section) => {
    cards.push(card("sectionHeader", section, 0, "section-header", `Section ${section + 1}`));
    for (let item = 0; item < count; item += 1) {
      const cell = card("cell", section, item, "cell");
      cell.style.setProperty("--max-parallax", String(layouts.parallax.maxParallax));
      if (height) cell.style.height = `${height(section, item)}px`;
      const content = document.createElement("div");
      content.className = "content";
      content.dataset.pinwheelParallax = "";
      content.textContent = `${section + 1}.${item + 1}`;
      cell.append(content);
      cards.push(cell);
    }
    cards.push(card("sectionFooter", section, 1, "section-footer", `End of section ${section + 1}`)); // the API's footer is item 1
  });
  return cards;
}
