"""Never crash: any input gives a ParsedCV or UnreadableDocument."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from profiles.parsing import ParsedCV, UnreadableDocument, parse_bytes

CV_WORDS = st.sampled_from(
    ["Education", "# Publications", "- ", "2019 - 2021", "Prof. ", "导师: ", "北京大学",
     "Ph.D.", "**", "*", "<sup>1</sup>", "\n", "  ", "(at)", "Sep. 2020 – Present", "研究方向:"]
)  # fmt: skip


def _check(data: bytes, name: str) -> None:
    try:
        cv = parse_bytes(data, name)
    except UnreadableDocument as exc:
        assert exc.reason and "internal error" not in exc.reason
        return
    assert isinstance(cv, ParsedCV)
    cv.to_dict()


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.binary(max_size=2000), st.sampled_from(["a.txt", "a.pdf", "a.docx", "a.html", "a.md"]))
def test_arbitrary_bytes_never_crash(data, name):
    _check(data, name)


@settings(max_examples=150, deadline=None)
@given(st.text(max_size=1500))
def test_arbitrary_text_never_crashes(text):
    _check(text.encode("utf-8"), "a.md")


@settings(max_examples=150, deadline=None)
@given(
    st.lists(
        st.one_of(
            CV_WORDS,
            st.text(alphabet=st.characters(min_codepoint=0x4E00, max_codepoint=0x4FFF), max_size=6),
            st.text(max_size=10),
        ),
        max_size=80,
    )
)
def test_cv_like_text_never_crashes(parts):
    _check("".join(parts).encode("utf-8"), "a.txt")
