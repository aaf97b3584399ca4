"""Pinwheel's grid equal to Chromium's own CSS grid for the same cards (issue 32, docs/GRID.md §3):
the web module places cards of varied text with `layout: "grid"` (heights measured at the
server's column widths); beside it, Chromium lays out the same cards itself with
`display: grid; grid-template-columns: repeat(auto-fill, minmax(MIN, 1fr))` and gaps. Every card
Pinwheel shows must have exactly the rectangle (getBoundingClientRect, in 1/64 px) of its twin in
Chromium's grid, moved up by the offset."""

import pytest

import measure
from module_page import module_server, page_server  # noqa: F401 (fixtures)
from test_module_grids import card_texts, fill_cards, module  # noqa: F401 (module: the fixture)

# Each case: the grid's parameters (fractional lengths, so that LayoutUnits and the float32 fr
# share matter), the reading direction, and the offsets to compare at.
CASES = [
    pytest.param({"minColumnWidth": 151.3, "columnGap": 10.7, "rowGap": 7.9}, "ltr", [0, 250.5, 1333], id="5-columns"),
    pytest.param({"minColumnWidth": 97.77, "gap": 0.3}, "ltr", [0, 611.25], id="7-columns"),
    pytest.param({"minColumnWidth": 233.33, "columnGap": 17.01, "rowGap": 3.3}, "rtl", [0, 401], id="rtl"),
    pytest.param({"minColumnWidth": 820.5, "gap": 12}, "ltr", [0, 900], id="one-overflowing-column"),
]


def css_grid(module, parameters, direction, texts):
    """Chromium's own grid of the same cards, as wide as the module's container, below it."""
    column_gap = parameters.get("columnGap", parameters.get("gap", 0))
    row_gap = parameters.get("rowGap", parameters.get("gap", 0))
    module.page.evaluate("""([style, dir]) => {
        const grid = document.createElement('div');
        grid.id = 'css-grid';
        grid.dir = dir;
        grid.style.cssText = style;
        document.body.append(grid);
    }""", [f"display: grid; width: 800px; margin: 40px 0 0 40px; align-items: start; "
           f"grid-template-columns: repeat(auto-fill, minmax({parameters['minColumnWidth']}px, 1fr)); "
           f"column-gap: {column_gap}px; row-gap: {row_gap}px", direction])
    fill_cards(module, texts, "css-grid")


def rects(module, container_id):
    """Each child's rectangle relative to the container's padding box, by position."""
    return module.page.evaluate("""(id) => {
        const container = document.getElementById(id);
        const box = container.getBoundingClientRect();
        const left = box.left + container.clientLeft;
        const top = box.top + container.clientTop;
        return [...container.children].filter((element) => !element.hasAttribute('aria-live')).map((element) => {
            const rect = element.getBoundingClientRect();
            const style = getComputedStyle(element);
            return { rect: [rect.left - left, rect.top - top, rect.width, rect.height],
                     shown: style.display !== 'none' && style.visibility !== 'hidden' };
        });
    }""", container_id)


@pytest.mark.parametrize("parameters, direction, offsets", CASES)
def test_pinwheel_grid_equals_chromiums_css_grid(module, parameters, direction, offsets):
    texts = card_texts(60, seed=11)
    css_grid(module, parameters, direction, texts)
    chromium = rects(module, "css-grid")
    compared = 0
    for offset in offsets:
        fill_cards(module, texts)
        module.page.evaluate("(dir) => { document.getElementById('container').dir = dir; }", direction)
        module.attach(dict(parameters, layout="grid", sizes="auto", offset=offset), None)
        module.ready()
        assert module.errors_reported() == []
        pinwheel = rects(module, "container")
        shown = [position for position, child in enumerate(pinwheel) if child["shown"]]
        assert shown, f"no card shown at offset {offset}"
        differences = []
        for position in shown:
            x, y, width, height = chromium[position]["rect"]
            expected = [x, y - offset, width, height]
            if pinwheel[position]["rect"] != expected:
                differences.append(f"  card {position}: Pinwheel {measure.fmt(pinwheel[position]['rect'])}, "
                                   f"Chromium {measure.fmt(expected)}")
        assert not differences, f"{parameters} {direction} at offset {offset}:\n" + "\n".join(differences)
        # Every card Chromium's grid puts in the viewport is one Pinwheel shows, and no other.
        height = module.container_box()["height"]
        visible = [position for position, child in enumerate(chromium)
                   if child["rect"][1] < offset + height and child["rect"][1] + child["rect"][3] > offset]
        assert shown == visible
        compared += len(shown)
    measure.STATS["cards"] += compared
