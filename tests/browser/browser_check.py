#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""browser_check.py - render an HTML report in headless Chromium and check it.

    browser_check.py check REPORT.html REPORT.xml
    browser_check.py page REPORT.html REPORT.xml
    browser_check.py measure REPORT.html [MAX_HEIGHT MAX_PAGES]
    browser_check.py source REPORT.html REPORT.xml
    browser_check.py plans PLANPROOF OUTDIR PLAN.yaml...
    browser_check.py sources DIR
    browser_check.py screenshot REPORT.html WIDTH HEIGHT OUT.png [ANCHOR [dark]]

`check` loads the page at 1400 and at 400 CSS pixels wide and checks the
DOM: the header, then the table of contents, then the summary; one
article per entry of the XML report (every result that did not pass is
an instance of one), the summary's defects table one row per defect
entry, the instances of each entry of more than one listed in its closed
<details>, the readings, notices and coverage sections closed, no link to
a missing anchor, nothing overflows horizontally at 400 px
(document.documentElement.scrollWidth <= 400), every inline SVG is in the
SVG namespace and well-formed (in the page's bytes, parsed as XML; and in
the DOM, serialised and parsed back as image/svg+xml), and each kind of
picture is present.  `measure` prints the page's height at 1400 px, the
A4 pages Chromium prints and where the summary's first defect is at
1400 x 1000 and 400 x 900; with MAX_HEIGHT and MAX_PAGES it fails beyond
them or when the first defect is not on the first screen.  `screenshot`
writes a PNG of the viewport (scrolled to ANCHOR if given, in dark mode
if asked).  `source` needs no browser: it checks the page's bytes only
(contents and summary right after the header, one entry article per
entry of the XML, no result outside an entry, the closed sections
closed, every SVG well-formed, no NaN or Infinity drawn; the Documents
section, the coverage figures, the document location of every anchored
result and entry and the unaccounted passages as the XML has them).
`page` runs the checks of `check` that hold for any plan (no picture
required) and those of the documents.  `plans` renders each plan's
reports with PLANPROOF into OUTDIR and runs `source` on each; `sources`
runs `source` on every NAME.html of DIR beside its NAME.xml, reports
another test has written (one run per plan for all its formats).

