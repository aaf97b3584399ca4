"""The web module's grid layouts (issue 32, docs/GRID.md) in Chromium, against the real server:
masonry cards of varied text measured at their column width, a justified gallery of generated
images of random ratios read once loaded (and a long one sent as a size table), the CSS grid's
cards measured at the column widths the server gives; each placed where the answer to the
module's own query puts it, scrolled, and tapped."""

import math
import random
import struct

import pytest

import measure
from module_page import check_children, container_centre, module_page, module_server, page_server  # noqa: F401 (fixtures)

# Cards of text that wraps differently at every width, in a font size and padding that are no
# whole pixels, so that their heights are not either.
CARD_STYLE = """
  .grid-card { box-sizing: border-box; margin: 0; padding: 5.5px 7.25px; border: 1px solid #123;
               background: #cfe0f4; font: 13.3px/1.37 sans-serif; overflow-wrap: anywhere; }
  img.grid-card { display: block; padding: 0; border: 0; }
"""
WORDS = "pinwheel lays out galleries and feeds masonry justified rows grid cards of their own sizes".split()


@pytest.fixture()
def module(browser, page_server, module_server):
    with module_page(browser, page_server, module_server) as module:
        module.page.add_style_tag(content=CARD_STYLE)
        yield module
        assert not module.errors, f"script errors on the page: {module.errors}"


def card_texts(count, seed=32):
    generator = random.Random(seed)
    return [f"{item} " + " ".join(generator.choice(WORDS) for _ in range(generator.randint(1, 40))) for item in range(count)]


def fill_cards(module, texts, container="container"):
    """Fills `container` with one card per text."""
    module.page.evaluate("""([texts, id]) => {
        document.getElementById(id).replaceChildren(...texts.map((text) => {
            const card = document.createElement('div');
            card.className = 'grid-card';
            card.textContent = text;
            return card;
        }));
    }""", [texts, container])


def expand(text):
    """The lengths a `sizes`-grammar list names: `L*n` is n times L."""
    lengths = []
    for entry in text.split(","):
        length, _, repeats = entry.partition("*")
        lengths += [float(length)] * (int(repeats) if repeats else 1)
    return lengths


def child_heights(module):
    """Each child's height as the page lays it out, to Chromium's 1/64 px (its bounding box)."""
    return module.page.evaluate("""() => [...document.getElementById('container').children]
        .filter((element) => !element.hasAttribute('aria-live'))
        .map((element) => element.getBoundingClientRect().height)""")


def child_widths(module):
    return module.page.evaluate("""() => [...document.getElementById('container').children]
        .filter((element) => !element.hasAttribute('aria-live'))
        .map((element) => element.getBoundingClientRect().width)""")


def float32(value):
    return struct.unpack("f", struct.pack("f", value))[0]


def layout_units(length):
    """Chromium's LayoutUnit of a CSS length: float32, times 64, truncated (docs/GRID.md §3.1)."""
    return math.trunc(float32(length) * 64)


