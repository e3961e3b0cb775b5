"""Putting players' names into sentences, without Qt: French elides "de" and "que" before a
name that starts with a vowel ("la pendule d'Ana", not "de Ana").

A translated template is filled in with :func:`fill` rather than ``str.format`` wherever a name
goes: the template says "de {name}" once, and the name decides whether it reads "de Ben" or
"d'Ana". English templates have no such words and are filled in as ``format`` would.

>>> fill("La pendule de {name} tourne", name="Ana")
"La pendule d'Ana tourne"
>>> fill("La pendule de {name} tourne", name="Ben")
'La pendule de Ben tourne'
>>> fill("{name}'s clock is running", name="Ana")
"Ana's clock is running"
"""

from __future__ import annotations

import re

#: The words French elides before a vowel, each before a field: "de {name}", "que {payer}".
_ELIDABLE = re.compile(r"\b(de|De|que|Que|jusque|lorsque|puisque) \{(\w+)\}")
#: The letters a name may start with that make the word before it elide (not "h": "de Hugo"
#: and "d'Hugo" are both written, so it is left as it is).
_VOWELS = frozenset("AEIOUYÀÂÄÆÉÈÊËÎÏÔÖŒÙÛÜaeiouyàâäæéèêëîïôöœùûü")


def fill(template: str, **fields: object) -> str:
    """``template`` with its ``{fields}`` filled in, each "de"/"que" before a field whose value
    starts with a vowel elided ("d'Ana", "qu'Ana")."""

    def elide(match: re.Match[str]) -> str:
        word, field = match.group(1), match.group(2)
        value = str(fields.get(field, ""))
        if value[:1] in _VOWELS:
            return f"{word[:-1]}'{{{field}}}"
        return match.group(0)

    return _ELIDABLE.sub(elide, template).format(**fields)
