"""
A stand-in for the reference host, for the storefront's own tests: pages written the host's way with
hostile catalogue text, a login guard, an endpoint that echoes what it received, and a socket that
echoes its bytes. Every request's Origin is kept, to see what the proxy sent on.
"""
import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from hostile import HOSTILE
from markup import json_for_script, placeholder, text

HOSTILE_TEXT = "".join(HOSTILE)
PRODUCT = {"product": {"id": 1, "name": HOSTILE_TEXT, "children": []}}


def config_for(cookie: str | None) -> dict:
    return {
        "locale": "tr",
        "csrfToken": "token-$&-$1",
        "user": {"authenticated": bool(cookie and "user=1" in cookie), "name": HOSTILE_TEXT},
        "socketUrl": "ws://127.0.0.1:1/ws",
        "paymentFrameOrigin": "http://127.0.0.1:2",
        "store": {"address": HOSTILE_TEXT},
    }


class StubHost(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    origins: list = []

    def log_message(self, *_):
        pass

    def _page(self, status: int, title: str, body: str) -> None:
        config = json_for_script(config_for(self.headers.get("Cookie")))
        document = (
            f"<!doctype html><html><head><title>{text(title)} | Stub</title>"
            f'<script type="application/json" id="b2b-config">\n{config}\n</script>'
            f"</head><body>{body}</body></html>"
        ).encode("utf-8")
        self.send_response(status)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Set-Cookie", "b2b_session=new; Path=/; HttpOnly")
        self.send_header("Content-Length", str(len(document)))
        self.end_headers()
        self.wfile.write(document)

    def do_GET(self):
        self.origins.append(self.headers.get("Origin"))
        if self.headers.get("Upgrade", "").lower() == "websocket":
            self._echo_socket()
        elif self.path == "/viko-p-1":
            self._page(200, HOSTILE_TEXT, placeholder("ProductDetail", PRODUCT))
        elif self.path.startswith("/search"):
            results = placeholder("ProductList", {"path": "/search"})
            self._page(200, f'"{HOSTILE_TEXT}" için arama sonuçları', results)
        elif self.path == "/sepet" and "user=1" not in (self.headers.get("Cookie") or ""):
            self.send_response(303)
            self.send_header("Location", f"http://{self.headers['Host']}/account/login?returnUrl=%2Fsepet")
            self.send_header("Set-Cookie", "b2b_session=anonymous; Path=/")
            self.send_header("Content-Length", "0")
            self.end_headers()
        else:
            self._page(404, "Sayfa bulunamadı", "")

    def do_POST(self):
        self.origins.append(self.headers.get("Origin"))
        body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
        echo = json.dumps(
            {"origin": self.headers.get("Origin"), "host": self.headers["Host"], "body": body.decode("utf-8")}
        ).encode("utf-8")
        self.send_response(403 if self.headers.get("Origin") not in (None, self.upstream_origin) else 200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Set-Cookie", "a=1; Path=/")
        self.send_header("Set-Cookie", "b=2; Path=/")
        self.send_header("Content-Length", str(len(echo)))
        self.end_headers()
        self.wfile.write(echo)

    def _echo_socket(self):
        self.close_connection = True
        self.wfile.write(b"HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n")
        self.wfile.flush()
        while chunk := self.rfile.read1(1024):
            self.wfile.write(chunk)
            self.wfile.flush()


def start_stub_host() -> tuple[ThreadingHTTPServer, str]:
    handler = type("Stub", (StubHost,), {"origins": []})
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    server.daemon_threads = True
    origin = f"http://127.0.0.1:{server.server_address[1]}"
    handler.upstream_origin = origin
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, origin
