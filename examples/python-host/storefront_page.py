"""
One page this storefront renders, for one visitor: the host's view of the session (host_page.py),
the page's own part (pages.py), the frame (layout.py) and the answer's headers.
"""
import re
from dataclasses import dataclass

from bundle_tags import Bundle
from cookie_notice import wants_cookie_notice
from host_page import config_of, fetch_host_page
from layout import CHROME_WIDGETS, render_layout
from pages import PAGES, error_page
from routes import Route

_BARE_ORIGIN = re.compile(r"https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?")


@dataclass
class PageRequest:
    path: str
    query: str
    cookie: str | None
    # This storefront's origin as the browser named it, e.g. http://127.0.0.1:8081.
    own_origin: str


def socket_origin(own_origin: str) -> str:
    """ws://host:port for http://host:port: where this storefront's /ws answers."""
    return "ws" + own_origin[len("http") :]


def _csp(config: dict, own_origin: str) -> str:
    """A strict policy: the config block is JSON, so no inline script is needed or allowed. The payment
    frame's origin comes from the host's config and is used only when it is a bare origin."""
    frame = config.get("paymentFrameOrigin")
    frame_src = frame if isinstance(frame, str) and _BARE_ORIGIN.fullmatch(frame) else "'none'"
    return "; ".join(
        [
            "default-src 'self'",
            "script-src 'self'",
            "style-src 'self'",
            "img-src 'self' data:",
            f"connect-src 'self' {socket_origin(own_origin)}",
            f"frame-src {frame_src}",
            "frame-ancestors 'self'",
            "form-action 'self'",
            "base-uri 'self'",
            "object-src 'none'",
        ]
    )


def page_config(host_config: dict, own_origin: str) -> dict:
    """The host's config for this page. Its socketUrl names the host itself; the page's socket goes
    through this storefront's /ws instead, where the Origin rule applies as on every proxied call."""
    return {**host_config, "socketUrl": socket_origin(own_origin) + "/ws"}


def render_page(request: PageRequest, route: Route, upstream: str, bundle: Bundle):
    """(status, headers, body) of the page."""
    here = request.path + (f"?{request.query}" if request.query else "")
    host = fetch_host_page(upstream, here, request.cookie)
    cookies = [("Set-Cookie", value) for value in host.set_cookies]
    if 300 <= host.status < 400 and host.location:
        # The host's login guard (or another redirect): the visitor follows it here, with its cookies.
        return host.status, [("Location", host.location), *cookies], b""
    config = page_config(config_of(host.html), request.own_origin)
    body = (PAGES[route.kind] if host.status == 200 else error_page)(host.html, request.path)
    authenticated = bool((config.get("user") or {}).get("authenticated"))
    locale = config.get("locale") if config.get("locale") in ("tr", "en") else "tr"
    notice = wants_cookie_notice(request.cookie)
    widgets = CHROME_WIDGETS + (["CookieButton"] if notice else []) + body.widgets
    tags = bundle.head_tags(widgets, locale, authenticated)
    document = render_layout(body, config, tags, here, request.path, notice)
    headers = [
        ("Content-Type", "text/html; charset=utf-8"),
        # The page holds the visitor's session token and prices: never cached.
        ("Cache-Control", "no-store"),
        ("Content-Security-Policy", _csp(config, request.own_origin)),
        ("X-Content-Type-Options", "nosniff"),
        ("Referrer-Policy", "same-origin"),
        *cookies,
    ]
    return host.status, headers, document.encode("utf-8")
