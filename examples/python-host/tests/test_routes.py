"""Every address of the embedding guide's table (README, section 8) is proxied or is a page rendered here."""
import os
import re
import unittest

from routes import page_for

README = os.path.join(os.path.dirname(__file__), "..", "..", "..", "README.md")
# The pages the widgets link to that this storefront renders itself; the rest goes to the host.
RENDERED_HERE = {"/search": "search", "/sepet": "cart"}
SAMPLE_PARAMETERS = {"catalogPath": "viko/karre", "file": "logo.png"}


def guide_addresses() -> list[str]:
    with open(README, encoding="utf-8") as file:
        readme = file.read()
    start = readme.index("### 8. Every address the bundle calls or links to")
    section = readme[start : readme.index("\n## ", start)]
    cells = [line.split("|")[1] for line in section.splitlines() if line.startswith("| `")]
    return [address for cell in cells for address in re.findall(r"`([^`]+)`", cell)]


def concrete(address: str) -> str:
    # socketUrl is the reference host's /ws (the table says so); parameters get sample values.
    if address == "socketUrl":
        return "/ws"
    return re.sub(r"\{(\w+)\}", lambda found: SAMPLE_PARAMETERS.get(found.group(1), "7"), address)


class GuideAddressesTest(unittest.TestCase):
    def test_the_table_is_read(self):
        self.assertGreater(len(guide_addresses()), 40)

    def test_every_address_is_proxied_or_rendered_here(self):
        for address in guide_addresses():
            path = concrete(address)
            with self.subTest(address=address):
                route = page_for(path)
                if path in RENDERED_HERE:
                    self.assertEqual(route.kind, RENDERED_HERE[path])
                else:
                    self.assertIsNone(route, f"{path} must go to the host")


class PagesTest(unittest.TestCase):
    def test_the_pages_this_storefront_renders(self):
        self.assertEqual(page_for("/").kind, "home")
        self.assertEqual(page_for("/viko").kind, "catalogue")
        self.assertEqual(page_for("/viko/karre").kind, "catalogue")
        self.assertEqual(page_for("/viko-karre-adi-anahtar-beyaz-p-1").kind, "product")

    def test_other_addresses_go_to_the_host(self):
        for path in ("/hizli-siparis", "/hesap/siparisler", "/yonetim", "/static/host.css", "/a/b/c", "/Viko", "/x?"):
            with self.subTest(path=path):
                self.assertIsNone(page_for(path))


if __name__ == "__main__":
    unittest.main()
