import json
import re
import unittest

from hostile import HOSTILE
from layout import PageBody, render_layout
from test_markup import parse

ANONYMOUS = {
    "authenticated": False,
    "admin": False,
    "id": None,
    "name": "",
    "riskLimit": 0,
    "branches": [],
    "currentBranch": None,
    "branchRequired": False,
    "debt": None,
    "companyRole": None,
    "limits": None,
    "notices": [],
}
HOSTILE_TEXT = "".join(HOSTILE)


def page(config: dict, cookie_notice: bool = False, here: str = "/viko?q=$1") -> str:
    body = PageBody("catalogue", HOSTILE_TEXT, "<h1>Viko</h1>", ["ProductList"])
    return render_layout(body, config, "<!-- bundle -->", here, "/viko", cookie_notice)


def block_of(document: str) -> dict:
    found = re.search(r'<script type="application/json" id="b2b-config">(.*?)</script>', document, re.S)
    return json.loads(found.group(1))


class LayoutTest(unittest.TestCase):
    def test_the_config_block_holds_the_config_exactly(self):
        config = {"user": {**ANONYMOUS, "name": HOSTILE_TEXT}, "csrfToken": HOSTILE_TEXT, "store": {}}
        self.assertEqual(block_of(page(config)), config)

    def test_the_title_is_text(self):
        parsed = parse(page({"user": ANONYMOUS}))
        self.assertIn(f"{HOSTILE_TEXT} · Kuzey Toptan", parsed.data)

    def test_an_anonymous_visitor_gets_the_login_link_back_to_this_page(self):
        links = [attributes["href"] for tag, attributes in parse(page({"user": ANONYMOUS})).starts if tag == "a"]
        self.assertIn("/account/login?returnUrl=%2Fviko%3Fq%3D%241", links)

    def test_a_customer_gets_their_name_and_the_logout_form_with_the_token(self):
        config = {"user": {**ANONYMOUS, "authenticated": True, "name": HOSTILE_TEXT}, "csrfToken": HOSTILE_TEXT}
        parsed = parse(page(config))
        self.assertIn(HOSTILE_TEXT, parsed.data)
        token = [a["value"] for tag, a in parsed.starts if tag == "input" and a.get("name") == "_csrf"]
        self.assertEqual(token, [HOSTILE_TEXT])

    def test_the_cookie_notice_is_the_bodys_first_element_only_while_wanted(self):
        def first_in_body(document: str):
            starts = parse(document).starts
            return starts[[tag for tag, _ in starts].index("body") + 1]

        self.assertEqual(
            first_in_body(page({"user": ANONYMOUS}, cookie_notice=True)),
            ("div", {"data-component": "CookieButton", "data-props": '{"accepted":false}'}),
        )
        self.assertNotIn("CookieButton", page({"user": ANONYMOUS}, cookie_notice=False))

    def test_store_text_from_the_config_is_escaped(self):
        config = {"user": ANONYMOUS, "store": {"address": HOSTILE_TEXT, "phone": "<b>0212</b>"}}
        document = page(config)
        self.assertNotIn("<b>0212</b>", document)
        self.assertNotIn("<script>alert(1)", document.split("</head>")[1])


if __name__ == "__main__":
    unittest.main()
