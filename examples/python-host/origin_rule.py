"""
The Origin a proxied request carries to the API server. The server refuses a state change whose
Origin is not its own, so the storefront's own origin (the browser's Origin on its pages' calls) is
rewritten to the server's. Any other Origin, another site's page posting with the visitor's cookies,
goes through exactly as sent, and the server refuses it. Rewriting every Origin would switch the
server's check off.
"""


def forwarded_origin(sent: str | None, own_origin: str, upstream_origin: str) -> str | None:
    """The Origin to send on (None: the request had none, and gets none)."""
    return upstream_origin if sent == own_origin else sent