def grid_columns(width, minimum, gap):
    """The column widths of repeat(auto-fill, minmax(minimum, 1fr)), as docs/GRID.md §3.2 works
    them out (the fr share and its carry in float32), in px: `800, 151.3, 10.7` is 51200 LayoutUnits,
    gaps of 684, 5 columns sharing 48464: 9692.8 each, 9692 then 9693 ×3 as the carry grows, and
    9692 again where float32's carry falls a hair short of a whole unit."""
    whole, gap_units, minimum_units = layout_units(width), layout_units(gap), layout_units(minimum)
    count = max(1, (whole + gap_units) // (max(64, minimum_units) + gap_units))
    share = float32(float32(whole - (count - 1) * gap_units) / float32(count))
    carry, sizes = 0.0, []
    for _ in range(count):
        total = float32(share + carry)
        size = math.trunc(float32(total + 2 ** -23))
        carry = max(float32(total - size), 0.0)
        sizes.append(size / 64)
    return sizes


def sent(module, name):
    """The `name` parameter of the module's last /layout request."""
    return module.api_requests("layout")[-1][name]


def scroll_and_check(module, options, distance):
    """Scrolls the container by the mouse wheel and checks every child where the answer puts it."""
    module.page.mouse.move(*container_centre(module))
    module.page.mouse.wheel(0, distance)
    module.ready()
    assert module.wheel("offset") > 0
    return check_children(module, dict(options, offset=module.wheel("offset")))


def test_masonry_cards_measured_at_their_column_width(module):
    texts = card_texts(40)
    fill_cards(module, texts)
    options = {"layout": "masonry", "count": 40, "columnWidth": 180, "gutter": 12}
    module.attach(dict(options, sizes="auto"), None)
    module.ready()
    # Every card measured 180 wide, its height the page's own (1/64 px), in item order.
    assert set(child_widths(module)) == {180}
    heights = expand(sent(module, "sizes"))
    assert heights == child_heights(module)
    assert len(set(heights)) > 10, heights
    assert any(height != int(height) for height in heights), "no card height is fractional: the test proves less"
    answer = check_children(module, dict(options, sizes=sent(module, "sizes")))
    # 800 wide: (800 + 12) / 192 is 4 columns, the first four cards along the top.
    assert [(item["frame"]["x"], item["frame"]["y"]) for item in answer["items"][:4]] == [(0, 0), (192, 0), (384, 0), (576, 0)]

    scroll_and_check(module, dict(options, sizes=sent(module, "sizes")), 700)
    # A card that grows is measured again and the layout follows it.
    module.page.evaluate("document.getElementById('container').children[1].textContent += ' grown by many more words' .repeat(6)")
    module.ready()
    assert expand(sent(module, "sizes"))[1] > heights[1]
    check_children(module, dict(options, sizes=sent(module, "sizes")))
    assert module.errors_reported() == []


def test_masonry_auto_sizes_need_a_width(module):
    fill_cards(module, card_texts(3))
    outcome = module.page.evaluate("""() => {
        try {
            window.moduleTest.attach({ layout: 'masonry', sizes: 'auto' }, null);
            return 'attached';
        } catch (error) {
            return `${error.name}: ${error.message}`;
        }
    }""")
    assert outcome.startswith("TypeError") and "columnWidth" in outcome, outcome


def generated_images(module, ratios):
    """Fills the container with one <img> per ratio, each a canvas drawing as a data: URL
    (nothing loaded from elsewhere), not yet decoded when the module attaches."""
    module.page.evaluate("""(ratios) => {
        document.getElementById('container').replaceChildren(...ratios.map(([width, height], item) => {
            const canvas = document.createElement('canvas');
            canvas.width = width;
            canvas.height = height;
            const context = canvas.getContext('2d');
            context.fillStyle = `hsl(${item * 47 % 360} 70% 55%)`;
            context.fillRect(0, 0, width, height);
            const image = document.createElement('img');
            image.className = 'grid-card';
            image.src = canvas.toDataURL();
            return image;
        }));
    }""", ratios)


def test_justified_gallery_of_images_read_once_loaded(module):
    generator = random.Random(7)
    sizes = [(generator.randint(40, 400), generator.randint(40, 400)) for _ in range(36)]
    generated_images(module, sizes)
    # Two children say their ratio themselves (an image of any size inside is not read).
    module.page.evaluate("""() => {
        const children = document.getElementById('container').children;
        children[3].dataset.aspectRatio = '2.5';
        children[4].dataset.aspectRatio = '0.75';
    }""")
    options = {"layout": "justified", "count": 36, "targetRowHeight": 140, "boxSpacing": 6, "containerPadding": 4}
    module.attach(dict(options, aspectRatios="auto"), None)
    module.ready()
    expected = [width / height for width, height in sizes]
    expected[3:5] = [2.5, 0.75]
    ratios = [query.get("aspectRatios") for query in module.api_requests("layout")]
    # The first request waited for every image: it already has every ratio.
    assert ratios and all(ratio is not None for ratio in ratios), ratios
    assert expand(ratios[0]) == expected
    answer = check_children(module, dict(options, aspectRatios=ratios[-1]))
    rows = sorted({item["frame"]["y"] for item in answer["items"]})
    assert len(rows) >= 2, rows
    scroll_and_check(module, dict(options, aspectRatios=ratios[-1]), 400)
    assert module.errors_reported() == []


def test_a_long_gallery_goes_as_a_table(module):
    # 3,000 photos of 400 distinct ratios: too many entries for a query, posted once.
    count = 3000
    ratios = [round(0.5 + (item * 37 % 400) / 200, 3) for item in range(count)]
    options = {"layout": "justified", "count": count, "targetRowHeight": 120}
    module.attach(dict(options, aspectRatios=ratios), count)
    module.ready()
    sent_ratios = sent(module, "aspectRatios")
    assert sent_ratios.startswith("@sha256-"), sent_ratios
    posts = [url for url in module.requests if url.startswith(f"{module.server}/sizes/sha256-")]
    assert len(posts) == 1, posts
    check_children(module, dict(options, aspectRatios=sent_ratios))
    # Far down the gallery (scrolled by the mouse wheel): the same table, no second post.
    answer = scroll_and_check(module, dict(options, aspectRatios=sent_ratios), 50_000)
    assert module.wheel("offset") == 50_000 and min(item["item"] for item in answer["items"]) > 1000, answer["items"][0]
    assert len([url for url in module.requests if url.startswith(f"{module.server}/sizes/sha256-")]) == 1
    assert module.errors_reported() == []


def test_grid_cards_measured_at_the_servers_column_widths(module):
    texts = card_texts(30, seed=5)
    fill_cards(module, texts)
    options = {"layout": "grid", "count": 30, "minColumnWidth": 151.3, "columnGap": 10.7, "rowGap": 7.9}
    module.attach(dict(options, sizes="auto", hit="server"), None)
    module.ready()
    columns = grid_columns(800, 151.3, 10.7)
    assert len(columns) == 5 and len(set(columns)) == 2, columns
    assert child_widths(module) == [columns[item % 5] for item in range(30)]
    assert expand(sent(module, "sizes")) == child_heights(module)
    options = dict(options, sizes=sent(module, "sizes"))
    check_children(module, options)
    answer = scroll_and_check(module, options, 300)

    # A tap on a card: /hit names it, and it scrolls to the top.
    target = next(item for item in answer["items"] if item["frame"]["y"] > module.wheel("offset") + 20)
    box = module.container_box()
    frame = target["frame"]
    module.page.mouse.click(box["left"] + frame["x"] + 5, box["top"] + frame["y"] - module.wheel("offset") + 5)
    module.ready()
    assert module.api_requests("hit"), "no /hit request"
    assert [event["detail"]["item"] for event in module.events("select")] == [target["item"]]
    # At rest with the card's top at the viewport's top, unless that is past the end.
    assert module.wheel("offset") == min(frame["y"], answer["contentSize"]["height"] - box["height"])
    check_children(module, dict(options, offset=module.wheel("offset")))
    assert module.errors_reported() == []
