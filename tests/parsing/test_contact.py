from profiles.parsing.contact import birth_date, emails, links, phones


def test_it_reads_obfuscated_emails():
    text = "Email: jane.doe [at] cs.example.edu, jd (at) mail [dot] example [dot] org"
    assert emails(text) == ["jane.doe@cs.example.edu", "jd@mail.example.org"]


def test_it_reads_phones_only_on_phone_lines():
    assert phones("Tel: (+86) 138-0000-1234") == ["(+86) 138-0000-1234"]
    assert phones("Published 2019-2020 in vol 12345678") == []


def test_it_reads_links_but_not_email_domains():
    assert links("https://jane.dev | jane@uni.edu") == ["https://jane.dev"]


def test_emails_spelled_out_with_at_on_a_mail_line_or_broken_at_a_line_end():
    from profiles.parsing.contact import emails

    assert emails("Email: zhangs.psych at gmail.com") == ["zhangs.psych@gmail.com"]
    assert emails("E-mail: jane at cs dot uni dot edu") == ["jane@cs.uni.edu"]
    assert emails("Email: chunjie.sam.liu@gmail\n.com") == ["chunjie.sam.liu@gmail.com"]
    assert emails("we met at Google.com headquarters") == []


def test_dob_is_a_birth_date():
    assert birth_date("DOB: 12 April 1997") == "1997-04-12"


def test_emails_with_escaped_or_emphasised_at_broken_after_the_at_or_cut_at_the_provider():
    assert emails(r"E-mail: jroe \[AT\] mail.example.edu \n") == ["jroe@mail.example.edu"]
    assert emails(r"Email: jane \[dot\] roe \[at\] uni.example.it\n") == ["jane.roe@uni.example.it"]
    assert emails("- jroe2001 *[at]* 126.com") == ["jroe2001@126.com"]
    assert emails("Mail\nJane.roe@\noutlook.com\n") == ["Jane.roe@outlook.com"]
    assert emails("Email: jane.roe@gmail\nGitHub: x") == ["jane.roe@gmail.com"]
    assert emails("follow @gmail for news") == []


def test_commented_out_front_matter_addresses_are_not_read():
    text = "---\ntitle: Jane\n# email: template@example.org\nemail: jane@example.org\n---\n"
    assert emails(text) == ["jane@example.org"]


def test_mailto_links_are_read_unless_they_show_another_address_or_are_commented_out():
    from profiles.parsing.contact import mailto_addresses

    page = (
        '<a href="mailto:jane%40uni.example.edu?subject=Hi">Email</a>\n'
        '<!-- <a href="mailto:old@example.org">old</a> -->\n'
        '<a href="mailto:private@example.com"> jane@cs.example.edu</a>\n'
        "  url: 'mailto: jroe@example.edu'\n"
        "  # url: mailto:example@template.org\n"
    )
    assert mailto_addresses(page) == ["jane@uni.example.edu", "jroe@example.edu"]


def test_page_ranges_year_ranges_and_grant_numbers_are_not_phones():
    assert phones("J. Example Res. (2019), pp. 4853-4858.") == []
    assert phones("IEEE Trans. Mobile Comput., vol. 25, pp. 2444-2461, 2026.") == []
    assert phones("(+86) Example Foundation grant 10812342, 2016-2019") == []
    assert phones("Jane Roe   +1  4132752620  |  jane@example.edu") == ["4132752620"]
    assert phones("Mobile: 4132752620") == ["4132752620"]
    assert phones("(617) 555-0123 | jane@example.edu") == ["(617) 555-0123"]


def test_an_office_address_or_a_placeholder_is_not_the_persons():
    text = "Contact: jane.roe@uni.example.edu | admissions@uni.example.edu | your.name@example.edu"
    assert emails(text) == ["jane.roe@uni.example.edu"]
    assert emails("Email: hr.zhang@example.cn") == ["hr.zhang@example.cn"]


def test_an_address_spelled_out_with_its_dots_a_capital_at_or_a_hash():
    assert emails("Email: ada dot quinn at north dot example dot edu") == [
        "ada.quinn@north.example.edu"
    ]
    assert emails("aquinn AT cs.north.example.edu") == ["aquinn@cs.north.example.edu"]
    assert emails("aquinn @ cs.north.example.edu") == ["aquinn@cs.north.example.edu"]
    assert emails("邮箱：ada_quinn#mail.example.com") == ["ada_quinn@mail.example.com"]
    assert emails("Issue #12 at example.com") == []
    assert emails("Now a Software Developer @ U.S. Geological Survey") == []


def test_an_address_right_after_a_chinese_separator_is_read():
    assert emails("13800001234 丨ada.quinn@mail.example.com") == ["ada.quinn@mail.example.com"]
    assert emails("邮箱ada.quinn@mail.example.com") == ["ada.quinn@mail.example.com"]


def test_an_address_spelled_out_on_a_line_of_its_own_with_escaped_marks():
    assert emails("North University\n\nada\\-quinn at north dot edu\n") == ["ada-quinn@north.edu"]
    assert emails("ada\\_quinn@north.example.edu") == ["ada_quinn@north.example.edu"]
    assert emails("We met at noon dot com\n") == []
    assert emails("I worked at Acme dot com") == []


def test_a_hyphen_a_typesetter_printed_as_a_dash_stays_in_the_address():
    # LaTeX sets "--" as an en dash: "li--mei@x" prints "li–mei@x".
    assert emails("Li–Mei@hill.edu.cn · (+86) 100-0000-0000") == ["Li-Mei@hill.edu.cn"]
    assert emails("jo—ann.roe@vale.edu") == ["jo-ann.roe@vale.edu"]
    # A label run into the address is no part of it.
    assert emails("Email–ann@vale.edu") == ["ann@vale.edu"]
    assert emails("2019–ann@vale.edu") == ["ann@vale.edu"]


def test_a_mailto_link_whose_tag_runs_over_two_lines_shows_its_own_address():
    from profiles.parsing.contact import mailto_addresses

    page = (
        '<a href="mailto:jx.rxoe@xuni.edux"\n'
        "    onmouseover=\"this.href=this.href.replace(/x/g,'');\">j.roe@uni.edu </a>\n"
        "[Mail](mailto:ann@vale.edu)\nSee <b>below</b>\n"
    )
    assert mailto_addresses(page) == ["ann@vale.edu"]


def test_a_scrambled_mailto_target_that_shows_the_real_address_is_not_read():
    from profiles.parsing import parse_bytes

    md = (
        "# Jo Roe\n\n<div>\n"
        '<a href="mailto:jx.rxoe@xuni.edux"\n'
        "    onmouseover=\"this.href=this.href.replace(/x/g,'');\">j.roe@uni.edu </a>\n"
        "</div>\n\n## Education\n\n- PhD, North University, 2020\n"
    )
    assert parse_bytes(md.encode(), "cv.md").emails == ["j.roe@uni.edu"]


def test_an_obfuscated_address_with_its_parts_in_italics_or_a_bracketed_at_sign():
    assert emails("E-mail: *ada.quinn* [AT] *north* [DOT] *edu*") == ["ada.quinn@north.edu"]
    assert emails("Email: ada [DOT] quinn [@] north [DOT] edu") == ["ada.quinn@north.edu"]
    assert emails("Mail: ada (@) north.edu") == ["ada@north.edu"]
