<?xml version="1.0" encoding="UTF-8"?>
<!-- SPDX-License-Identifier: Apache-2.0 -->
<!-- report-html-page.xsl: the style sheet and the few lines of script of
     the HTML report (included by report-html.xsl, so the page stays one
     self-contained file).  The page is complete without the script: it
     only opens a collapsed section a link points into.  On paper the
     sections stay as the reader left them (closed ones print as one
     line), without the table of contents. -->
<xsl:stylesheet version="1.0"
    xmlns:xsl="http://www.w3.org/1999/XSL/Transform">

  <xsl:template name="page-style">
    <style>
:root { color-scheme: light dark; --fg: #1d1d1f; --bg: #fff; --muted: #5f6368; --line: #c9ccd1;
  --head: #f1f3f4; --card: #f8f9fa; --pass: #176f2c; --fail: #b00020; --warning: #9a5b00;
  --info: #0b5394; --na: #6b6b6b; --link: #0b57d0; --code: #eef0f2;
  --draw: #0b7a75; --stand: #4a5fc1; --unstated: #c4c7cc; --bar: #3b73b9; --stake: #9aa5b1;
  --heat: 11, 87, 208; --c0: #e69f00; --c1: #0072b2; --c2: #009e73; --c3: #cc79a7;
  --c4: #d55e00; --c5: #56b4e9; }
@media (prefers-color-scheme: dark) {
  :root { --fg: #e6e6e6; --bg: #15171a; --muted: #a7acb3; --line: #3c4047; --head: #23272d;
    --card: #1d2025; --pass: #5fd07a; --fail: #ff6b81; --warning: #f0b54a; --info: #79b3ff;
    --na: #9a9a9a; --link: #8ab4f8; --code: #2a2e35; --draw: #2bb3aa; --stand: #8193ff;
    --unstated: #4a4f57; --bar: #6ea3e6; --stake: #6b7580; --heat: 120, 170, 255; }
}
* { box-sizing: border-box; }
body { font: 15px/1.45 system-ui, sans-serif; margin: 0 auto; padding: 1em 1.2em 3em;
  max-width: 80em; color: var(--fg); background: var(--bg); }
a { color: var(--link); }
h1 { font-size: 1.55em; margin: .4em 0; overflow-wrap: anywhere; }
h2 { margin-top: 1.3em; border-bottom: 1px solid var(--line); overflow-wrap: anywhere; }
h2 small { font-weight: normal; color: var(--muted); font-size: .6em; }
h3 { margin: 1.4em 0 .4em; }
.scroll { overflow-x: auto; max-width: 100%; }
table { border-collapse: collapse; margin: .4em 0 1em; }
th, td { border: 1px solid var(--line); padding: .25em .5em; text-align: left; vertical-align: top; }
th { background: var(--head); }
td.num { text-align: right; }
.pass { color: var(--pass); } .fail, .error { color: var(--fail); font-weight: bold; }
.warning { color: var(--warning); font-weight: bold; } .info { color: var(--info); }
.notapplicable, .waived { color: var(--na); }
code, .mono { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: .92em; }
code { background: var(--code); padding: 0 .2em; border-radius: 3px; overflow-wrap: anywhere; }
td.mono { overflow-wrap: anywhere; }
.ev { color: var(--muted); font-size: .92em; }
.counts { color: var(--muted); margin: .35em 0; }
.doc { color: var(--muted); font-size: .85em; overflow-wrap: anywhere; }
.doc q { font-style: italic; }
.meta { margin: .2em 0; color: var(--muted); }
header details.inputs { margin: .2em 0; font-size: .9em; }
nav#contents { display: flex; flex-wrap: wrap; gap: .15em 1em; align-items: baseline; margin: .4em 0;
  padding: .35em .6em; border: 1px solid var(--line); border-radius: 6px; font-size: .92em; }
nav#contents details { margin: 0; }
nav#contents ol { margin: .3em 0; columns: 14em; }
#summary { border: 1px solid var(--line); border-radius: 6px; padding: 0 1em .4em; background: var(--card); }
#summary h2 { margin-top: .4em; }
#summary .verdict { margin: .3em 0; font-size: 1.05em; }
#summary .counts { margin: .2em 0; font-size: .9em; }
table.defects { font-size: .9em; width: 100%; }
table.defects td { padding: .1em .4em; }
table.defects td.mono { font-size: .85em; }
@media (min-width: 900px) {
  table.defects td:nth-child(2) { white-space: nowrap; }
  table.defects td.mono, table.defects td:nth-child(3) { white-space: nowrap; max-width: 14em;
    overflow: hidden; text-overflow: ellipsis; }
}
article.entry summary .where { color: var(--muted); font-size: .9em; }
ul.overview { list-style: none; padding: 0; margin: .3em 0; display: flex; flex-wrap: wrap;
  gap: .1em 1.2em; font-size: .9em; }
ul.overview li { white-space: nowrap; }
.kind-defect { color: var(--fail); font-weight: bold; }
article.entry { border-top: 1px solid var(--line); padding: .3em 0; overflow-wrap: anywhere; }
article.entry .where { font-size: .9em; color: var(--muted); }
article.entry .n { color: var(--muted); }
article.entry details { margin: .2em 0; }
details > summary h3 { display: inline; font-size: 1em; margin: 0; }
details.entries > summary h3 { font-size: 1.17em; }
details.entries { margin-top: 1em; }
.badge { display: inline-block; min-width: 6.4em; font-size: .8em; text-transform: uppercase;
  letter-spacing: .04em; }
.pictures { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(30em, 100%), 1fr)); gap: 0 1.5em;
  align-items: start; }