Chromium is driven over --remote-debugging-pipe (the DevTools protocol as
NUL-separated JSON on file descriptors 3 and 4), so nothing beyond Python
and Debian's chromium is needed.  Exit 77 (ctest SKIP_RETURN_CODE) when
/usr/bin/chromium is absent, 1 when a check fails.
"""
import base64
import json
import os
import re
import select
import shutil
import glob
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ET

CHROMIUM = os.environ.get("PP_CHROMIUM", "/usr/bin/chromium")
SKIP = 77
TIMEOUT = 90  # seconds for the whole run


class Browser:
    """One headless Chromium and one page, over the DevTools pipe."""

    def __init__(self):
        self.profile = tempfile.mkdtemp(prefix="pp-chromium-")
        to_child_r, self.to_child = os.pipe()
        self.from_child, from_child_w = os.pipe()

        def fds():
            # Copies first: a pipe end may itself be descriptor 3 or 4.
            r, w = os.dup(to_child_r), os.dup(from_child_w)
            os.dup2(r, 3)
            os.dup2(w, 4)

        self.proc = subprocess.Popen(
            [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
             "--no-first-run", "--disable-background-networking",
             "--disable-component-update", "--disable-sync", "--hide-scrollbars",
             "--disable-dev-shm-usage",
             "--user-data-dir=" + self.profile, "--remote-debugging-pipe",
             "about:blank"],
            preexec_fn=fds, close_fds=False,
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_child_r)
        os.close(from_child_w)
        self.deadline = time.monotonic() + TIMEOUT
        self.buf = b""
        self.next_id = 0
        self.events = []
        target = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.call("Target.attachToTarget",
                                 {"targetId": target, "flatten": True})["sessionId"]
        self.call("Page.enable", session=True)

    def close(self):
        try:
            self.call("Browser.close")
        except Exception:
            pass
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        os.close(self.to_child)
        os.close(self.from_child)
        shutil.rmtree(self.profile, ignore_errors=True)

    def _message(self):
        while b"\0" not in self.buf:
            left = self.deadline - time.monotonic()
            if left <= 0 or not select.select([self.from_child], [], [], left)[0]:
                raise TimeoutError("chromium did not answer in time")
            chunk = os.read(self.from_child, 1 << 20)
            if not chunk:
                raise EOFError("chromium closed the pipe")
            self.buf += chunk
        raw, self.buf = self.buf.split(b"\0", 1)
        return json.loads(raw)

    def call(self, method, params=None, session=False):
        self.next_id += 1
        msg = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            msg["sessionId"] = self.session
        os.write(self.to_child, json.dumps(msg).encode() + b"\0")
        while True:
            m = self._message()
            if m.get("id") == self.next_id:
                if "error" in m:
                    raise RuntimeError("%s: %s" % (method, m["error"]))
                return m.get("result", {})
            self.events.append(m)

    def wait_event(self, method):
        while True:
            for i, m in enumerate(self.events):
                if m.get("method") == method:
                    del self.events[i]
                    return m
            self.events.append(self._message())

    def load(self, url, width, height):
        self.call("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False},
                  session=True)
        self.events.clear()
        self.call("Page.navigate", {"url": url}, session=True)
        self.wait_event("Page.loadEventFired")

    def evaluate(self, expression):
        r = self.call("Runtime.evaluate", {"expression": expression, "returnByValue": True},
                      session=True)
        if "exceptionDetails" in r:
            raise RuntimeError("script failed: %s" % r["exceptionDetails"])
        return r["result"].get("value")


PROBE = r"""(() => {
  const header = document.querySelector('body > header');
  const nav = document.getElementById('contents');
  const summary = document.getElementById('summary');
  const svgs = Array.from(document.querySelectorAll('svg'));
  const bad = svgs.filter(s => s.namespaceURI !== 'http://www.w3.org/2000/svg' ||
      new DOMParser().parseFromString(new XMLSerializer().serializeToString(s), 'image/svg+xml')
        .getElementsByTagName('parsererror').length > 0);
  return JSON.stringify({
    summaryFirst: !!(header && nav && summary && document.body.firstElementChild === header &&
                     header.nextElementSibling === nav && nav.nextElementSibling === summary),
    entries: document.querySelectorAll('article.entry').length,
    defectRows: document.querySelectorAll('#summary table.defects tbody tr').length,
    instanceRows: document.querySelectorAll('article.entry details.instances tbody tr').length,
    openEntrySections: Array.from(document.querySelectorAll('details.entries'))
      .filter(d => d.open).map(d => d.id),
    brokenLinks: Array.from(document.querySelectorAll('a[href^="#"]'))
      .filter(a => !document.getElementById(decodeURIComponent(a.getAttribute('href').slice(1))))
      .map(a => a.getAttribute('href')).slice(0, 5),
    width: window.innerWidth,
    scrollWidth: document.documentElement.scrollWidth,
    svgs: svgs.length,
    badSvgs: bad.map(s => (s.querySelector('title') || {}).textContent),
    titles: Array.from(new Set(svgs.map(s => (s.querySelector('title') || {}).textContent))),
    collapsedPasses: document.querySelectorAll('details tr[data-status="pass"]').length,
    openPasses: Array.from(document.querySelectorAll('tr[data-status="pass"]'))
      .filter(t => !t.closest('details')).length,
  });
})()"""

# A title each kind of picture carries (report-html-svg.xsl, -wheel.xsl).
PICTURES = ["Return to player of each bet",
            "The banker's drawing rule as the plan states it",
            "Dealer's final totals by up card",
            "The wheel in the plan's order, with the numbers of each call bet",
            "The segments of the wheel",
            "Maximum win per limits row"]


def entries_in(xml_path):
    """What the page must list of the XML report: its entries, its defect
    entries, the instance rows of the entries of more than one instance,
    and the results that did not pass but are an instance of no entry."""
    ns = "{urn:planproof:report:1}"
    root = ET.parse(xml_path).getroot()
    entries = root.findall(ns + "entries/" + ns + "entry")
    ids = set(e.get("id") for e in entries)
    orphans = [r.get("ruleId") for r in root.iter(ns + "result")
               if r.get("status") not in ("pass", "notapplicable") and r.get("entry") not in ids]
    return {"entries": len(entries),
            "defects": sum(1 for e in entries if e.get("kind") == "defect"),
            "instanceRows": sum(int(e.get("instances")) for e in entries
                                if int(e.get("instances")) > 1),
            "orphans": orphans}


def malformed_svgs(html):
    """The inline SVGs of the page's bytes that do not parse as XML (the
    browser's HTML parser would repair them silently)."""
    with open(html, encoding="utf-8") as f:
        text = f.read()
    bad = []
    svgs = re.findall(r"<svg\b.*?</svg>", text, re.S)
    for i, svg in enumerate(svgs):
        try:
            root = ET.fromstring(svg)
            if root.tag != "{http://www.w3.org/2000/svg}svg":
                bad.append("svg %d: not in the SVG namespace" % (i + 1))
        except ET.ParseError as e:
            bad.append("svg %d: %s" % (i + 1, e))
    return len(svgs), bad


