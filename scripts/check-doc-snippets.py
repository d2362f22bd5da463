#!/usr/bin/env python3
"""Checks that the code a document quotes is the code that is compiled.

Every ```swift block of the given Markdown files must be one of:

- A quote: it starts with `// From <path>` and appears verbatim (without that line) in
  <path>, relative to the repository root, so every Swift listing of the documentation is
  code that is compiled (by `make build`, `make test`, `make example` or
  `make example-porting`). A line that is only `// …` stands for lines left out: the parts
  between such lines must each be whole consecutive lines of <path>, in that order.
- A package manifest: it starts with `// swift-tools-version:`. It is compiled as the
  Package.swift of an empty package (`swift package dump-package`, which resolves nothing),
  and every `.product(name: "…", package: "vsm-gtk")` it names must be a product of this
  repository's package.

Used by `make docs` for the DocC articles and README.md. Exits 1, naming the document, the
block's line and the file, when a listing is not a quote, a quote has drifted, or a manifest
does not compile.
"""
import json
import os
import pathlib
import re
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
BLOCK = re.compile(r"^```swift\n(.*?)^```$", re.MULTILINE | re.DOTALL)
QUOTE = re.compile(r"// From (\S+)\n(.*)", re.DOTALL)
ELISION = "// …"
MANIFEST = "// swift-tools-version:"
LIBRARY_PRODUCT = re.compile(r'\.product\(name: "([^"]+)", package: "vsm-gtk"\)')


def swift() -> str:
    """`swift` from PATH, else the toolchain the Makefile also looks for."""
    for folder in os.environ.get("PATH", "").split(os.pathsep) + ["/opt/swift/usr/bin"]:
        candidate = pathlib.Path(folder) / "swift"
        if candidate.is_file() and os.access(candidate, os.X_OK):
            return str(candidate)
    return "swift"


def dump_package(folder: pathlib.Path) -> subprocess.CompletedProcess:
    return subprocess.run([swift(), "package", "--package-path", str(folder), "dump-package"],
                          capture_output=True, text=True)


_products: set[str] | None = None


def library_products() -> set[str]:
    """The products of this repository's package, from its manifest."""
    global _products
    if _products is None:
        result = dump_package(ROOT)
        if result.returncode != 0:
            raise SystemExit(f"check-doc-snippets: cannot read {ROOT}/Package.swift:\n{result.stderr}")
        _products = {product["name"] for product in json.loads(result.stdout)["products"]}
    return _products


def quote_problem(path: str, listing: str) -> str | None:
    """Why `listing` is not a quote of `path`, or None."""
    source = ROOT / path
    if not source.is_file():
        return f"quotes {path}, which does not exist"
    text = source.read_text(encoding="utf-8")
    lines = listing.split("\n")
    if ELISION not in (line.strip() for line in lines):
        return None if listing in text else f"this quote is no longer in {path}"
    # With elisions: each part, whole lines, found after the previous one.
    parts, part = [], []
    for line in lines[:-1] if lines and lines[-1] == "" else lines:
        if line.strip() == ELISION:
            parts.append(part)
            part = []
        else:
            part.append(line)
    parts.append(part)
    source_lines = text.split("\n")
    position = 0
    for part in parts:
        if not part:
            continue
        found = next((start for start in range(position, len(source_lines) - len(part) + 1)
                      if source_lines[start:start + len(part)] == part), None)
        if found is None:
            return f"this quote is no longer in {path} (from the line {part[0].strip()!r} on)"
        position = found + len(part)
    return None


def manifest_problem(manifest: str) -> str | None:
    """Why `manifest` does not compile or names a product the library lacks, or None."""
    with tempfile.TemporaryDirectory(prefix="check-doc-snippets-") as folder:
        (pathlib.Path(folder) / "Package.swift").write_text(manifest, encoding="utf-8")
        result = dump_package(pathlib.Path(folder))
    if result.returncode != 0:
        errors = [line.split("Package.swift:", 1)[-1] for line in result.stderr.splitlines()
                  if re.search(r"Package\.swift:\d+:\d+: error:", line)]
        return "this manifest does not compile: " + "; ".join(errors or [result.stderr.strip()])
    missing = sorted(set(LIBRARY_PRODUCT.findall(manifest)) - library_products())
    if missing:
        return "this manifest names products the library does not have: " + ", ".join(missing)
    return None


def check(document: pathlib.Path) -> list[str]:
    text = document.read_text(encoding="utf-8")
    problems = []
    for match in BLOCK.finditer(text):
        line = text.count("\n", 0, match.start()) + 1
        listing = match.group(1)
        if listing.startswith(MANIFEST):
            problem = manifest_problem(listing)
        elif (quote := QUOTE.fullmatch(listing)) is not None:
            problem = quote_problem(quote.group(1), quote.group(2))
        else:
            problem = ("a Swift listing that is not quoted from compiled code "
                       "(start it with `// From <path>`, or a manifest with `// swift-tools-version:`)")
        if problem:
            problems.append(f"{document}:{line}: {problem}")
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
