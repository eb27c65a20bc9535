import os
import tempfile
import unittest

from assets import resolve, static_answer


class AssetsTest(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.TemporaryDirectory()
        self.root = os.path.join(self.folder.name, "dist")
        os.mkdir(self.root)
        for name in ("storefront.ab12.js", "storefront.ab12.js.br", "storefront.ab12.js.gz", "w.cd34.css"):
            with open(os.path.join(self.root, name), "w") as file:
                file.write(name)
        with open(os.path.join(self.folder.name, "secret.js"), "w") as file:
            file.write("outside")

    def tearDown(self):
        self.folder.cleanup()

    def test_a_path_never_leaves_its_folder(self):
        for relative in ("../secret.js", "%2e%2e/secret.js", "..%2fsecret.js", "/etc/passwd", "a%00.js", "%ff.js"):
            with self.subTest(relative=relative):
                try:
                    self.assertIsNone(resolve(self.root, relative))
                except UnicodeDecodeError:
                    pass
                self.assertEqual(static_answer(self.root, relative, "", "no-cache")[0], 404)

    def test_only_known_types_are_served(self):
        self.assertIsNone(resolve(self.root, "storefront.ab12.js.br"))

    def test_compressed_copies_by_content_negotiation(self):
        def sent(accept: str):
            status, headers, file = static_answer(self.root, "storefront.ab12.js", accept, "immutable")
            return status, dict(headers).get("Content-Encoding"), os.path.basename(file), dict(headers)["Vary"]

        self.assertEqual(sent("gzip, deflate, br"), (200, "br", "storefront.ab12.js.br", "Accept-Encoding"))
        self.assertEqual(sent("gzip, br;q=0"), (200, "gzip", "storefront.ab12.js.gz", "Accept-Encoding"))
        self.assertEqual(sent(""), (200, None, "storefront.ab12.js", "Accept-Encoding"))
        status, headers, file = static_answer(self.root, "w.cd34.css", "br", "immutable")
        self.assertEqual(dict(headers)["Content-Type"], "text/css; charset=utf-8")
        self.assertEqual(os.path.basename(file), "w.cd34.css")


if __name__ == "__main__":
    unittest.main()
