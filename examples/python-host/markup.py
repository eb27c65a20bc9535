"""
Escaping for everything the pages write. Catalogue text, the visitor's name and the search words are
never trusted: every value goes through one of these on its way into the HTML.
"""
import html
import json

# What may not stand raw in a <script type="application/json"> block: '<' and '>' (a '</script>' in a
# product name would end the block), '&', and the two line separators older parsers took for line ends.
# The escapes are JSON's own, so the block parses to the same value. A table, not a replacement string:
# no value ever passes through a pattern's replacement syntax.
_SCRIPT_JSON = str.maketrans(
    {
        "<": "\\u003c",
        ">": "\\u003e",
        "&": "\\u0026",
        "\u2028": "\\u2028",
        "\u2029": "\\u2029",
    }
)


def text(value: object) -> str:
    """Text for an element's content or a double- or single-quoted attribute."""
    return html.escape(str(value), quote=True)


def compact_json(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def json_for_script(value: object) -> str:
    """JSON for the config block: it cannot end its <script> element, and parses back to the same value."""
    return compact_json(value).translate(_SCRIPT_JSON)


def placeholder(name: str, props: object = None, load: str | None = None) -> str:
    """A widget placeholder, empty (the bundle's CSS reserves its height only while it is empty)."""
    attributes = [f'data-component="{text(name)}"']
    if props is not None:
        attributes.append(f"data-props='{text(compact_json(props))}'")
    if load is not None:
        attributes.append(f'data-load="{text(load)}"')
    return f"<div {' '.join(attributes)}></div>"
