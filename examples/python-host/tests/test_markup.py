import json
import unittest
from html.parser import HTMLParser

from hostile import HOSTILE
from markup import json_for_script, placeholder, text


class _Elements(HTMLParser):
    """The elements and attributes a browser's parser would see, and the text between them."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.starts: list[tuple[str, dict]] = []
        self.data: list[str] = []

    def handle_starttag(self, tag, attrs):
        self.starts.append((tag, dict(attrs)))

    def handle_data(self, data):
        self.data.append(data)


def parse(markup: str) -> _Elements:
    parser = _Elements()
    parser.feed(markup)
    parser.close()
    return parser


class TextTest(unittest.TestCase):
    def test_hostile_text_stays_text_in_content_and_attributes(self):
        for value in HOSTILE:
            with self.subTest(value=value):
                page = parse(f"<p title=\"{text(value)}\" data-x='{text(value)}'>{text(value)}</p>")
                self.assertEqual(page.starts, [("p", {"title": value, "data-x": value})])
                self.assertEqual("".join(page.data), value)


class PlaceholderTest(unittest.TestCase):
    def test_props_come_back_exactly_from_the_attribute(self):
        props = {"product": {"name": HOSTILE, "note": "".join(HOSTILE)}}
        page = parse(placeholder("ProductDetail", props))
        tag, attributes = page.starts[0]
        self.assertEqual(tag, "div")
        self.assertEqual(attributes["data-component"], "ProductDetail")
        self.assertEqual(json.loads(attributes["data-props"]), props)

    def test_a_placeholder_is_empty(self):
        self.assertEqual(placeholder("CartIcon"), '<div data-component="CartIcon"></div>')
        self.assertEqual(
            placeholder("Campaign", load="visible"),
            '<div data-component="Campaign" data-load="visible"></div>',
        )


class JsonForScriptTest(unittest.TestCase):
    def test_nothing_can_end_the_block_and_the_value_is_unchanged(self):
        config = {"user": {"name": "".join(HOSTILE)}, "labels": {value: value for value in HOSTILE}}
        block = json_for_script(config)
        for raw in ("<", ">", "&", "\u2028", "\u2029", "\0", "\n"):
            self.assertNotIn(raw, block)
        self.assertEqual(json.loads(block), config)

    def test_escapes_like_the_reference_host(self):
        self.assertEqual(json_for_script({"a": "</script>&\u2028"}), '{"a":"\\u003c/script\\u003e\\u0026\\u2028"}')
        # Turkish letters stay letters, as the reference host writes them.
        self.assertEqual(json_for_script("Şalt ve Aydınlatma"), '"Şalt ve Aydınlatma"')


if __name__ == "__main__":
    unittest.main()