.pictures:empty { display: none; }
.folds { display: flex; flex-wrap: wrap; gap: 0 1.5em; align-items: baseline; }
.folds > details[open], .folds > p, .folds > h3 { flex-basis: 100%; min-width: 0; }
.folds > details { margin: .15em 0; max-width: 100%; }
details { margin: .5em 0; }
details > summary { cursor: pointer; color: var(--link); }
figure { margin: .8em 0 1.2em; }
figcaption { color: var(--muted); font-size: .9em; max-width: 60em; }
svg.pic { display: block; width: 100%; height: auto; }
svg text { fill: var(--fg); font: 12px system-ui, sans-serif; }
svg text.small { font-size: 10px; }
svg .axis { stroke: var(--line); stroke-width: 1; }
svg .hundred { stroke: var(--muted); stroke-width: 1.5; stroke-dasharray: 4 3; }
svg .bar { fill: var(--bar); } svg .bar.warning { fill: var(--warning); } svg .bar.fail { fill: var(--fail); }
svg .bar.info { fill: #8e6fd8; } svg .stake { fill: var(--stake); }
svg .floor { stroke: var(--fail); stroke-width: 2; }
svg .range { fill: none; stroke: var(--fg); stroke-width: 1.5; }
svg .declared { stroke: var(--fg); stroke-width: 2.5; }
svg .cell-D { fill: var(--draw); } svg .cell-S { fill: var(--stand); }
svg .cell-unstated { fill: var(--unstated); } svg .cell-both { fill: var(--warning); }
svg .nonstandard { fill: none; stroke: var(--fail); stroke-width: 3; }
svg .heat { fill: rgb(var(--heat)); }
svg .pk-red { stroke: #c62828; } svg .pk-black { stroke: #263238; } svg .pk-green { stroke: #2e7d32; }
svg .c0 { stroke: var(--c0); } svg .c1 { stroke: var(--c1); } svg .c2 { stroke: var(--c2); }
svg .c3 { stroke: var(--c3); } svg .c4 { stroke: var(--c4); } svg .c5 { stroke: var(--c5); }
svg text.on-dark { fill: #fff; }
svg .ring { fill: none; stroke: var(--line); }
.legend { font-size: .9em; color: var(--muted); }
.swatch { display: inline-block; width: .9em; height: .9em; vertical-align: -.1em; margin: 0 .25em 0 .8em;
  border-radius: 2px; }
@media (max-width: 600px) {
  body { padding: .6em .6em 2em; font-size: 14px; }
  #summary { padding: 0 .5em .3em; }
  table.defects th:nth-child(n+5), table.defects td:nth-child(n+5) { display: none; }
  th, td { padding: .2em .35em; }
}
@page { size: A4; margin: 14mm 12mm; }
@media print {
  :root { --fg: #000; --bg: #fff; --muted: #444; --line: #999; --head: #eee; --card: #fff; }
  body { max-width: none; padding: 0; font-size: 9pt; }
  th, td { padding: .1em .3em; }
  nav#contents, details > summary::marker { display: none; }
  h2 { margin-top: 1em; break-after: avoid; }
  h3 { margin: .6em 0 .2em; break-after: avoid; }
  details { margin: .15em 0; }
  #summary, #defects, #games { break-before: auto; }
  thead { display: table-header-group; }
  tr, figure, li, article.entry .head { break-inside: avoid; }
  .scroll { overflow: visible; }
  table { width: 100%; }
  td, th, td.mono, code { overflow-wrap: break-word; }
  table.results td:first-child, table.results td.mono { white-space: nowrap; }
  a { color: inherit; text-decoration: none; }
  .pictures { grid-template-columns: 1fr 1fr; }
}
    </style>
  </xsl:template>

  <!-- The status filter, shown only when the script runs; the rows and
       findings carry data-status. -->
  <xsl:template name="page-script">
    <script>
(function () {
  function reveal() {
    var t = location.hash &amp;&amp; document.getElementById(decodeURIComponent(location.hash.slice(1)));
    for (var e = t; e; e = e.parentElement) if (e.tagName === 'DETAILS') e.open = true;
    if (t) t.scrollIntoView();
  }
  window.addEventListener('hashchange', reveal);
  reveal();
})();
    </script>
  </xsl:template>
</xsl:stylesheet>
