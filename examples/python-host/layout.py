"""
The storefront's own frame around every page it renders: its head (its stylesheet, the bundle's tags,
the config block), its header with the chrome's placeholders, its department menu and its footer.
Every value is escaped where it goes (markup.py).
"""
from dataclasses import dataclass, field
from urllib.parse import quote

from markup import json_for_script, placeholder, text

STORE_NAME = "Kuzey Toptan"

DEPARTMENTS = [
    ("/anahtar-ve-prizler", "Anahtar ve Prizler"),
    ("/sigorta-ve-salt", "Sigorta ve Şalt"),
    ("/aydinlatma", "Aydınlatma"),
    ("/kablo-ve-kanal", "Kablo ve Kanal"),
    ("/tesisat-malzemeleri", "Tesisat Malzemeleri"),
    ("/viko", "Viko"),
    ("/legrand", "Legrand"),
]

# The chrome's placeholders, all eager: their chunks are preloaded with the page's own widgets.
CHROME_WIDGETS = ["TopHeaderInfo", "CurrencyList", "SearchBar", "CartIcon"]


@dataclass
class PageBody:
    """One page's own part: its title, its <main> markup and the widgets placed in it."""

    kind: str
    title: str
    main: str
    widgets: list[str] = field(default_factory=list)


def _account(config: dict, here: str) -> str:
    user = config.get("user") or {}
    if not user.get("authenticated"):
        login = "/account/login?returnUrl=" + quote(here, safe="")
        return f'<a class="account-link" href="{text(login)}">Giriş Yap</a>'
    return (
        f'<span class="account-name">{text(user.get("name", ""))}</span>'
        '<a class="account-link" href="/hesap/siparisler">Siparişlerim</a>'
        '<form class="account-logout" method="post" action="/account/logout">'
        f'<input type="hidden" name="_csrf" value="{text(config.get("csrfToken", ""))}" />'
        '<button type="submit">Çıkış Yap</button>'
        "</form>"
    )


def _departments(current: str) -> str:
    links = []
    for href, name in DEPARTMENTS:
        mark = ' aria-current="page"' if href == current else ""
        links.append(f'<a href="{text(href)}"{mark}>{text(name)}</a>')
    return "".join(links)


def _contact(config: dict) -> str:
    store = config.get("store") or {}
    parts = [text(part) for part in (store.get("address"), store.get("phone")) if part]
    return " · ".join(parts)


def render_layout(body: PageBody, config: dict, bundle_tags: str, here: str, path: str, cookie_notice: bool) -> str:
    notice = placeholder("CookieButton", {"accepted": False}) if cookie_notice else ""
    return f"""<!doctype html>
<html lang="tr">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>{text(body.title)} · {text(STORE_NAME)}</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="/shop.css" />
    {bundle_tags}
    <script type="application/json" id="b2b-config">{json_for_script(config)}</script>
  </head>
  <body class="page-{text(body.kind)}">
    {notice}
    <a class="skip" href="#main">İçeriğe geç</a>
    <div class="strip">
      <div class="frame strip-inner">{placeholder("TopHeaderInfo")}{placeholder("CurrencyList")}</div>
    </div>
    <header class="masthead">
      <div class="frame masthead-inner">
        <a class="wordmark" href="/">Kuzey<span>Toptan</span></a>
        <div class="masthead-search">{placeholder("SearchBar")}</div>
        <nav class="masthead-account" aria-label="Hesabım">{_account(config, here)}</nav>
        <div class="masthead-cart">{placeholder("CartIcon")}</div>
      </div>
    </header>
    <nav class="departments" aria-label="Kategoriler">
      <div class="frame departments-inner">{_departments(path)}</div>
    </nav>
    <main id="main" class="frame content">
      {body.main}
    </main>
    <footer class="colophon">
      <div class="frame colophon-inner">
        <p><strong>{text(STORE_NAME)}</strong> · elektrik malzemeleri toptan satış</p>
        <p>{_contact(config)}</p>
        <p class="colophon-note">Bu vitrin Python'un standart kütüphanesiyle sunulur; API referans sunucudadır.</p>
      </div>
    </footer>
  </body>
</html>
"""
