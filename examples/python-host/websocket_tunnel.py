"""
The WebSocket at /ws (the config's socketUrl: the admin's online users, a company user's live order
notices), tunnelled to the host. The upgrade request goes on under the same Origin rule as every
proxied call, because the host opens the socket only for its own origin: a page of another site
still cannot open it with the visitor's cookie. After the handshake the bytes flow both ways
untouched until either side closes.
"""
import socket
import threading
from urllib.parse import urlsplit

from proxy import request_headers

CHUNK = 65536


def _request_head(method: str, path: str, headers: list[tuple[str, str]], upstream: str) -> bytes:
    host = urlsplit(upstream).netloc
    lines = [f"{method} {path} HTTP/1.1", f"Host: {host}"]
    for name, value in headers:
        # A header value never spans lines: one that tries is not passed on.
        if "\r" not in value and "\n" not in value:
            lines.append(f"{name}: {value}")
    return ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1")


def _client_to_host(reader, host_socket: socket.socket) -> None:
    # read1 hands over what the request parser already buffered before reading the socket again.
    try:
        while chunk := reader.read1(CHUNK):
            host_socket.sendall(chunk)
    except OSError:
        pass
    finally:
        _shut(host_socket)


def _shut(sock: socket.socket) -> None:
    try:
        sock.shutdown(socket.SHUT_RDWR)
    except OSError:
        pass


def tunnel(handler, own_origin: str, upstream: str) -> None:
    """Relays one upgrade request of a BaseHTTPRequestHandler; the connection is the tunnel's after."""
    handler.close_connection = True
    target = urlsplit(upstream)
    headers = request_headers(list(handler.headers.items()), own_origin, upstream, handler.client_address[0])
    headers += [("Connection", "Upgrade"), ("Upgrade", handler.headers.get("Upgrade", ""))]
    try:
        host_socket = socket.create_connection((target.hostname, target.port), timeout=10)
    except OSError:
        handler.send_error(502, "The store's socket is not available")
        return
    with host_socket:
        host_socket.settimeout(None)
        host_socket.sendall(_request_head(handler.command, handler.path, headers, upstream))
        upload = threading.Thread(target=_client_to_host, args=(handler.rfile, host_socket), daemon=True)
        upload.start()
        try:
            while chunk := host_socket.recv(CHUNK):
                handler.connection.sendall(chunk)
        except OSError:
            pass
        finally:
            _shut(handler.connection)
            upload.join(timeout=5)
