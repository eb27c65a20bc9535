import unittest

from cookie_notice import cookies_of, wants_cookie_notice


class CookieNoticeTest(unittest.TestCase):
    def test_the_notice_shows_until_the_choice_cookie_says_accepted(self):
        self.assertTrue(wants_cookie_notice(None))
        self.assertTrue(wants_cookie_notice(""))
        self.assertTrue(wants_cookie_notice("b2b_session=abc"))
        self.assertTrue(wants_cookie_notice("b2b_cookies=0; b2b_session=abc"))
        self.assertTrue(wants_cookie_notice("x_b2b_cookies=1"))
        self.assertFalse(wants_cookie_notice("b2b_session=abc; b2b_cookies=1"))
        self.assertFalse(wants_cookie_notice("b2b_cookies=1"))

    def test_odd_cookie_headers_are_read_without_failing(self):
        self.assertEqual(cookies_of("a=1;;b; =2; c==3; d=$&$1"), {"a": "1", "c": "=3", "d": "$&$1"})


if __name__ == "__main__":
    unittest.main()
