"""The one redaction: every contact form the parser reads (and more) hidden, the rest of
a CV's text left as it is."""

from datetime import date

import pytest

from profiles.listing.redaction import HIDDEN, redact, visible_links
from tests.contact_forms import CV, SECRETS


@pytest.mark.parametrize(("form", "secret"), SECRETS)
def test_it_hides_every_contact_form_of_the_corpus(form, secret):
    assert secret in CV
    assert secret not in redact(CV), form


def test_it_keeps_every_line_so_line_numbers_still_point_at_the_same_lines():
    redacted = redact(CV)
    assert redacted.count("\n") == CV.count("\n")
    assert redacted.split("\n")[-3:] == CV.split("\n")[-3:]  # the publication untouched


@pytest.mark.parametrize(
    "text",
    [
        "Email: jane [at] cs [dot] mit [dot] edu",
        "Email: jane (at) cs (dot) mit (dot) edu",
        "jane{at}mit{dot}edu",
        "jane<at>mit<dot>edu",
        "jane&lt;at&gt;mit.edu",
        "jane *[at]* mit.edu",
        r"jane\[at\]mit\[dot\]edu",
        "jane&#64;mit.edu",
        "jane&#x40;mit.edu",
        "jane&commat;mit&period;edu",
        "&#106;&#97;&#110;&#101;&#64;&#109;&#105;&#116;&#46;&#101;&#100;&#117;",
        "jane%40mit.edu",
        "<a href='mailto:jane%40mit%2Eedu'>Email</a>",
        "[Email](mailto:jane@mit.edu)",
        "jane＠mit.edu",
        "jane@mit。edu",
        "Email: jane @ mit.edu",
        "Mail: jane dot roe at mit dot edu",
        "jane.roe@\nmit.edu",
        "jane@mit\n.edu",
        "jane@gmail",
        "Email: j a n e @ m i t . e d u",
    ],
)
def test_it_hides_an_address_however_it_is_written(text):
    redacted = redact(text)
    assert "jane" not in redacted and "&#106;" not in redacted, redacted
    assert HIDDEN in redacted


@pytest.mark.parametrize(
    "text",
    [
        "Phone: +1 (617) 555-0142",
        "(617) 555-0142",
        "+86 138 4729 3947",
        "13847293947",
        "Tel: 010-62018835",
        "电话：010 6201 8835",
        "Mobile: 555 0142 77",
        "+33 6 12 34 56 78",
        "01 23 45 67 89",
    ],
)
def test_it_hides_a_phone_number_however_it_is_grouped(text):
    assert redact(text).endswith(HIDDEN), redact(text)


@pytest.mark.parametrize(
    "text",
    [
        "DOB: 1990-03-17",
        "Date of Birth: Nov. 21, 1990",
        "Born on 17 March 1990 in Shanghai",
        "出生日期：1990年3月17日",
        "生日: 1990.03.17",
        "Birth: 1990",
    ],
)
def test_it_hides_a_birth_date_on_the_line_of_its_label(text):
    assert redact(f"Jane Roe\n{text}\nPhD student") == f"Jane Roe\n{HIDDEN}\nPhD student"


@pytest.mark.parametrize("label", ["Date of birth", "**Date of Birth:**", "出生日期：", "| Born |"])
def test_it_hides_a_birth_date_on_the_line_after_its_label(label):
    assert redact(f"{label}\n\n1990-03-17\nPhD student") == f"{HIDDEN}\n\n{HIDDEN}\nPhD student"


def test_it_hides_the_persons_own_details_wherever_they_appear():
    text = "reach me as JANE.ROE@MIT.EDU, 617.555.0142 (office), or on 17/3/1990 wish me well"
    redacted = redact(
        text, emails=["jane.roe@mit.edu"], phones=["617.555.0142"], birth_date=date(1990, 3, 17)
    )
    assert redacted == "reach me as [hidden], [hidden] (office), or on [hidden] wish me well"


@pytest.mark.parametrize(
    "text",
    [
        "PhD, Peking University, 2016.09 - 2021.06",
        "9/2017-9/2020   Chinese Academy of Sciences",
        "12/16 - 01/17 World Bank Group",
        "19/7/2021-25/7/2021 EEG workshop",
        "Proc. VLDB 14(3), pages 4853-4858, 2021",
        "Cell Reports, 21(7), 1968-1981.",
        "Phys. Rev. B 111(1), 014314 (2025)",
        "arXiv:2101.12345",
        "HyperbolicLR, [2407.15200]",
        "DOI: 10.1038/s41598-023-29874-5",
        "https://doi.org/10.3390/rs16183509",
        "bioRxiv 10.1101/2024.03.22.586054",
        "ORCID 0000-0002-2328-7062",
        "National Natural Science Foundation of China, 52038008",
        "US Patent 10812342",
        "China Scholarship Council, 202206260174",
        "Instructor for IEOR 120/170/172/221",
        "Lecture on cry from birth as an early marker",
        "Prof. Osborne's group",
        "Interns and Full-Time positions at MiroMind. Positions open; reach out by email.",
        "Talk at Healthcare Tech - La Kopi @\nGoogle Developer Space",
        "[PDF@DR-NTU]",
    ],
)
def test_it_leaves_dates_references_and_ordinary_words_alone(text):
    assert redact(text) == text


def test_links_that_only_name_an_emails_domain_are_not_shown():
    links = ["cs.kilohost.edu", "https://www.kilohost.org/", "https://cs.kilohost.edu/~quinn"]
    links += ["mailto:quinn@kilohost.org", "github.com/quinn"]
    emails = ["quinn@cs.kilohost.edu", "quinn@kilohost.org"]
    assert visible_links(links, emails) == ["https://cs.kilohost.edu/~quinn", "github.com/quinn"]
