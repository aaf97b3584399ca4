"""The web module against clients/fixtures/ (written by `swift run pinwheel-fixtures` from the
server's code): the canonical text and table id it computes for every `sizes` text and list of
lengths are the server's, and the carousel types it takes to wrap are the engine's."""

import json
from pathlib import Path

from module_page import module, module_page, module_server, page_server  # noqa: F401 (fixtures)

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures"


def fixture(name):
    return json.loads((FIXTURES / name).read_text())


def test_the_module_computes_the_servers_canonical_text_and_id(module):
    """Every plain text (digits, an optional fraction, an optional *n) has the server's canonical
    text and id, or none where the server refuses it; any other spelling none (it goes to POST
    /sizes as written); every list of lengths, compacted, is the server's canonical text."""
    cases = fixture("size-text.json")
    computed = module.page.evaluate("""async ([server, texts, lists]) => {
        const { canonicalSizes, compactSizes, tableID } = await import(`${server}/pinwheel-sizes.js`);
        const withID = async (canonical) => [canonical, canonical === null ? null : await tableID(canonical)];
        return [await Promise.all(texts.map((text) => withID(canonicalSizes(text)))),
                await Promise.all(lists.map((lengths) => withID(compactSizes(lengths))))];
    }""", [module.server, [case["text"] for case in cases["texts"]], [case["lengths"] for case in cases["lengths"]]])
    texts, lists = computed
    assert len(texts) == len(cases["texts"]) > 40 and len(lists) == len(cases["lengths"]) > 5
    for case, (canonical, table_id) in zip(cases["texts"], texts):
        expected = [case["canonical"], case["id"]] if case["plain"] else [None, None]
        assert [canonical, table_id] == expected, case["text"][:60]
    for case, (canonical, table_id) in zip(cases["lengths"], lists):
        assert [canonical, table_id] == [case["canonical"], case["id"]], case["lengths"][:4]


def test_the_module_wraps_the_carousel_types_the_engine_wraps(module):
    """A carousel without `wrap` goes round exactly for the types that wrap by default."""
    facts = fixture("layout-facts.json")
    wrapping = module.page.evaluate("""async ([server, types]) => {
        const { Options } = await import(`${server}/pinwheel-options.js`);
        return types.filter((type) => new Options({ layout: "carousel", type }, 5).wraps);
    }""", [module.server, facts["carouselTypes"]])
    assert wrapping == facts["wrappingCarouselTypes"] and len(wrapping) < len(facts["carouselTypes"])
