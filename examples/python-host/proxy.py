"""
The reverse proxy to the reference host: everything this storefront does not render itself. That is
the API the widgets call, /autocomplete, the login and logout forms, /images/, the admin's calls and
the host's own pages (checkout, offers, orders …, shown as the host renders them). Bodies pass
untouched, the host's compression included; cookies pass both ways as they are (the host sets them
without a Domain, so they belong to this origin).
"""
import http.client
from urllib.parse import urlsplit

from host_page import relative_to_host
from origin_rule import forwarded_origin

# Hop-by-hop headers (RFC 9110 7.6.1) belong to one connection. Content-Length is set again for the
# body as this proxy sends it (whole, never chunked).
HOP_BY_HOP = {
    "connection",
    "keep-alive",
    "proxy-authenticate",
    "proxy-authorization",
    "proxy-connection",
    "te",
    "trailer",
    "transfer-encoding",
    "upgrade",
    "content-length",
}


# Set by this proxy alone: a browser's own X-Forwarded-* would otherwise travel on beside them.
_SET_HERE = {"host", "origin", "x-forwarded-host", "x-forwarded-proto", "x-forwarded-for"}


def origin_of(url: str) -> str:
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}"


def request_headers(
    incoming: list[tuple[str, str]],
    own_origin: str,
    upstream: str,
    client_address: str,
) -> list[tuple[str, str]]:
    """The headers sent to the host: the browser's, for the host's address, under the Origin rule."""
    headers = [(name, value) for name, value in incoming if name.lower() not in HOP_BY_HOP | _SET_HERE]
    origin = forwarded_origin(_first(incoming, "origin"), own_origin, origin_of(upstream))
    if origin is not None:
        headers.append(("Origin", origin))
    headers.append(("X-Forwarded-Host", _first(incoming, "host") or ""))
    headers.append(("X-Forwarded-Proto", "http"))
    headers.append(("X-Forwarded-For", client_address))
    return headers


def answer_headers(incoming: list[tuple[str, str]], upstream: str) -> list[tuple[str, str]]:
    """The host's answer headers for the browser; a redirect to the host itself stays on this origin."""
    headers = []
    for name, value in incoming:
        if name.lower() in HOP_BY_HOP:
            continue
        if name.lower() == "location":
            value = relative_to_host(value, upstream)
        headers.append((name, value))
    return headers


def _first(headers: list[tuple[str, str]], wanted: str) -> str | None:
    return next((value for name, value in headers if name.lower() == wanted), None)


def forward(
    method: str,
    path: str,
    headers: list[tuple[str, str]],
    body: bytes | None,
    upstream: str,
    timeout: float = 30,
) -> tuple[int, list[tuple[str, str]], bytes]:
    """Sends one request to the host; answers its status, headers and whole body."""
    host = urlsplit(upstream)
    connection = http.client.HTTPConnection(host.hostname, host.port, timeout=timeout)
    try:
        connection.putrequest(method, path, skip_host=True, skip_accept_encoding=True)
        connection.putheader("Host", host.netloc)
        for name, value in headers:
            connection.putheader(name, value)
        if body is not None:
            connection.putheader("Content-Length", str(len(body)))
        connection.endheaders(body)
        answer = connection.getresponse()
        content = answer.read()
        return answer.status, answer.getheaders(), content
    finally:
        connection.close()
