"""Whose CV it is: the person's name and addresses, end to end on small CVs written
for these tests (invented people and places)."""

from profiles.parsing import parse_bytes


def parse(text: str, filename: str = "cv.md"):
    return parse_bytes(text.encode(), filename)


def test_an_address_only_linked_from_an_email_icon_is_read():
    page = """<html><head><title>Jane Roe</title></head><body>
<h1>Jane Roe</h1>
<p><a href="mailto:jane.roe%40uni.example.edu"><i class="fa fa-envelope"></i> Email</a></p>
<h2>Education</h2>
<ul><li>Ph.D. in Physics, Example University, 2015 - 2020</li></ul>
</body></html>"""
    cv = parse(page, "index.html")
    assert cv.emails == ["jane.roe@uni.example.edu"]