def entry_failures(r, expected, what):
    """What the probe r of a page finds wrong about its summary and entries."""
    failures = []
    if not r["summaryFirst"]:
        failures.append("%s: the contents and the summary do not follow the header" % what)
    for key in ("entries", "defectRows", "instanceRows"):
        want = expected["defects" if key == "defectRows" else key]
        if r[key] != want:
            failures.append("%s: %d %s, the XML needs %d" % (what, r[key], key, want))
    if r["openEntrySections"]:
        failures.append("%s: sections open by default: %s" % (what, r["openEntrySections"]))
    return failures


def check(html, xml_path):
    expected = entries_in(xml_path)
    url = "file://" + os.path.abspath(html)
    failures = []
    count, bad = malformed_svgs(html)
    print("source: %d inline SVGs, %d not well-formed XML" % (count, len(bad)))
    failures += ["source: " + b for b in bad[:10]]
    b = Browser()
    try:
        for width in (1400, 400):
            b.load(url, width, 900)
            r = json.loads(b.evaluate(PROBE))
            print("%d px: %s" % (width, json.dumps(r, ensure_ascii=False)))

            def need(ok, what):
                if not ok:
                    failures.append("%d px: %s" % (width, what))

            need(r["width"] == width, "viewport is %d px, not %d" % (r["width"], width))
            failures.extend(entry_failures(r, expected, "%d px" % width))
            need(not expected["orphans"], "results of no entry: %s" % expected["orphans"][:5])
            need(not r["brokenLinks"], "links to no anchor: %s" % r["brokenLinks"])
            need(r["scrollWidth"] <= width,
                 "the page is %d px wide at %d px" % (r["scrollWidth"], width))
            need(r["svgs"] > 0 and not r["badSvgs"], "SVG not well-formed: %s" % r["badSvgs"])
            for title in PICTURES:
                need(any(t and t.startswith(title) for t in r["titles"]),
                     "no picture titled %r" % title)
            need(r["collapsedPasses"] > 0 and r["openPasses"] == 0,
                 "passes not collapsed: %d outside <details>" % r["openPasses"])
    finally:
        b.close()
    for f in failures:
        print("FAIL: " + f)
    return 1 if failures else 0


