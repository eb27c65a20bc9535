"""
Files from a folder: the bundle's dist/ at /assets/ and this storefront's own stylesheet. The
build's .br and .gz copies are sent by content negotiation (Vary: Accept-Encoding), never by their
own name; a path never leaves its folder.
"""
import os
from urllib.parse import unquote

TYPES = {
    ".js": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json; charset=utf-8",
    ".map": "application/json; charset=utf-8",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".woff2": "font/woff2",
    ".wasm": "application/wasm",
}
COMPRESSED = {".js", ".css", ".json", ".map", ".svg", ".wasm"}
IMMUTABLE = "public, max-age=31536000, immutable"


def _accepts(accept_encoding: str, encoding: str) -> bool:
    for part in accept_encoding.split(","):
        name, *params = [piece.strip() for piece in part.split(";")]
        if name == encoding:
            return not any(param.replace(" ", "") in ("q=0", "q=0.0", "q=0.00", "q=0.000") for param in params)
    return False


def resolve(root: str, relative: str) -> str | None:
    """The file a URL path names inside root, or None (outside it, a NUL, no such file, an unknown type)."""
    name = unquote(relative, errors="strict") if "%" in relative else relative
    if "\0" in name:
        return None
    base = os.path.realpath(root)
    file = os.path.realpath(os.path.join(base, name))
    if not file.startswith(base + os.sep) or os.path.splitext(file)[1] not in TYPES:
        return None
    return file if os.path.isfile(file) else None


def static_answer(root: str, relative: str, accept_encoding: str, cache_control: str):
    """(status, headers, path of the file to send or None)."""
    try:
        file = resolve(root, relative)
    except UnicodeDecodeError:
        file = None
    if file is None:
        return 404, [("Content-Type", "text/plain; charset=utf-8")], None
    extension = os.path.splitext(file)[1]
    headers = [("Content-Type", TYPES[extension]), ("Cache-Control", cache_control)]
    sent = file
    if extension in COMPRESSED:
        headers.append(("Vary", "Accept-Encoding"))
        for encoding, suffix in (("br", ".br"), ("gzip", ".gz")):
            if _accepts(accept_encoding, encoding) and os.path.isfile(file + suffix):
                headers.append(("Content-Encoding", encoding))
                sent = file + suffix
                break
    return 200, headers, sent
