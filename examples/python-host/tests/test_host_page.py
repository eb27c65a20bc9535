import unittest

from hostile import HOSTILE
from host_page import config_of, props_of, relative_to_host, title_of
from markup import json_for_script, placeholder, text

UPSTREAM = "http://127.0.0.1:3000"


def host_html(title: str, config: dict, body: str) -> str:
    """A page as the reference host writes one: the block on its own lines, the title escaped."""
    return (
        f"<html><head><title>{text(title)} | Anadolu Elektrik Toptan</title>\n"
        f'<script type="application/json" id="b2b-config">\n  {json_for_script(config)}\n</script>'
        f"</head><body>{body}</body></html>"
    )


class HostPageTest(unittest.TestCase):
    def test_the_config_block_is_read_back_exactly(self):
        config = {"csrfToken": "t0k$&en", "user": {"name": "".join(HOSTILE), "authenticated": True}}
        self.assertEqual(config_of(host_html("x", config, "")), config)

    def test_a_page_without_the_block_is_an_error(self):
        with self.assertRaises(ValueError):
            config_of("<html><script>{}</script></html>")

    def test_props_of_the_first_placeholder_of_a_widget(self):
        product = {"product": {"id": 1, "name": "".join(HOSTILE)}}
        page = host_html("x", {}, placeholder("CartIcon") + placeholder("ProductDetail", product))
        self.assertEqual(props_of(page, "ProductDetail"), product)
        self.assertIsNone(props_of(page, "Cart"))

    def test_the_title_without_the_store_name(self):
        for value in HOSTILE:
            with self.subTest(value=value):
                self.assertEqual(title_of(host_html(value, {}, "")), value.strip())
        search = '"a | b" için arama sonuçları'
        self.assertEqual(title_of(host_html(search, {}, "")), search)

    def test_a_redirect_to_the_host_stays_on_this_origin(self):
        self.assertEqual(relative_to_host(f"{UPSTREAM}/sepet?x=1#top", UPSTREAM), "/sepet?x=1#top")
        self.assertEqual(relative_to_host("/account/login?returnUrl=%2F", UPSTREAM), "/account/login?returnUrl=%2F")
        self.assertEqual(relative_to_host("https://bank.example/3ds", UPSTREAM), "https://bank.example/3ds")
        self.assertEqual(relative_to_host("http://127.0.0.1:3001/x", UPSTREAM), "http://127.0.0.1:3001/x")


if __name__ == "__main__":
    unittest.main()
