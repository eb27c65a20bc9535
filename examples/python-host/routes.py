"""
Which addresses this storefront renders itself; every other one goes to the reference host through
the proxy. The widgets link to a product as /{seo}-p-{id}, to the search as /search?q= and to the
cart as /sepet, so those are pages here; catalogue pages (/{category}, /{brand}, /{brand}/{model})
give their product list their own path.
"""
import re
from dataclasses import dataclass


@dataclass(frozen=True)
class Route:
    # The page's kind: "home", "catalogue", "search", "product" or "cart".
    kind: str


_PRODUCT = re.compile(r"/[^/]+-p-[A-Za-z0-9_-]{1,40}")
_CATALOGUE = re.compile(r"/[a-z0-9-]+(/[a-z0-9-]+)?")

_FIXED = {"/": Route("home"), "/search": Route("search"), "/sepet": Route("cart")}

# First path segments that are never a category or a brand: the API and the forms the widgets use,
# the files, and the host's own pages this storefront leaves to the host.
HOST_SEGMENTS = {
    "api",
    "autocomplete",
    "account",
    "assets",
    "images",
    "static",
    "yonetim",
    "ws",
    "payment",
    "sepet",
    "siparis",
    "hesap",
    "teklif",
    "hizli-siparis",
    "ariza-bildirimi",
    "garanti-sorgulama",
    # a sales representative's book
    "temsilci",
}


def page_for(path: str) -> Route | None:
    """The page an address shows, or None: the proxy takes it to the host."""
    fixed = _FIXED.get(path)
    if fixed is not None:
        return fixed
    if path.split("/")[1] in HOST_SEGMENTS:
        return None
    if _PRODUCT.fullmatch(path):
        return Route("product")
    if _CATALOGUE.fullmatch(path):
        return Route("catalogue")
    return None