def percent_down(part, whole):
    """part/whole in percent, rounded down to 0.1, as the page prints it."""
    tenths = part * 1000 // whole
    return "%d.%d" % (tenths // 10, tenths % 10)


def document_failures(text, xml_path):
    """What the page's bytes get wrong about the plan's documents: the
    Documents section (present exactly when the XML has documents, one
    row per document with its state), every coverage figure with its
    percentage, the document location of every anchored result (once in
    its row, once more under its entry when it is an entry's lead), and
    one item per PP-DOC-006 finding in the games' unaccounted lists."""
    ns = "{urn:planproof:report:1}"
    root = ET.parse(xml_path).getroot()
    failures = []
    docs = root.findall(ns + "document")
    if bool(docs) != ('<section id="documents">' in text):
        failures.append("the Documents section is %s, the XML has %d documents"
                        % ("there" if not docs else "missing", len(docs)))
    for d in docs:
        if d.get("found") != "true":
            state = ("fail", "missing")
        elif d.get("declaredSha256") is None:
            state = ("warning", "not pinned")
        elif d.get("declaredSha256") == d.get("sha256"):
            state = ("pass", "matches")
        else:
            state = ("fail", "changed")
        row = re.search(r'<tr id="document-%s">.*?</tr>' % re.escape(d.get("id")), text, re.S)
        if not row or '<td class="%s">%s</td>' % state not in row.group(0):
            failures.append("document %s: no row with state %r" % (d.get("id"), state[1]))
    for c in root.iter(ns + "coverage"):
        e, t = int(c.get("encoded")), int(c.get("total"))
        shown = "%d / %d" % (e, t)
        if t:
            shown += ' (<span title="rounded down to 0.1 %%">%s %%</span>)' % percent_down(e, t)
        if shown not in text:
            failures.append("coverage %d of %d is not shown as %r" % (e, t, shown))
    results = list(root.iter(ns + "result"))
    anchored = [r for r in results if r.find(ns + "anchor") is not None]
    messages = dict((e.get("id"), e.findtext(ns + "message"))
                    for e in root.iter(ns + "entry"))
    leads = set()
    for r in results:  # an entry's lead: its first instance with its message
        if r.get("entry") in messages and r.get("entry") not in leads \
                and r.findtext(ns + "message") == messages[r.get("entry")]:
            leads.add(r.get("entry"))
            if r.find(ns + "anchor") is not None:
                anchored.append(r)
    expected = len(anchored)
    shown = text.count('<div class="doc"><span class="mono">')
    if shown != expected:
        failures.append("%d document locations shown, the XML's anchored results need %d"
                        % (shown, expected))
    unaccounted = sum(1 for r in results
                      if r.get("ruleId") == "PP-DOC-006" and r.get("status") == "info")
    listed = sum(block.count("<li>") for block in
                 re.findall(r'<details class="unaccounted">.*?</details>', text, re.S))
    if listed != unaccounted:
        failures.append("%d unaccounted passages listed, the XML has %d PP-DOC-006 findings"
                        % (listed, unaccounted))
    return failures


def check_page(html, xml_path):
    """The checks of `check` that hold for any plan (no picture is
    required): in Chromium at 1400 and 400 px, the summary first and
    the entries complete, no link to a missing anchor, nothing wider than 400 px;
    and the page's bytes pass document_failures."""
    with open(html, encoding="utf-8") as f:
        failures = document_failures(f.read(), xml_path)
    expected = entries_in(xml_path)
    b = Browser()
    try:
        for width in (1400, 400):
            b.load("file://" + os.path.abspath(html), width, 900)
            r = json.loads(b.evaluate(PROBE))
            print("%d px: entries %d, scroll width %d, broken links %s"
                  % (width, r["entries"], r["scrollWidth"], r["brokenLinks"]))
            failures.extend(entry_failures(r, expected, "%d px" % width))
            if r["brokenLinks"]:
                failures.append("%d px: links to no anchor: %s" % (width, r["brokenLinks"]))
            if r["scrollWidth"] > width:
                failures.append("%d px: the page is %d px wide" % (width, r["scrollWidth"]))
    finally:
        b.close()
    for f in failures:
        print("FAIL: " + f)
    return 1 if failures else 0


def check_source(html, xml_path):
    with open(html, encoding="utf-8") as f:
        text = f.read()
    failures = document_failures(text, xml_path)
    expected = entries_in(xml_path)
    if not re.search(r"</header>\s*<nav id=\"contents\">.*?</nav>\s*<section id=\"summary\">",
                     text, re.S):
        failures.append("the contents and the summary do not follow the header")
    items = len(re.findall(r'<article class="entry" id="entry-', text))
    if items != expected["entries"]:
        failures.append("%d entries listed, the XML has %d" % (items, expected["entries"]))
    if expected["orphans"]:
        failures.append("results of no entry: %s" % expected["orphans"][:5])
    for kind in ("readings", "notices", "coverage-notes"):
        if '<details id="%s" class="entries" open' % kind in text:
            failures.append("the %s section is open" % kind)
    count, bad = malformed_svgs(html)
    print("source: %d entries, %d inline SVGs, %d not well-formed XML" % (items, count, len(bad)))
    failures += bad[:10]
    for svg in re.findall(r"<svg\b.*?</svg>", text, re.S):
        if re.search(r'="[^"]*(NaN|Infinity)', svg):
            failures.append("an SVG attribute is NaN or Infinity")
            break
    for f in failures:
        print("FAIL: " + f)
    return 1 if failures else 0


def check_plans(cli, outdir, plans):
    """Render each plan's HTML and XML reports and check the HTML's bytes."""
    failed = 0
    for plan in plans:
        stem = os.path.join(outdir, "html-" + os.path.splitext(os.path.basename(plan))[0])
        rc = subprocess.run([cli, "check", plan, "--format", "html", "--output", stem + ".html",
                             "--format", "xml", "--output", stem + ".xml"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode
        print("%s: planproof exited %d" % (plan, rc))
        if rc not in (0, 1):
            failed += 1
        elif check_source(stem + ".html", stem + ".xml"):
            failed += 1
    return 1 if failed else 0


def check_sources(folder):
    """Check the HTML of every report pair NAME.html + NAME.xml in folder."""
    pages = sorted(glob.glob(os.path.join(folder, "*.html")))
    if not pages:
        print("FAIL: no HTML report in %s" % folder)
        return 1
    failed = 0
    for html in pages:
        print(html)
        if check_source(html, os.path.splitext(html)[0] + ".xml"):
            failed += 1
    return 1 if failed else 0


def screenshot(html, width, height, out, anchor=None, dark=False):
    url = "file://" + os.path.abspath(html)
    b = Browser()
    try:
        if dark:
            b.call("Emulation.setEmulatedMedia",
                   {"features": [{"name": "prefers-color-scheme", "value": "dark"}]},
                   session=True)
        b.load(url, width, height)
        if anchor:
            b.evaluate("document.getElementById(%s).scrollIntoView()" % json.dumps(anchor))
        png = b.call("Page.captureScreenshot", {"format": "png"}, session=True)["data"]
    finally:
        b.close()
    with open(out, "wb") as f:
        f.write(base64.b64decode(png))
    return 0


MEASURE = r"""(() => {
  const row = document.querySelector('#summary table.defects tbody tr');
  const summary = document.getElementById('summary');
  const box = e => e ? e.getBoundingClientRect() : null;
  return JSON.stringify({
    height: document.documentElement.scrollHeight,
    viewport: window.innerHeight,
    summaryTop: summary ? box(summary).top : null,
    firstDefectBottom: row ? box(row).bottom : null,
    defects: document.querySelectorAll('#defects article.entry').length,
    closed: Array.from(document.querySelectorAll('details')).filter(d => !d.open).length,
  });
})()"""


def pdf_pages(data):
    """The number of pages of a PDF Chromium printed (its page objects)."""
    return len(re.findall(rb"/Type\s*/Page(?![a-z])", data))


def measure(html, max_height=None, max_pages=None):
    """Seed-sized targets of the page (issue 27): its height at 1400 px
    wide with every <details> as the page leaves it, the A4 pages Chromium
    prints, and the summary with its first defect on the first screen at
    1400 x 1000 and at 400 x 900.  With limits, fail beyond them."""
    url = "file://" + os.path.abspath(html)
    failures = []
    b = Browser()
    try:
        for width, height in ((1400, 1000), (400, 900)):
            b.load(url, width, height)
            r = json.loads(b.evaluate(MEASURE))
            print("%d x %d: %s" % (width, height, json.dumps(r)))
            if width == 1400 and max_height is not None and r["height"] > max_height:
                failures.append("the page is %d px tall at 1400 px, more than %d"
                                % (r["height"], max_height))
            if r["defects"] and (r["firstDefectBottom"] is None
                                 or r["firstDefectBottom"] > r["viewport"]):
                failures.append("%d x %d: the first defect of the summary is not on the first "
                                "screen (its bottom at %s px)"
                                % (width, height, r["firstDefectBottom"]))
            if r["summaryTop"] is None or r["summaryTop"] > r["viewport"]:
                failures.append("%d x %d: the summary is not on the first screen" % (width, height))
        b.load(url, 1400, 1000)
        pdf = b.call("Page.printToPDF", {"preferCSSPageSize": True, "paperWidth": 8.27,
                                         "paperHeight": 11.69}, session=True)["data"]
        pages = pdf_pages(base64.b64decode(pdf))
        print("printed (A4): %d pages" % pages)
        if max_pages is not None and pages > max_pages:
            failures.append("the page prints on %d A4 pages, more than %d" % (pages, max_pages))
    finally:
        b.close()
    for f in failures:
        print("FAIL: " + f)
    return 1 if failures else 0


def main(argv):
    if len(argv) == 4 and argv[1] == "source":
        return check_source(argv[2], argv[3])
    if len(argv) >= 5 and argv[1] == "plans":
        return check_plans(argv[2], argv[3], argv[4:])
    if len(argv) == 3 and argv[1] == "sources":
        return check_sources(argv[2])
    if not os.access(CHROMIUM, os.X_OK):
        print("skipped: %s is not installed" % CHROMIUM)
        return SKIP
    if len(argv) == 4 and argv[1] == "check":
        return check(argv[2], argv[3])
    if len(argv) == 4 and argv[1] == "page":
        return check_page(argv[2], argv[3])
    if len(argv) in (3, 5) and argv[1] == "measure":
        return measure(argv[2], *(int(a) for a in argv[3:]))
    if len(argv) in (6, 7, 8) and argv[1] == "screenshot":
        return screenshot(argv[2], int(argv[3]), int(argv[4]), argv[5],
                          argv[6] if len(argv) >= 7 else None,
                          len(argv) == 8 and argv[7] == "dark")
    print(__doc__, file=sys.stderr)
    return 64


if __name__ == "__main__":
    sys.exit(main(sys.argv))
