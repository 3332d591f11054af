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
