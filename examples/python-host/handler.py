"""
The request handler: this storefront's stylesheet and the bundle's files, its own pages, the
WebSocket tunnel, and the proxy for everything else.
"""
import http.client
import http.server
import re
import shutil
import sys
from urllib.parse import urlsplit

import proxy
from assets import IMMUTABLE, static_answer
from routes import page_for
from storefront_page import PageRequest, render_page
from websocket_tunnel import tunnel

# A Host header this server can name itself by: a name or an IPv4 address, or a bracketed IPv6 one.
_HOST = re.compile(r"([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(:[0-9]{1,5})?")
_MAX_BODY = 16 * 1024 * 1024


class StorefrontHandler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "KuzeyToptan"
    # Set by server.py on the class it builds.
    upstream = ""
    bundle = None
    dist_dir = ""
    static_dir = ""

    def log_message(self, format, *args):
        # Every request is a line only when asked for (--verbose); errors always are.
        if getattr(self.server, "verbose", False):
            sys.stderr.write(f"[python-host] {format % args}\n")

    def log_error(self, format, *args):
        sys.stderr.write(f"[python-host] {format % args}\n")

    def _own_origin(self) -> str | None:
        """This storefront's origin as the browser named it: what its pages' Origin header says."""
        host = self.headers.get("Host", "")
        return f"http://{host}" if _HOST.fullmatch(host) else None

    def _send(self, status: int, headers: list[tuple[str, str]], body: bytes = b"") -> None:
        self.send_response(status)
        for name, value in headers:
            self.send_header(name, value)
        bodiless = self.command == "HEAD" or status in (204, 304) or status < 200
        if status not in (204, 304) and status >= 200:
            self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if not bodiless:
            self.wfile.write(body)

    def _send_text(self, status: int, message: str) -> None:
        self._send(status, [("Content-Type", "text/plain; charset=utf-8")], message.encode("utf-8"))

    def _send_file(self, root: str, relative: str, cache_control: str) -> None:
        status, headers, file = static_answer(root, relative, self.headers.get("Accept-Encoding", ""), cache_control)
        if file is None:
            self._send(status, headers, b"Not found")
            return
        with open(file, "rb") as source:
            size = source.seek(0, 2)
            source.seek(0)
            self.send_response(status)
            for name, value in headers + [("Content-Length", str(size))]:
                self.send_header(name, value)
            self.end_headers()
            if self.command != "HEAD":
                shutil.copyfileobj(source, self.wfile)

    def _body(self) -> bytes | None:
        if "chunked" in self.headers.get("Transfer-Encoding", "").lower():
            return self._chunked_body()
        length = self.headers.get("Content-Length")
        if length is None:
            return None
        size = int(length)
        if size < 0 or size > _MAX_BODY:
            raise ValueError("body too large")
        return self.rfile.read(size)

    def _chunked_body(self) -> bytes:
        parts = []
        total = 0
        while True:
            size = int(self.rfile.readline(1024).split(b";")[0].strip() or b"0", 16)
            if size == 0:
                while self.rfile.readline(1024) not in (b"\r\n", b"\n", b""):
                    pass
                return b"".join(parts)
            total += size
            if total > _MAX_BODY:
                raise ValueError("body too large")
            parts.append(self.rfile.read(size))
            self.rfile.readline(1024)

    def _handle(self) -> None:
        own_origin = self._own_origin()
        if own_origin is None:
            self._refuse(400, "Bad Host header")
            return
        url = urlsplit(self.path)
        reading = self.command in ("GET", "HEAD")
        if reading and url.path.startswith("/assets/"):
            relative = url.path[len("/assets/") :]
            # manifest.json is the one name without a content hash.
            self._send_file(self.dist_dir, relative, "no-cache" if relative == "manifest.json" else IMMUTABLE)
        elif reading and url.path == "/shop.css":
            self._send_file(self.static_dir, "shop.css", "no-cache")
        elif self.command == "GET" and self.headers.get("Upgrade", "").lower() == "websocket":
            tunnel(self, own_origin, self.upstream)
        elif reading and (route := page_for(url.path)) is not None:
            request = PageRequest(url.path, url.query, self.headers.get("Cookie"), own_origin)
            self._answer(lambda: render_page(request, route, self.upstream, self.bundle))
        else:
            self._proxy(own_origin)

    def _proxy(self, own_origin: str) -> None:
        try:
            body = self._body()
        except ValueError:
            self._refuse(400, "Bad request body")
            return
        headers = proxy.request_headers(list(self.headers.items()), own_origin, self.upstream, self.client_address[0])
        self._answer(lambda: self._proxied(headers, body))

    def _proxied(self, headers: list[tuple[str, str]], body: bytes | None):
        status, answer, content = proxy.forward(self.command, self.path, headers, body, self.upstream)
        return status, proxy.answer_headers(answer, self.upstream), content

    def _answer(self, produce) -> None:
        """Sends what produce() answers; a host that fails to answer is a 502 (its reason goes to the log)."""
        try:
            answer = produce()
        except (OSError, ValueError, http.client.HTTPException) as error:
            self.log_error("%s: %r", self.path, error)
            self._refuse(502, "The store is not available right now.")
            return
        self._send(*answer)

    def _refuse(self, status: int, message: str) -> None:
        # What is left of the request is not read: the connection cannot carry another one.
        self.close_connection = True
        self._send_text(status, message)

    do_GET = do_HEAD = do_POST = do_PUT = do_PATCH = do_DELETE = do_OPTIONS = _handle
