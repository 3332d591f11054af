"""Markup residue never reaches a value: accents a LaTeX PDF sets apart, HTML entities
and jemdoc escapes left in Markdown, emphasis and code marks around words."""

from profiles.parsing.text import normalise


def test_accents_set_apart_from_their_letters_are_composed():
    assert normalise("Jane Andirk ´o, PhD") == "Jane Andirkó, PhD"
    assert normalise("Universit`a di Esempio, Mart´ınez, J¨orgens, Mu˜noz") == (
        "Università di Esempio, Martínez, Jörgens, Muñoz"
    )
    assert normalise("Master´s degree") == "Master's degree"
    assert normalise("run `make test` first") == "run `make test` first"
