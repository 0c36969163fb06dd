#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The user guide as the package installs it: docs/user-guide.md to one HTML page, with the pictures
# it shows copied beside it (cmake/packaging.cmake runs it at build time; Debian: python3-markdown).
#   tools/guide-html.py docs/user-guide.md build/docs/guide
# writes build/docs/guide/index.html and build/docs/guide/images/*.png. A picture the guide names
# that is not there fails the build: the page would show a broken image.
#   tools/guide-html.py --check-producers docs/user-guide.md tests/ui/tst_guide_tour.cpp tools/guide-screenshots.sh
# checks that every picture the guide names is made by one of those files (the widget tests take
# them, tools/guide-screenshots.sh puts them in docs/images), so none goes stale by hand (ctest).
import html
import re
import shutil
import sys
from pathlib import Path

IMAGE = re.compile(r"!\[[^\]]*\]\(([^)\s]+)\)")


def pictures(markdown_text):
    return sorted(set(IMAGE.findall(markdown_text)))


def slug(text, separator):
    # As GitHub names a heading's anchor, so the contents' links work in both places: lower case,
    # punctuation dropped, spaces to hyphens; Cyrillic kept as it is (й and ё stay themselves).
    text = re.sub(r"<[^>]+>", "", html.unescape(text)).strip().lower()
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", separator)


def commonmark_to_python_markdown(text):
    # The guide is written as GitHub shows it (CommonMark); Python-Markdown wants a blank line before
    # a list and four spaces for what continues an item. Code blocks are left as they are.
    lines, fenced, previous = [], False, ""
    for line in text.splitlines():
        if line.startswith("```"):
            fenced = not fenced
        elif not fenced:
            starts_item = re.match(r"(-|\d+\.) ", line)
            if starts_item and previous.strip() and not re.match(r"(\s|-|\d+\.|#|\|)", previous):
                lines.append("")
            elif starts_item and re.match(r"\s+!\[", previous):
                lines.append("")  # a picture inside an item is a paragraph of its own
            line = re.sub(r"^ {2,3}(?=\S)", "    ", line)
        lines.append(line)
        previous = line
    return "\n".join(lines) + "\n"


def build(source, out_dir):
    import markdown  # python3-markdown

    text = source.read_text(encoding="utf-8")
    missing = [p for p in pictures(text) if not (source.parent / p).is_file()]
    if missing:
        sys.exit(f"{source}: pictures missing: {', '.join(missing)} (tools/guide-screenshots.sh makes them)")
    body = markdown.markdown(
        commonmark_to_python_markdown(text),
        extensions=["tables", "fenced_code", "sane_lists", "toc"],
        extension_configs={"toc": {"slugify": slug}},
        output_format="html5",
    )
    title = text.splitlines()[0].lstrip("# ").strip()
    out_dir.mkdir(parents=True, exist_ok=True)
    page = f"""<!DOCTYPE html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{html.escape(title)}</title>
<style>
body {{ font-family: sans-serif; line-height: 1.5; max-width: 60em; margin: 1em auto; padding: 0 1em; color: #1a1a1a; }}
img {{ max-width: 100%; border: 1px solid #ccc; }}
table {{ border-collapse: collapse; }}
th, td {{ border: 1px solid #bbb; padding: 0.3em 0.5em; vertical-align: top; }}
code, pre {{ background: #f3f3f3; }}
pre {{ padding: 0.5em; overflow-x: auto; }}
</style>
</head>
<body>
{body}
</body>
</html>
"""
    (out_dir / "index.html").write_text(page, encoding="utf-8")
    for picture in pictures(text):
        target = out_dir / picture
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source.parent / picture, target)


def check_producers(source, producers):
    made = "\n".join(p.read_text(encoding="utf-8") for p in producers)
    names = [Path(p).stem for p in pictures(source.read_text(encoding="utf-8"))]
    orphans = [n for n in names if not re.search(r"[\"\s]" + re.escape(n) + r"[\"\s]", made)]
    if orphans:
        sys.exit(f"{source}: no test takes these pictures: {', '.join(orphans)}")
    print(f"{len(names)} pictures, each taken by a test")


if __name__ == "__main__":
    args = sys.argv[1:]
    if args[:1] == ["--check-producers"] and len(args) >= 3:
        check_producers(Path(args[1]), [Path(p) for p in args[2:]])
    elif len(args) == 2:
        build(Path(args[0]), Path(args[1]))
    else:
        sys.exit(__doc__ or "usage: guide-html.py user-guide.md out-dir | --check-producers user-guide.md files…")
