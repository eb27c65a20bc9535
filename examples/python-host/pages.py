"""
Each page's own part, from the host page's answer (its title and its main widget's data-props).
A backend with its own catalogue would read the same data from its database.
"""
from host_page import props_of, title_of
from layout import PageBody
from markup import placeholder, text


def _crumbs(title: str) -> str:
    return (
        '<nav class="crumbs" aria-label="Konum">'
        f'<a href="/">Ana Sayfa</a><span aria-hidden="true"> › </span><span>{text(title)}</span>'
        "</nav>"
    )


def home_page(_host_html: str, _path: str) -> PageBody:
    # The whole catalogue: the product API's path for the site root is "".
    main = (
        '<section class="lead"><h1>Tüm Ürünler</h1>'
        "<p>Bayi fiyatlarınız, stok durumu ve hızlı sipariş tek sayfada.</p></section>"
        + placeholder("ProductList", {"path": ""})
    )
    return PageBody("home", "Tüm Ürünler", main, ["ProductList"])


def catalogue_page(host_html: str, path: str) -> PageBody:
    # A category, a brand or a brand's model: the list asks the product API for the page's own path.
    title = title_of(host_html)
    main = _crumbs(title) + f"<h1>{text(title)}</h1>" + placeholder("ProductList", {"path": path})
    return PageBody("catalogue", title, main, ["ProductList"])


def search_page(host_html: str, _path: str) -> PageBody:
    # The list reads q (and sort, page, brand) from the page's own query string.
    title = title_of(host_html)
    main = f"<h1>{text(title)}</h1>" + placeholder("ProductList", {"path": "/search"})
    return PageBody("search", title, main, ["ProductList"])


def product_page(host_html: str, _path: str) -> PageBody:
    # The product exactly as the product API answers it, with its variant family.
    props = props_of(host_html, "ProductDetail") or {}
    name = (props.get("product") or {}).get("name") or title_of(host_html)
    main = _crumbs(name) + placeholder("ProductDetail", props)
    return PageBody("product", name, main, ["ProductDetail"])


def cart_page(host_html: str, _path: str) -> PageBody:
    # Right after an order the cart's address shows the saved order: the Cart widget reloads the page.
    order = props_of(host_html, "CartComplete")
    if order is not None:
        main = "<h1>Siparişiniz alındı</h1>" + placeholder("CartComplete", order)
        return PageBody("cart", "Siparişiniz alındı", main, ["CartComplete"])
    main = "<h1>Sepetim</h1>" + placeholder("Cart", props_of(host_html, "Cart"))
    return PageBody("cart", "Sepetim", main, ["Cart"])


def error_page(host_html: str, _path: str) -> PageBody:
    title = title_of(host_html) or "Sayfa bulunamadı"
    main = f'<h1>{text(title)}</h1><p><a href="/">Ana sayfaya dön</a></p>'
    return PageBody("error", title, main, [])


PAGES = {
    "home": home_page,
    "catalogue": catalogue_page,
    "search": search_page,
    "product": product_page,
    "cart": cart_page,
}
