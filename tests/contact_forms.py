"""A CV holding contact details in every form the parser reads, and more: each form
with a secret of its own that no one without the permission may see or find.

Used by tests/listing (the redaction, the search vector) and tests/browse (the pages,
the search, the CSV).
"""

CV = """# Quinn Zephyrine

Email: qzalpha@zephyrmail.org
Email: qzbravo [at] bravohost [dot] com
Email: qzcharlie(at)charliehost(dot)net
Contact: qzdelta at deltahost dot org
Email: qzecho&#64;echohost.org
Email: qzfoxtrot&#x40;foxtrothost.org
Email: qzgolf\\[at\\]golfhost\\[dot\\]org
Email: <span>qzhotel&#64;hotelhost&#46;org</span>
[Write to me](mailto:qzindia%40indiahost.org)
Email: qzjuliet@
julietmail.org
Homepage: qzkilo(at)cs.kilohost.edu
Phone: +1 (617) 555-0142
Mobile: 138 4729 3947
Tel: 010-62018835
DOB: 1990-03-17
Date of birth
1991-04-18
出生日期：1992年5月19日

## Education

- PhD in Computer Science, Peking University, 2016 - 2021. Advisor: Xin Jin.
- B.S. in Physics, Tsinghua University, 2012 - 2016.

## Publications

- Quinn Zephyrine, Xin Jin. Fast Training of Sparse Models. OSDI 2020. arXiv:2101.12345.
"""

# (what the form is, a secret it holds): none may reach a user without the permission.
SECRETS = [
    ("an address", "qzalpha"),
    ("[at] and [dot]", "qzbravo"),
    ("(at) and (dot)", "qzcharlie"),
    ("at and dot spelled on a contact line", "qzdelta"),
    ("&#64;", "qzecho"),
    ("&#x40;", "qzfoxtrot"),
    ("Markdown-escaped [at]", "qzgolf"),
    ("&#64; and &#46; in HTML", "qzhotel"),
    ("mailto: with %40", "qzindia"),
    ("an address broken after its @", "julietmail"),
    ("an email's domain among the links", "kilohost"),
    ("a phone with its area code in brackets", "0142"),
    ("a mobile in groups", "3947"),
    ("a landline", "62018835"),
    ("DOB:", "1990"),
    ("a birth date under its label", "1991"),
    ("出生日期", "1992"),
]
