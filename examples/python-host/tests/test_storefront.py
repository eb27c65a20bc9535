"""The storefront end to end in front of a stand-in host: its pages, its proxy and its socket tunnel."""
import http.client
import json
import os
import re
import socket
import tempfile
import threading
import unittest

from server import build_server
from stub_host import HOSTILE_TEXT, PRODUCT, start_stub_host
from test_markup import parse

MANIFEST = {
    "entrypoints": {"storefront": {"js": ["storefront.1.js"], "css": ["storefront.1.css"]}},
    "chunks": {"w-ProductDetail": {"js": ["w-ProductDetail.2.js"], "css": ["w-ProductDetail.2.css"]}},
    "preload": {"locales": {"tr": []}, "widgets": {"ProductDetail": ["w-ProductDetail"]}},
}


class StorefrontTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.dist = tempfile.TemporaryDirectory()
        with open(os.path.join(cls.dist.name, "manifest.json"), "w") as file:
            json.dump(MANIFEST, file)
        cls.stub, cls.upstream = start_stub_host()
        cls.storefront = build_server(cls.upstream, cls.dist.name)
        threading.Thread(target=cls.storefront.serve_forever, daemon=True).start()
        cls.port = cls.storefront.server_address[1]
        cls.own = f"http://127.0.0.1:{cls.port}"

    @classmethod
    def tearDownClass(cls):
        cls.storefront.shutdown()
        cls.storefront.server_close()
        cls.stub.shutdown()
        cls.stub.server_close()
        cls.dist.cleanup()

    def request(self, method: str, path: str, headers: dict | None = None, body: bytes | None = None):
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=5)
        try:
            connection.request(method, path, body=body, headers=headers or {})
            answer = connection.getresponse()
            return answer.status, answer.headers, answer.read()
        finally:
            connection.close()

    def test_a_product_page_carries_the_hosts_session_and_the_product_as_text(self):
        status, headers, body = self.request("GET", "/viko-p-1")
        document = body.decode("utf-8")
        self.assertEqual(status, 200)
        self.assertEqual(headers.get_all("Set-Cookie"), ["b2b_session=new; Path=/; HttpOnly"])
        self.assertEqual(headers["Cache-Control"], "no-store")
        block = re.search(r'id="b2b-config">(.*?)</script>', document, re.S).group(1)
        config = json.loads(block)
        self.assertEqual(config["csrfToken"], "token-$&-$1")
        self.assertEqual(config["user"]["name"], HOSTILE_TEXT)
        self.assertEqual(config["socketUrl"], f"ws://127.0.0.1:{self.port}/ws")
        detail = [a for tag, a in parse(document).starts if a.get("data-component") == "ProductDetail"]
        self.assertEqual(json.loads(detail[0]["data-props"]), PRODUCT)
        self.assertIn('<link rel="preload" href="/assets/w-ProductDetail.2.js" as="script" />', document)
        self.assertIn("frame-src http://127.0.0.1:2;", headers["Content-Security-Policy"])

    def test_the_search_title_is_text(self):
        status, _, body = self.request("GET", "/search?q=%24%26")
        headings = parse(body.decode("utf-8"))
        self.assertEqual(status, 200)
        self.assertIn(f'"{HOSTILE_TEXT}" için arama sonuçları', headings.data)

    def test_the_hosts_login_guard_is_followed_here(self):
        status, headers, _ = self.request("GET", "/sepet")
        self.assertEqual(status, 303)
        self.assertEqual(headers["Location"], "/account/login?returnUrl=%2Fsepet")
        self.assertEqual(headers.get_all("Set-Cookie"), ["b2b_session=anonymous; Path=/"])

    def test_a_page_the_host_does_not_know_is_a_404_in_this_layout(self):
        status, _, body = self.request("GET", "/yok-boyle-bir-sayfa")
        self.assertEqual(status, 404)
        self.assertIn("<h1>Sayfa bulunamadı</h1>", body.decode("utf-8"))

    def test_the_proxy_rewrites_only_this_storefronts_origin(self):
        payload = "allowCookies=$&$1".encode("utf-8")
        status, headers, body = self.request("POST", "/api/echo", {"Origin": self.own}, payload)
        self.assertEqual(status, 200)
        self.assertEqual(
            json.loads(body),
            {"origin": self.upstream, "host": self.upstream[len("http://") :], "body": "allowCookies=$&$1"},
        )
        self.assertEqual(headers.get_all("Set-Cookie"), ["a=1; Path=/", "b=2; Path=/"])
        status, _, body = self.request("POST", "/api/echo", {"Origin": "http://evil.example"}, payload)
        self.assertEqual((status, json.loads(body)["origin"]), (403, "http://evil.example"))

    def test_a_bad_host_header_is_refused(self):
        status, _, _ = self.request("GET", "/", {"Host": "evil\"; script-src *"})
        self.assertEqual(status, 400)

    def upgrade(self, origin: str) -> bytes:
        with socket.create_connection(("127.0.0.1", self.port), timeout=5) as client:
            client.sendall(
                (
                    "GET /ws HTTP/1.1\r\n"
                    f"Host: 127.0.0.1:{self.port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                    f"Origin: {origin}\r\nSec-WebSocket-Version: 13\r\n"
                    "Sec-WebSocket-Key: AAAAAAAAAAAAAAAAAAAAAA==\r\n\r\n"
                ).encode("latin-1")
            )
            head = b""
            while b"\r\n\r\n" not in head:
                head += client.recv(1024)
            client.sendall(b"$&\0</script>")
            echoed = head.split(b"\r\n\r\n", 1)[1]
            while len(echoed) < len(b"$&\0</script>"):
                echoed += client.recv(1024)
            self.assertTrue(head.startswith(b"HTTP/1.1 101"))
            return echoed

    def test_the_socket_is_tunnelled_under_the_origin_rule(self):
        self.stub.RequestHandlerClass.origins.clear()
        self.assertEqual(self.upgrade(self.own), b"$&\0</script>")
        self.assertEqual(self.upgrade("http://evil.example"), b"$&\0</script>")
        self.assertEqual(self.stub.RequestHandlerClass.origins, [self.upstream, "http://evil.example"])


if __name__ == "__main__":
    unittest.main()
