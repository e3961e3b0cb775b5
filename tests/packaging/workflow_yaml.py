"""Read the YAML that GitHub Actions workflows are written in: enough of it for the workflow
tests, with no YAML library (none is among the project's dependencies).

Block mappings and sequences, ``|`` and ``>`` block scalars, ``[a, b]`` flow sequences, quoted
and plain scalars, comments. Anything else (anchors, flow mappings, multi-line plain scalars,
tags) raises :class:`YamlError` rather than being misread, so a workflow that outgrows this
reader fails its test instead of passing it unread.

>>> doc = load('''
... on:
...   push:
...     tags: ["v*"]
... jobs:
...   a:
...     runs-on: ubuntu-latest  # a comment
...     steps:
...       - uses: actions/checkout@v4
...       - name: Say
...         run: |
...           echo "a: b"
...           echo done
... ''')
>>> doc["on"], doc["jobs"]["a"]["runs-on"]
({'push': {'tags': ['v*']}}, 'ubuntu-latest')
>>> doc["jobs"]["a"]["steps"]
[{'uses': 'actions/checkout@v4'}, {'name': 'Say', 'run': 'echo "a: b"\\necho done\\n'}]
"""

from __future__ import annotations

import re
from typing import Any


class YamlError(ValueError):
    """Text this reader does not take, with its line number."""


_KEY = re.compile(r"""^(?P<key>[^\s'"#\[\]{}&*!|>-][^:#]*?|"[^"]*"|'[^']*')\s*:(?:\s+(?P<rest>.*)|$)""")


def _strip_comment(text: str) -> str:
    quote = None
    for i, c in enumerate(text):
        if quote:
            if c == quote:
                quote = None
        elif c in "\"'" and (i == 0 or text[i - 1] in " [,:"):
            quote = c
        elif c == "#" and (i == 0 or text[i - 1] in " \t"):
            return text[:i].rstrip()
    return text.rstrip()


def _scalar(text: str, number: int) -> Any:
    text = _strip_comment(text).strip()
    if not text:
        return None
    if text[0] in "&*!{|>" or text.startswith("? "):
        raise YamlError(f"line {number}: not read here: {text!r}")
    if text[0] == "[":
        if not text.endswith("]"):
            raise YamlError(f"line {number}: a flow sequence on one line only")
        inner = text[1:-1].strip()
        return [_scalar(part, number) for part in _split_flow(inner)] if inner else []
    if text[0] == '"' and text.endswith('"') and len(text) > 1:
        return text[1:-1].replace('\\"', '"').replace("\\\\", "\\")
    if text[0] == "'" and text.endswith("'") and len(text) > 1:
        return text[1:-1].replace("''", "'")
    if text[0] in "\"'":
        raise YamlError(f"line {number}: unclosed quotes")
    if text in ("true", "false"):
        return text == "true"
    if text in ("null", "~"):
        return None
    if re.fullmatch(r"-?\d+", text):
        return int(text)
    return text


def _split_flow(text: str) -> list[str]:
    parts, quote, start = [], None, 0
    for i, c in enumerate(text):
        if quote:
            if c == quote:
                quote = None
        elif c in "\"'":
            quote = c
        elif c in "[]{}":
            raise YamlError("nested flow collections are not read here")
        elif c == ",":
            parts.append(text[start:i])
            start = i + 1
    parts.append(text[start:])
    return parts


class _Reader:
    def __init__(self, text: str) -> None:
        self.raw = text.splitlines()
        # (line index, indent, content) of every line that holds something
        self.lines: list[tuple[int, int, str]] = []
        for i, line in enumerate(self.raw):
            stripped = line.lstrip(" ")
            if stripped.startswith("\t"):
                raise YamlError(f"line {i + 1}: a tab in the indentation")
            if stripped and not stripped.startswith("#"):
                self.lines.append((i, len(line) - len(stripped), stripped))
        self.pos = 0

    def block(self, indent: int) -> Any:
        _, here, content = self.lines[self.pos]
        if here < indent:
            return None
        if content == "-" or content.startswith("- "):
            return self.sequence(here)
        return self.mapping(here)

    def mapping(self, indent: int) -> dict[str, Any]:
        result: dict[str, Any] = {}
        while self.pos < len(self.lines):
            number, here, content = self.lines[self.pos]
            if here < indent or (here == indent and (content == "-" or content.startswith("- "))):
                break
            if here > indent:
                raise YamlError(f"line {number + 1}: unexpected indentation")
            match = _KEY.match(content)
            if match is None:
                raise YamlError(f"line {number + 1}: not a 'key: value': {content!r}")
            key = str(_scalar(match["key"], number + 1))
            if key in result:
                raise YamlError(f"line {number + 1}: {key!r} given twice")
            rest = _strip_comment(match["rest"] or "")
            self.pos += 1
            if rest[:1] in ("|", ">"):
                result[key] = self.block_scalar(number, indent, rest)
            elif rest:
                result[key] = _scalar(rest, number + 1)
            elif self.pos < len(self.lines) and (
                self.lines[self.pos][1] > indent
                or (self.lines[self.pos][1] == indent and self.lines[self.pos][2].startswith("- "))
            ):
                result[key] = self.block(self.lines[self.pos][1])
            else:
                result[key] = None
        return result

    def sequence(self, indent: int) -> list[Any]:
        result: list[Any] = []
        while self.pos < len(self.lines):
            number, here, content = self.lines[self.pos]
            if here != indent or not (content == "-" or content.startswith("- ")):
                if here > indent:
                    raise YamlError(f"line {number + 1}: unexpected indentation")
                break
            item = content[1:].lstrip(" ")
            if not item:
                self.pos += 1
                result.append(self.block(indent + 1) if self.pos < len(self.lines) else None)
            elif _KEY.match(item):  # a mapping that starts on the dash's line
                self.lines[self.pos] = (number, indent + len(content) - len(item), item)
                result.append(self.mapping(indent + len(content) - len(item)))
            else:
                self.pos += 1
                result.append(_scalar(item, number + 1))
        return result

    def block_scalar(self, number: int, indent: int, header: str) -> str:
        if header not in ("|", "|-", ">", ">-"):
            raise YamlError(f"line {number + 1}: block scalar header {header!r} not read here")
        body: list[str] = []
        i = number + 1
        inner: int | None = None
        while i < len(self.raw):
            line = self.raw[i]
            if line.strip():
                here = len(line) - len(line.lstrip(" "))
                if here <= indent:
                    break
                inner = here if inner is None else inner
                if here < inner:
                    raise YamlError(f"line {i + 1}: less indented than its block")
                body.append(line[inner:])
            else:
                body.append("")
            i += 1
        while body and not body[-1]:
            body.pop()
        while self.pos < len(self.lines) and self.lines[self.pos][0] < i:
            self.pos += 1
        if header.startswith(">"):
            text = " ".join(body)
        else:
            text = "\n".join(body)
        return text if header.endswith("-") else text + "\n"


def load(text: str) -> Any:
    """The document in ``text``: dicts, lists, strings, ints, booleans and None."""
    reader = _Reader(text)
    if not reader.lines:
        return None
    value = reader.block(0)
    if reader.pos < len(reader.lines):
        number = reader.lines[reader.pos][0]
        raise YamlError(f"line {number + 1}: not read: {reader.raw[number]!r}")
    return value
