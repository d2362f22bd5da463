#!/usr/bin/env python3
"""Checks that the code a document quotes is the code that is compiled.

Every ```swift block of the given Markdown files whose first line is `// From <path>` must
appear verbatim (without that line) in <path>, relative to the repository root. Used by
`make example` for docs/Testing.md, whose examples live in Examples/TodoList's tests.
Exits 1, naming the document, the block's line and the file, when a quote has drifted.
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
BLOCK = re.compile(r"^```swift\n// From (\S+)\n(.*?)^```$", re.MULTILINE | re.DOTALL)


def check(document: pathlib.Path) -> list[str]:
    text = document.read_text(encoding="utf-8")
    problems = []
    blocks = 0
    for match in BLOCK.finditer(text):
        blocks += 1
        line = text.count("\n", 0, match.start()) + 1
        source = ROOT / match.group(1)
        if not source.is_file():
            problems.append(f"{document}:{line}: quotes {match.group(1)}, which does not exist")
        elif match.group(2) not in source.read_text(encoding="utf-8"):
            problems.append(f"{document}:{line}: this quote is no longer in {match.group(1)}")
    if blocks == 0:
        problems.append(f"{document}: no `// From <path>` code block to check")
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
