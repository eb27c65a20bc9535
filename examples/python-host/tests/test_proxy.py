import unittest

from origin_rule import forwarded_origin
from proxy import answer_headers, request_headers

UPSTREAM = "http://127.0.0.1:3000"
OWN = "http://127.0.0.1:8081"


def origin_sent(incoming):
    origins = [value for name, value in request_headers(incoming, OWN, UPSTREAM, "127.0.0.1") if name == "Origin"]
    assert len(origins) <= 1
    return origins[0] if origins else None


class OriginRuleTest(unittest.TestCase):
    def test_only_the_storefronts_own_origin_is_rewritten(self):
        self.assertEqual(forwarded_origin(OWN, OWN, UPSTREAM), UPSTREAM)
        for other in ("http://evil.example", "null", "http://127.0.0.1:8082", "https://127.0.0.1:8081", OWN + "/"):
            with self.subTest(origin=other):
                self.assertEqual(forwarded_origin(other, OWN, UPSTREAM), other)
        self.assertIsNone(forwarded_origin(None, OWN, UPSTREAM))

    def test_the_request_carries_one_origin_under_the_rule(self):
        self.assertEqual(origin_sent([("Host", "127.0.0.1:8081"), ("Origin", OWN)]), UPSTREAM)
        foreign = [("Host", "127.0.0.1:8081"), ("origin", "http://evil.example")]
        self.assertEqual(origin_sent(foreign), "http://evil.example")
        self.assertIsNone(origin_sent([("Host", "127.0.0.1:8081")]))


class RequestHeadersTest(unittest.TestCase):
    def test_hop_by_hop_and_the_browsers_forwarding_headers_stay_behind(self):
        headers = request_headers(
            [
                ("Host", "127.0.0.1:8081"),
                ("Connection", "keep-alive"),
                ("Keep-Alive", "timeout=5"),
                ("Transfer-Encoding", "chunked"),
                ("Content-Length", "12"),
                ("X-Forwarded-For", "10.0.0.1"),
                ("X-Forwarded-Host", "evil.example"),
                ("Cookie", "b2b_session=abc"),
                ("X-CSRF-Token", "$&$1"),
            ],
            OWN,
            UPSTREAM,
            "127.0.0.9",
        )
        self.assertEqual(
            headers,
            [
                ("Cookie", "b2b_session=abc"),
                ("X-CSRF-Token", "$&$1"),
                ("X-Forwarded-Host", "127.0.0.1:8081"),
                ("X-Forwarded-Proto", "http"),
                ("X-Forwarded-For", "127.0.0.9"),
            ],
        )


class AnswerHeadersTest(unittest.TestCase):
    def test_every_cookie_passes_and_a_redirect_to_the_host_becomes_a_path(self):
        headers = answer_headers(
            [
                ("Set-Cookie", "b2b_session=a; Path=/; HttpOnly"),
                ("Set-Cookie", "b2b_cookies=1; Path=/"),
                ("Location", f"{UPSTREAM}/sepet"),
                ("Transfer-Encoding", "chunked"),
                ("Content-Length", "10"),
                ("Content-Encoding", "br"),
            ],
            UPSTREAM,
        )
        self.assertEqual(
            headers,
            [
                ("Set-Cookie", "b2b_session=a; Path=/; HttpOnly"),
                ("Set-Cookie", "b2b_cookies=1; Path=/"),
                ("Location", "/sepet"),
                ("Content-Encoding", "br"),
            ],
        )


if __name__ == "__main__":
    unittest.main()
