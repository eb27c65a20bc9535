"""
Whether a page carries the CookieButton placeholder: only while the visitor has stored no cookie
choice. The widget's accept call (/api/catalog/cookies, through the proxy) answers with the
b2b_cookies=1 cookie, set on this storefront's origin, so every later request says the choice is
stored and the page leaves the notice out.
"""

CHOICE_COOKIE = "b2b_cookies"


def cookies_of(header: str | None) -> dict[str, str]:
    """The request's cookies by name (the first of a repeated name, as browsers send the most specific first)."""
    found: dict[str, str] = {}
    for pair in (header or "").split(";"):
        name, separator, value = pair.strip().partition("=")
        if separator and name and name not in found:
            found[name] = value.strip()
    return found


def wants_cookie_notice(cookie_header: str | None) -> bool:
    return cookies_of(cookie_header).get(CHOICE_COOKIE) != "1"
