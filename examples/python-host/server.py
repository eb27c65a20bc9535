"""
A storefront whose backend is not ours, in Python's standard library: it renders its own pages with
the widgets' placeholders and the config block, serves the bundle from dist/ at /assets/, and
proxies everything else to the reference host (the API, /autocomplete, login and logout, /images/,
the /ws socket and the host's own pages).

    python3 examples/python-host/server.py --upstream http://127.0.0.1:3000 [--port 8081] [--dist dist]

Once listening it prints one JSON line, {"url": ...}, so a test runner can start it on --port 0.
"""
import argparse
import json
import os
import sys
import threading
from http.server import ThreadingHTTPServer
from urllib.parse import urlsplit

from bundle_tags import Bundle
from handler import StorefrontHandler

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


class StorefrontServer(ThreadingHTTPServer):
    daemon_threads = True
    verbose = False

    def handle_error(self, request, client_address):
        # A visitor who leaves mid-answer (a navigation aborts its page's requests) is not an error.
        if isinstance(sys.exc_info()[1], ConnectionError):
            return
        super().handle_error(request, client_address)


def _arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.strip().splitlines()[0])
    parser.add_argument("--upstream", default="http://127.0.0.1:3000", help="the reference host")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8081, help="0 picks a free port")
    parser.add_argument("--dist", default=os.path.join(ROOT, "dist"), help="the built bundle")
    parser.add_argument("--verbose", action="store_true", help="log every request")
    parser.add_argument(
        "--exit-when-stdin-closes",
        action="store_true",
        help="for a test runner: stop when the runner goes away",
    )
    return parser.parse_args()


def build_server(upstream: str, dist_dir: str, host: str = "127.0.0.1", port: int = 0) -> StorefrontServer:
    """The storefront in front of the reference host at upstream (an http:// origin), not yet serving."""
    parts = urlsplit(upstream)
    if parts.scheme != "http" or not parts.hostname:
        raise ValueError(f"the upstream must be an http:// origin, got {upstream!r}")
    handler = type(
        "Handler",
        (StorefrontHandler,),
        {
            "upstream": f"http://{parts.netloc}",
            "bundle": Bundle(dist_dir),
            "dist_dir": os.path.abspath(dist_dir),
            "static_dir": os.path.join(HERE, "static"),
        },
    )
    return StorefrontServer((host, port), handler)


def main() -> None:
    options = _arguments()
    try:
        server = build_server(options.upstream, options.dist, options.host, options.port)
    except (ValueError, OSError) as error:
        sys.exit(f"python-host: {error}")
    server.verbose = options.verbose
    host, port = server.server_address[:2]
    print(json.dumps({"url": f"http://{host}:{port}"}), flush=True)
    if options.exit_when_stdin_closes:
        threading.Thread(target=lambda: (sys.stdin.read(), server.shutdown()), daemon=True).start()
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


if __name__ == "__main__":
    main()
