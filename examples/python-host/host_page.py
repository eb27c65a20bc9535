"""
Where a page's visitor data comes from: the reference host, asked for the same address with the
visitor's cookies. This is the embedding guide's one documented way for a page whose API is proxied
to another server. The answer's #b2b-config block was built for that session, so its csrfToken is
the one the proxied calls are checked against and its user is who that server thinks is logged in.
A real backend that is also the API server reads both from its own session instead.

The host's status, its redirects (the login guard) and its Set-Cookie (a new anonymous session) are
passed on by the caller. The page's main widget's data-props (a product with its variants, the cart's
payment plans) come from the same answer: this example has no catalogue of its own.
"""
import html
import http.client
import json
import re
from dataclasses import dataclass
from urllib.parse import urlsplit

_CONFIG_BLOCK = re.compile(r'<script type="application/json" id="b2b-config">(.*?)</script>', re.S)
_TITLE = re.compile(r"<title>(.*?)</title>", re.S)


@dataclass
class HostPage:
    status: int
    # The redirect target, made relative when it points at the host itself.
    location: str | None
    set_cookies: list[str]
    html: str


def relative_to_host(location: str, upstream: str) -> str:
    """A redirect to the host's own origin becomes a path on ours; any other target is kept."""
    target = urlsplit(location)
    host = urlsplit(upstream)
    if target.scheme == "" and target.netloc == "":
        return location
    if (target.scheme, target.netloc) != (host.scheme, host.netloc):
        return location
    rest = target.path or "/"
    if target.query:
        rest += "?" + target.query
    if target.fragment:
        rest += "#" + target.fragment
    return rest


def fetch_host_page(upstream: str, path_and_query: str, cookie: str | None, timeout: float = 15) -> HostPage:
    host = urlsplit(upstream)
    connection = http.client.HTTPConnection(host.hostname, host.port, timeout=timeout)
    try:
        headers = {"Accept": "text/html", "Accept-Encoding": "identity"}
        if cookie:
            headers["Cookie"] = cookie
        connection.request("GET", path_and_query, headers=headers)
        answer = connection.getresponse()
        body = answer.read().decode("utf-8")
        location = answer.getheader("Location")
        return HostPage(
            status=answer.status,
            location=None if location is None else relative_to_host(location, upstream),
            set_cookies=answer.headers.get_all("Set-Cookie") or [],
            html=body,
        )
    finally:
        connection.close()


def config_of(page_html: str) -> dict:
    """The page's config block. Its \\u003c escapes are JSON string escapes: json.loads reads them."""
    block = _CONFIG_BLOCK.search(page_html)
    if block is None:
        raise ValueError("the host page has no #b2b-config block")
    return json.loads(block.group(1))


def props_of(page_html: str, component: str):
    """The data-props of the page's first placeholder of that widget, or None when it has none."""
    tag = re.search(
        '<div data-component="' + re.escape(component) + "\"\\s+data-props='([^']*)'",
        page_html,
    )
    return None if tag is None else json.loads(html.unescape(tag.group(1)))


def title_of(page_html: str) -> str:
    """The host page's title without its ' | store name' ending (this storefront writes its own)."""
    found = _TITLE.search(page_html)
    title = html.unescape(found.group(1)).strip() if found else ""
    store_part = title.rfind(" | ")
    return (title[:store_part] if store_part != -1 else title).strip()
