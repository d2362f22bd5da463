#!/usr/bin/env python3
"""Checks that the code a document quotes is the code that is compiled.

Every ```swift block of the given Markdown files must start with `// From <path>` and appear
verbatim (without that line) in <path>, relative to the repository root: so every Swift
listing of the documentation is code that is compiled (by `make test`, `make example` or
`make example-porting`). Used by `make docs` for the DocC articles.
Exits 1, naming the document, the block's line and the file, when a listing is not a quote
or a quote has drifted.
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
BLOCK = re.compile(r"^```swift\n(.*?)^```$", re.MULTILINE | re.DOTALL)
QUOTE = re.compile(r"// From (\S+)\n(.*)", re.DOTALL)


def check(document: pathlib.Path) -> list[str]:
    text = document.read_text(encoding="utf-8")
    problems = []
    for match in BLOCK.finditer(text):
        line = text.count("\n", 0, match.start()) + 1
        quote = QUOTE.fullmatch(match.group(1))
        if quote is None:
            problems.append(f"{document}:{line}: a Swift listing that is not quoted from compiled code "
                            "(start it with `// From <path>`)")
            continue
        source = ROOT / quote.group(1)
        if not source.is_file():
            problems.append(f"{document}:{line}: quotes {quote.group(1)}, which does not exist")
        elif quote.group(2) not in source.read_text(encoding="utf-8"):
            problems.append(f"{document}:{line}: this quote is no longer in {quote.group(1)}")
    return problems


def main() -> int:
    if len(sys.argv) < 2:
        print("usage: check-doc-snippets.py DOCUMENT.md...", file=sys.stderr)
        return 2
    problems = [problem for name in sys.argv[1:] for problem in check(pathlib.Path(name))]
    for problem in problems:
        print(problem, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
