"""Strings that break careless markup: replacement patterns, NUL, line breaks and a closing script tag."""

HOSTILE = [
    "$&",
    "$`",
    "$'",
    "$1",
    "a\0b",
    "line\nbreak\r\nand\u2028separators\u2029",
    "<script>alert(1)</script>",
    "</script><script>alert(2)</script>",
    "\"double' and 'single\" & <b>",
    "{{config}} %s {0}",
]
