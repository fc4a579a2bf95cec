<?xml version="1.0" encoding="UTF-8"?>
<!-- SPDX-License-Identifier: Apache-2.0 -->
<!-- report-html.xsl: the native planproof report (urn:planproof:report:1)
     as one self-contained HTML page for auditors: the plan and its input
     hash, a table of contents, a summary on the first screen (the
     verdict, the entries of each kind, the defects ranked, each game's
     verdict), then the findings: each entry (one per root cause, from
     <entries>) once with its lead instance's message and quote, its
     instances folded; readings, notices and coverage notes in closed
     sections.  Then a verdict per game, every check result with its plan
     citation and exact evidence (folded), pictures of the figures
     (report-html-svg.xsl) and the computed tables (folded).  The page
     needs no network and no other file: style and script come from
     report-html-page.xsl, included here.
     Regenerate it from an XML report with
         xsltproc reports/report-html.xsl report.xml > report.html -->
<xsl:stylesheet version="1.0"
    xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
    xmlns:r="urn:planproof:report:1"
    exclude-result-prefixes="r">
  <xsl:include href="report-html-page.xsl"/>
  <xsl:include href="report-html-svg.xsl"/>
  <xsl:include href="report-html-wheel.xsl"/>
  <xsl:output method="html" encoding="UTF-8" indent="no"
      doctype-system="about:legacy-compat"/>

  <!-- The words of the page, English by default; reports/report_html.c
       passes each in the language of the run (po/*.po). -->
  <xsl:param name="lang" select="'en'"/>
  <xsl:param name="t-title" select="'planproof report'"/>
  <xsl:param name="t-compliance-report" select="'Compliance report'"/>
  <xsl:param name="t-operator" select="'Operator'"/>
  <xsl:param name="t-jurisdiction" select="'Jurisdiction'"/>
  <xsl:param name="t-plan-version" select="'Plan version'"/>
  <xsl:param name="t-of" select="'of'"/>
  <xsl:param name="t-waivers" select="'Waivers'"/>
  <xsl:param name="t-input" select="'Input'"/>
  <xsl:param name="t-bytes" select="'bytes'"/>
  <xsl:param name="t-tool" select="'Tool'"/>
  <xsl:param name="t-verdict" select="'Verdict'"/>
  <xsl:param name="t-games" select="'Games'"/>
  <xsl:param name="t-plan-wide-checks" select="'Plan-wide checks'"/>
  <xsl:param name="t-whole-plan" select="'(whole plan)'"/>
  <xsl:param name="t-checks" select="'checks'"/>
  <xsl:param name="t-passed" select="'passed'"/>
  <xsl:param name="t-failed" select="'failed'"/>
  <xsl:param name="t-warnings" select="'warnings'"/>
  <xsl:param name="t-info" select="'info'"/>
  <xsl:param name="t-not-applicable" select="'not applicable'"/>
  <xsl:param name="t-waived" select="'waived'"/>
  <xsl:param name="t-errors" select="'errors'"/>
  <xsl:param name="t-findings" select="'Findings'"/>
  <xsl:param name="t-could-not-evaluate" select="'Could not be evaluated'"/>
  <xsl:param name="t-failures" select="'Failures'"/>
  <xsl:param name="t-warnings-title" select="'Warnings'"/>
  <xsl:param name="t-information" select="'Information'"/>
  <xsl:param name="t-plan-wide" select="'Plan-wide'"/>
  <xsl:param name="t-plan" select="'plan'"/>
  <xsl:param name="t-remedy" select="'Remedy:'"/>
  <xsl:param name="t-waiver" select="'Waiver:'"/>
  <xsl:param name="t-how-read" select="'How the plan was read'"/>
  <xsl:param name="t-check-results" select="'Check results'"/>
  <xsl:param name="t-no-findings" select="'No findings.'"/>
  <xsl:param name="t-rows" select="'rows'"/>
  <xsl:param name="t-status-pass" select="'pass'"/>
  <xsl:param name="t-status-fail" select="'fail'"/>
  <xsl:param name="t-status-warning" select="'warning'"/>
  <xsl:param name="t-status-info" select="'info'"/>
  <xsl:param name="t-status-error" select="'error'"/>
  <xsl:param name="t-status-waived" select="'waived'"/>
  <xsl:param name="t-status-notapplicable" select="'notapplicable'"/>
  <!-- Words of the summary and the entries. -->
  <xsl:param name="t-contents" select="'Contents'"/>
  <xsl:param name="t-summary" select="'Summary'"/>
  <xsl:param name="t-defects" select="'Defects'"/>
  <xsl:param name="t-open" select="'Open rules'"/>
  <xsl:param name="t-readings" select="'Readings'"/>
  <xsl:param name="t-notices" select="'Notices'"/>
  <xsl:param name="t-coverage" select="'Coverage notes'"/>
  <!-- Entry counts per kind as whole phrases ("3 defects"): the caller
       passes each in the plural form of its language; these defaults are
       the English ones, for the stylesheet run on its own. -->
  <xsl:param name="t-count-defect" select="concat(count(/r:report/r:entries/r:entry[@kind = 'defect']), ' defect', substring('s', 1, number(count(/r:report/r:entries/r:entry[@kind = 'defect']) != 1)))"/>
  <xsl:param name="t-count-open" select="concat(count(/r:report/r:entries/r:entry[@kind = 'open']), ' open rule', substring('s', 1, number(count(/r:report/r:entries/r:entry[@kind = 'open']) != 1)))"/>
  <xsl:param name="t-count-reading" select="concat(count(/r:report/r:entries/r:entry[@kind = 'reading']), ' reading', substring('s', 1, number(count(/r:report/r:entries/r:entry[@kind = 'reading']) != 1)))"/>
  <xsl:param name="t-count-notice" select="concat(count(/r:report/r:entries/r:entry[@kind = 'notice']), ' notice', substring('s', 1, number(count(/r:report/r:entries/r:entry[@kind = 'notice']) != 1)))"/>
  <xsl:param name="t-count-coverage" select="concat(count(/r:report/r:entries/r:entry[@kind = 'coverage']), ' coverage note', substring('s', 1, number(count(/r:report/r:entries/r:entry[@kind = 'coverage']) != 1)))"/>
  <xsl:param name="t-each-game" select="'Each game'"/>
  <xsl:param name="t-instances" select="'instances'"/>
  <xsl:param name="t-figure" select="'Figure'"/>
  <xsl:param name="t-details" select="'Details'"/>
  <xsl:param name="t-no-defects" select="'No defects.'"/>
  <xsl:param name="t-no-open" select="'No open rules.'"/>

  <!-- Rendering in pieces (reports/report_html_pieces.c; xsltproc
       renders the whole page, part ''): part names the piece to render
       from a small document holding the report's header and a few games
       (or a slice of one game's results); status the findings' status it
       is about; offset how many results of that status of its game came
       before the slice, so the row anchors run on.  Part 'page',
       'sections' and 'section' write a <planproof-slot name="..."/> where
       the pieces of a list go ('sections': a game's result rows;
       'section', one large game: its tables and unaccounted passages
       too), and a slot 'game' where each game's (or the plan-wide
       checks') part begins. -->
  <xsl:param name="part" select="''"/>
  <xsl:param name="status" select="''"/>
  <xsl:param name="offset" select="0"/>
  <xsl:param name="bars" select="''"/>
  <xsl:param name="bars-top" select="''"/>
  <xsl:param name="bars-range" select="''"/>
  <xsl:param name="table-rows" select="''"/>

  <!-- The game (or, in a piece about the plan-wide checks, planChecks)
       a piece renders. -->
  <xsl:variable name="units" select="/r:report/r:game | /r:report/r:planChecks[not(../r:game)]"/>

  <xsl:template match="/r:report">
    <xsl:choose>
      <xsl:when test="$part = '' or $part = 'page'"><xsl:call-template name="page"/></xsl:when>
      <xsl:when test="$part = 'game-rows'"><xsl:call-template name="game-rows"/></xsl:when>
      <xsl:when test="$part = 'sections' or $part = 'section'"><xsl:apply-templates select="$units"/></xsl:when>
      <xsl:when test="$part = 'rows'">
        <xsl:for-each select="$units">
          <xsl:call-template name="result-rows">
            <xsl:with-param name="gid"><xsl:call-template name="game-anchor"/></xsl:with-param>
            <xsl:with-param name="status" select="$status"/>
          </xsl:call-template>
        </xsl:for-each>
      </xsl:when>
      <xsl:when test="$part = 'doc006'"><xsl:for-each select="$units"><xsl:call-template name="doc006-items"/></xsl:for-each></xsl:when>
      <xsl:when test="$part = 'tables'"><xsl:apply-templates select="$units/r:table"/></xsl:when>
      <xsl:when test="$part = 'bars'"><xsl:call-template name="rtp-bar-slice"/></xsl:when>
      <xsl:when test="$part = 'table'"><xsl:apply-templates select="$units/r:table"/></xsl:when>
      <xsl:when test="$part = 'table-rows'"><xsl:apply-templates select="$units/r:table/r:row"/></xsl:when>
    </xsl:choose>
  </xsl:template>

  <!-- Where a piece's list goes in part 'page' or 'section'. -->
  <xsl:template name="slot">
    <xsl:param name="name"/>
    <planproof-slot name="{$name}"/>
  </xsl:template>

  <!-- The whole page; in part 'page' its lists are slots. -->
  <xsl:template name="page">
    <html lang="{$lang}">
      <head>
        <meta charset="UTF-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <title><xsl:value-of select="$t-title"/>: <xsl:value-of select="r:plan/@id"/></title>
        <xsl:call-template name="page-style"/>
      </head>
      <body>
        <header>
          <h1><xsl:value-of select="$t-compliance-report"/>: <xsl:value-of select="r:plan/@title | r:plan/@id[not(../@title)]"/></h1>
          <p class="meta"><xsl:value-of select="$t-operator"/>: <xsl:value-of select="r:plan/@operator"/> · <xsl:value-of select="$t-jurisdiction"/>: <xsl:value-of select="r:plan/@jurisdiction"/> · <xsl:value-of select="$t-plan-version"/><xsl:text> </xsl:text><xsl:value-of select="r:plan/@version"/><xsl:text> </xsl:text><xsl:value-of select="$t-of"/><xsl:text> </xsl:text><xsl:value-of select="r:plan/@date"/> · <xsl:value-of select="r:tool/@name"/>&#160;<xsl:value-of select="r:tool/@version"/></p>
          <details class="inputs">
            <summary><xsl:value-of select="$t-input"/>: <xsl:value-of select="r:input[1]/@file"/> (SHA-256)</summary>
            <div class="scroll"><table>
              <tr><th><xsl:value-of select="$t-operator"/></th><td><xsl:value-of select="r:plan/@operator"/></td></tr>
              <tr><th><xsl:value-of select="$t-jurisdiction"/></th><td><xsl:value-of select="r:plan/@jurisdiction"/></td></tr>
              <tr><th><xsl:value-of select="$t-plan-version"/></th><td><xsl:value-of select="r:plan/@version"/><xsl:text> </xsl:text><xsl:value-of select="$t-of"/><xsl:text> </xsl:text><xsl:value-of select="r:plan/@date"/></td></tr>
              <xsl:for-each select="r:input">
                <tr><th><xsl:choose><xsl:when test="@role = 'waivers'"><xsl:value-of select="$t-waivers"/></xsl:when><xsl:otherwise><xsl:value-of select="$t-input"/></xsl:otherwise></xsl:choose></th><td class="mono"><xsl:value-of select="@file"/> (<xsl:value-of select="@bytes"/><xsl:text> </xsl:text><xsl:value-of select="$t-bytes"/>, SHA-256 <xsl:value-of select="@sha256"/>)</td></tr>
              </xsl:for-each>
              <tr><th><xsl:value-of select="$t-tool"/></th><td><xsl:value-of select="r:tool/@name"/>&#160;<xsl:value-of select="r:tool/@version"/></td></tr>
            </table></div>
          </details>
        </header>
        <xsl:call-template name="contents"/>
        <xsl:call-template name="summary"/>
        <xsl:call-template name="entry-sections"/>
        <h2 id="games"><xsl:value-of select="$t-games"/></h2>
        <div class="scroll"><table>
          <thead><tr><th>Game</th><th>Plan article</th><th>Family</th><th>Verdict</th><th>Passed</th><th>Failed</th><th>Warnings</th><th>Info</th><th>Coverage</th></tr></thead>
          <tbody>
            <xsl:choose>
              <xsl:when test="$part = 'page'"><xsl:call-template name="slot"><xsl:with-param name="name">games</xsl:with-param></xsl:call-template></xsl:when>
              <xsl:otherwise><xsl:call-template name="game-rows"/></xsl:otherwise>
            </xsl:choose>
          </tbody>
        </table></div>
        <xsl:call-template name="documents"/>
        <xsl:choose>
          <xsl:when test="$part = 'page'"><xsl:call-template name="slot"><xsl:with-param name="name">sections</xsl:with-param></xsl:call-template></xsl:when>
          <xsl:otherwise><xsl:apply-templates select="r:game"/></xsl:otherwise>
        </xsl:choose>
        <section id="plan-checks">
          <h2><xsl:value-of select="$t-plan-wide-checks"/></h2>
          <xsl:apply-templates select="r:planChecks/r:summary" mode="counts"/>
          <xsl:choose>
            <xsl:when test="$part = 'page'"><xsl:call-template name="slot"><xsl:with-param name="name">plan-checks</xsl:with-param></xsl:call-template></xsl:when>
            <xsl:otherwise><xsl:apply-templates select="r:planChecks"/></xsl:otherwise>
          </xsl:choose>
        </section>
        <xsl:call-template name="page-script"/>
      </body>
    </html>
  </xsl:template>

  <!-- The rows of the games table: a row per game, then the plan-wide checks. -->
  <xsl:template name="game-rows">
            <xsl:for-each select="r:game | r:planChecks">
              <tr>
                <xsl:choose>
                  <xsl:when test="self::r:game">
                    <td><a href="#{@id}"><xsl:value-of select="@name"/></a></td>
                    <td><xsl:value-of select="@citation"/></td>
                    <td><xsl:value-of select="@family"/></td>
                  </xsl:when>
                  <xsl:otherwise>
                    <td><a href="#plan-checks"><xsl:value-of select="$t-plan-wide-checks"/></a></td><td><xsl:value-of select="$t-whole-plan"/></td><td></td>
                  </xsl:otherwise>
                </xsl:choose>
                <td class="{r:summary/@verdict}"><xsl:call-template name="status-word"><xsl:with-param name="status" select="r:summary/@verdict"/></xsl:call-template></td>
                <td class="num"><xsl:value-of select="r:summary/@pass"/></td>
                <td class="num"><xsl:value-of select="r:summary/@fail"/></td>
                <td class="num"><xsl:value-of select="r:summary/@warning"/></td>
                <td class="num"><xsl:value-of select="r:summary/@info"/></td>
                <td class="num"><xsl:apply-templates select="r:coverage"/></td>
              </tr>
            </xsl:for-each>
  </xsl:template>

  <xsl:template match="r:summary" mode="counts">
    <p class="counts">
      <xsl:value-of select="@checks"/><xsl:text> </xsl:text><xsl:value-of select="$t-checks"/>:
      <span class="pass"><xsl:value-of select="@pass"/><xsl:text> </xsl:text><xsl:value-of select="$t-passed"/></span>,
      <span class="fail"><xsl:value-of select="@fail"/><xsl:text> </xsl:text><xsl:value-of select="$t-failed"/></span>,
      <span class="warning"><xsl:value-of select="@warning"/><xsl:text> </xsl:text><xsl:value-of select="$t-warnings"/></span>,
      <span class="info"><xsl:value-of select="@info"/><xsl:text> </xsl:text><xsl:value-of select="$t-info"/></span>,
      <xsl:value-of select="@notapplicable"/><xsl:text> </xsl:text><xsl:value-of select="$t-not-applicable"/>,
      <xsl:value-of select="@waived"/><xsl:text> </xsl:text><xsl:value-of select="$t-waived"/>,
      <xsl:value-of select="@error"/><xsl:text> </xsl:text><xsl:value-of select="$t-errors"/>.
    </p>
  </xsl:template>

  <!-- Results by the entry (one per root cause) they are an instance of. -->
  <xsl:key name="entry" match="r:result[@entry]" use="@entry"/>
  <!-- The number of each result with an entry among its game's results
       of its status (its row, result-rows-of), for row-link: "|id=n|",
       id its generate-id(); built once for the findings (entry-sections)
       and passed down as $rows.  Counting each result's preceding siblings
       of its status instead took time quadratic in a game's results: 18 of
       the 18.3 s xsltproc took over a game of 2,100 (tests/cli/html.cmake,
       the page in pieces); a global variable would be built again for
       each piece the page is rendered in. -->
  <xsl:key name="result-status" match="r:result" use="concat(generate-id(..), '|', @status)"/>
  <xsl:template name="row-numbers">
    <xsl:text>|</xsl:text>
    <xsl:for-each select="//r:result[generate-id() = generate-id(key('result-status', concat(generate-id(..), '|', @status))[1])]">
      <xsl:for-each select="key('result-status', concat(generate-id(..), '|', @status))">
        <xsl:if test="@entry"><xsl:value-of select="generate-id()"/>=<xsl:value-of select="position()"/><xsl:text>|</xsl:text></xsl:if>
      </xsl:for-each>
    </xsl:for-each>
  </xsl:template>

  <!-- The table of contents: the summary, each kind of entry, the games
       (each game in a closed list), the documents and the plan-wide
       checks.  No part of it is needed on paper. -->
  <xsl:template name="contents">
    <xsl:variable name="e" select="r:entries"/>
    <nav id="contents">
      <b><xsl:value-of select="$t-contents"/>:</b>
      <a href="#summary"><xsl:value-of select="$t-summary"/></a>
      <a href="#defects"><xsl:value-of select="$t-defects"/> (<xsl:value-of select="count($e/r:entry[@kind = 'defect'])"/>)</a>
      <a href="#open"><xsl:value-of select="$t-open"/> (<xsl:value-of select="count($e/r:entry[@kind = 'open'])"/>)</a>
      <xsl:if test="$e/r:entry[@kind = 'reading']"><a href="#readings"><xsl:value-of select="$t-readings"/> (<xsl:value-of select="count($e/r:entry[@kind = 'reading'])"/>)</a></xsl:if>
      <xsl:if test="$e/r:entry[@kind = 'notice']"><a href="#notices"><xsl:value-of select="$t-notices"/> (<xsl:value-of select="count($e/r:entry[@kind = 'notice'])"/>)</a></xsl:if>
      <xsl:if test="$e/r:entry[@kind = 'coverage']"><a href="#coverage-notes"><xsl:value-of select="$t-coverage"/> (<xsl:value-of select="count($e/r:entry[@kind = 'coverage'])"/>)</a></xsl:if>
      <a href="#games"><xsl:value-of select="$t-games"/></a>
      <xsl:if test="r:document"><a href="#documents">Documents</a></xsl:if>
      <a href="#plan-checks"><xsl:value-of select="$t-plan-wide-checks"/></a>
      <details>
        <summary><xsl:value-of select="$t-each-game"/> (<xsl:value-of select="count(r:game)"/>)</summary>
        <ol><xsl:for-each select="r:game"><li><a href="#{@id}"><xsl:value-of select="@name"/></a></li></xsl:for-each></ol>
      </details>
    </nav>
  </xsl:template>

  <!-- The first screen: the verdict, the entries of each kind, the defects
       ranked (one row per entry) and each game's verdict. -->
  <xsl:template name="summary">
    <xsl:variable name="e" select="r:entries"/>
    <section id="summary">
      <h2><xsl:value-of select="$t-summary"/></h2>
      <p class="verdict"><xsl:value-of select="$t-verdict"/>: <b class="{r:summary/@verdict}"><xsl:call-template name="status-word"><xsl:with-param name="status" select="r:summary/@verdict"/></xsl:call-template></b> —
        <span class="kind-defect"><xsl:value-of select="$t-count-defect"/></span>,
        <xsl:value-of select="$t-count-open"/>,
        <xsl:value-of select="$t-count-reading"/>,
        <xsl:value-of select="$t-count-notice"/>,
        <xsl:value-of select="$t-count-coverage"/>.</p>
      <xsl:apply-templates select="r:summary" mode="counts"/>
      <xsl:choose>
        <xsl:when test="$e/r:entry[@kind = 'defect']">
          <div class="scroll"><table class="defects">
            <thead><tr><th>#</th><th><xsl:value-of select="$t-defects"/></th><th>Game</th><th class="num" title="{$t-instances}">×</th><th><xsl:value-of select="$t-figure"/></th><th>Plan article</th></tr></thead>
            <tbody>
              <xsl:for-each select="$e/r:entry[@kind = 'defect']">
                <xsl:variable name="lead" select="key('entry', @id)[r:message = current()/r:message][1]"/>
                <tr>
                  <td class="num"><xsl:value-of select="position()"/></td>
                  <td><a href="#entry-{@id}"><xsl:value-of select="$lead/@title"/><xsl:if test="not($lead)"><xsl:value-of select="@title"/></xsl:if></a></td>
                  <td><xsl:call-template name="entry-game"/></td>
                  <td class="num"><xsl:value-of select="@instances"/></td>
                  <td class="fig"><xsl:call-template name="entry-figure"><xsl:with-param name="lead" select="$lead"/></xsl:call-template></td>
                  <td class="mono" title="{$lead/r:citation}"><xsl:value-of select="$lead/r:citation"/><xsl:if test="$lead/r:anchor/@line"> · l.&#160;<xsl:value-of select="$lead/r:anchor/@line"/></xsl:if></td>
                </tr>
              </xsl:for-each>
            </tbody>
          </table></div>
        </xsl:when>
        <xsl:otherwise><p><xsl:value-of select="$t-no-defects"/></p></xsl:otherwise>
      </xsl:choose>
      <ul class="overview">
        <xsl:for-each select="r:game">
          <xsl:variable name="d" select="count($e/r:entry[@kind = 'defect'][@gameId = current()/@id])"/>
          <li><a href="#{@id}"><xsl:value-of select="@name"/></a><xsl:text> </xsl:text><span class="{r:summary/@verdict}"><xsl:call-template name="status-word"><xsl:with-param name="status" select="r:summary/@verdict"/></xsl:call-template></span><xsl:if test="$d &gt; 0"><xsl:text> </xsl:text><small>(<xsl:value-of select="$d"/>)</small></xsl:if></li>
        </xsl:for-each>
        <li><a href="#plan-checks"><xsl:value-of select="$t-plan-wide-checks"/></a><xsl:text> </xsl:text><span class="{r:planChecks/r:summary/@verdict}"><xsl:call-template name="status-word"><xsl:with-param name="status" select="r:planChecks/r:summary/@verdict"/></xsl:call-template></span></li>
      </ul>
    </section>
  </xsl:template>

  <!-- The game an entry is about, linked, or the plan-wide checks. -->
  <xsl:template name="entry-game">
    <xsl:variable name="g" select="/r:report/r:game[@id = current()/@gameId]"/>
    <xsl:choose>
      <xsl:when test="$g"><a href="#{$g/@id}"><xsl:value-of select="$g/@name"/></a></xsl:when>
      <xsl:otherwise><a href="#plan-checks"><xsl:value-of select="$t-plan-wide"/></a></xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- The figure an entry is ranked by (its stake: a return, an excess, a
       spread), as its lead result's evidence of that name gives it when
       it has one; an entry without a stake shows its lead's first short
       evidence. -->
  <xsl:template name="entry-figure">
    <xsl:param name="lead"/>
    <xsl:variable name="ev" select="$lead/r:evidence[@name = current()/@stakeName]"/>
    <xsl:choose>
      <xsl:when test="$ev"><xsl:apply-templates select="$ev[1]" mode="figure"/></xsl:when>
      <xsl:when test="@stake"><xsl:value-of select="@stakeName"/> = <code><xsl:value-of select="@stake"/></code><xsl:if test="@stakeDecimal"> ≈ <code><xsl:value-of select="@stakeDecimal"/><xsl:value-of select="@stakeUnit"/></code></xsl:if></xsl:when>
      <xsl:otherwise><xsl:apply-templates select="$lead/r:evidence[1][string-length(@exact) &lt;= 40]" mode="figure"/></xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <xsl:template match="r:evidence" mode="figure">
    <xsl:value-of select="@name"/> = <code><xsl:value-of select="@exact"/></code><xsl:if test="@decimal"> ≈ <code><xsl:value-of select="@decimal"/><xsl:value-of select="@unit"/></code></xsl:if>
  </xsl:template>

  <!-- The findings: the entries of each kind, the defects and open rules
       open, the readings, notices and coverage notes each in a closed
       section. -->
  <xsl:template name="entry-sections">
    <xsl:variable name="e" select="r:entries/r:entry"/>
    <xsl:variable name="row-numbers"><xsl:call-template name="row-numbers"/></xsl:variable>
    <xsl:variable name="rows" select="string($row-numbers)"/>
    <section id="findings">
    <h2><xsl:value-of select="$t-findings"/></h2>
    <section id="defects" class="entries">
      <h3><xsl:value-of select="$t-defects"/> (<xsl:value-of select="count($e[@kind = 'defect'])"/>)</h3>
      <xsl:apply-templates select="$e[@kind = 'defect']"><xsl:with-param name="rows" select="$rows"/></xsl:apply-templates>
      <xsl:if test="not($e[@kind = 'defect'])"><p><xsl:value-of select="$t-no-defects"/></p></xsl:if>
    </section>
    <section id="open" class="entries">
      <h3><xsl:value-of select="$t-open"/> (<xsl:value-of select="count($e[@kind = 'open'])"/>)</h3>
      <xsl:apply-templates select="$e[@kind = 'open']"><xsl:with-param name="rows" select="$rows"/></xsl:apply-templates>
      <xsl:if test="not($e[@kind = 'open'])"><p><xsl:value-of select="$t-no-open"/></p></xsl:if>
    </section>
    <xsl:call-template name="closed-entries">
      <xsl:with-param name="id">readings</xsl:with-param>
      <xsl:with-param name="title" select="$t-readings"/>
      <xsl:with-param name="entries" select="$e[@kind = 'reading']"/>
      <xsl:with-param name="rows" select="$rows"/>
    </xsl:call-template>
    <xsl:call-template name="closed-entries">
      <xsl:with-param name="id">notices</xsl:with-param>
      <xsl:with-param name="title" select="$t-notices"/>
      <xsl:with-param name="entries" select="$e[@kind = 'notice']"/>
      <xsl:with-param name="rows" select="$rows"/>
    </xsl:call-template>
    <xsl:call-template name="closed-entries">
      <xsl:with-param name="id">coverage-notes</xsl:with-param>
      <xsl:with-param name="title" select="$t-coverage"/>
      <xsl:with-param name="entries" select="$e[@kind = 'coverage']"/>
      <xsl:with-param name="rows" select="$rows"/>
    </xsl:call-template>
    </section>
  </xsl:template>

  <xsl:template name="closed-entries">
    <xsl:param name="id"/>
    <xsl:param name="title"/>
    <xsl:param name="entries"/>
    <xsl:param name="rows"/>
    <xsl:if test="$entries">
      <details id="{$id}" class="entries">
        <summary><h3><xsl:value-of select="$title"/> (<xsl:value-of select="count($entries)"/>)</h3></summary>
        <xsl:apply-templates select="$entries"><xsl:with-param name="rows" select="$rows"/></xsl:apply-templates>
      </details>
    </xsl:if>
  </xsl:template>

  <!-- One entry: its rule, game and number of instances, the message
       (cut at its first "; " when long), plan location and document quote
       of its lead instance (once); then closed: the whole message, the
       remedy and, when it has more than one, its instances, each with its
       figure and linked to its row. -->
  <xsl:template match="r:entry">
    <xsl:param name="rows"/>
    <xsl:variable name="lead" select="key('entry', @id)[r:message = current()/r:message][1]"/>
    <article class="entry" id="entry-{@id}">
      <div class="head">
        <span class="badge {@status}"><xsl:call-template name="status-word"><xsl:with-param name="status" select="@status"/></xsl:call-template></span>
        <b><xsl:value-of select="$lead/@title"/><xsl:if test="not($lead)"><xsl:value-of select="@title"/></xsl:if></b> —
        <xsl:call-template name="entry-game"/>
        <xsl:if test="@instances = 1 and $lead/@subject != ''"> › <xsl:value-of select="$lead/@subject"/></xsl:if>
        <xsl:text> </xsl:text><xsl:apply-templates select="$lead" mode="row-link"><xsl:with-param name="rows" select="$rows"/></xsl:apply-templates>
        <xsl:if test="@instances &gt; 1"><xsl:text> </xsl:text><span class="n">× <xsl:value-of select="@instances"/></span></xsl:if>
      </div>
      <xsl:variable name="long" select="string-length(r:message) &gt; 240 and string-length(substring-before(r:message, '; ')) &gt;= 80"/>
      <div class="msg">
        <xsl:choose>
          <xsl:when test="$long"><xsl:call-template name="marked"><xsl:with-param name="text" select="substring-before(r:message, '; ')"/></xsl:call-template>; …</xsl:when>
          <xsl:otherwise><xsl:call-template name="marked"><xsl:with-param name="text" select="r:message"/></xsl:call-template></xsl:otherwise>
        </xsl:choose>
      </div>
      <xsl:apply-templates select="$lead/r:anchor"/>
      <xsl:variable name="stake" select="@stakeName"/>
      <details class="instances">
        <summary><span class="where"><xsl:for-each select="$lead"><xsl:value-of select="$t-plan"/><xsl:text> </xsl:text><xsl:value-of select="r:citation"/>; <span class="mono"><xsl:value-of select="r:location/@file"/>:<xsl:value-of select="r:location/@line"/>:<xsl:value-of select="r:location/@col"/></span> — </xsl:for-each></span><xsl:value-of select="$t-details"/><xsl:if test="@instances &gt; 1"> · <xsl:value-of select="@instances"/><xsl:text> </xsl:text><xsl:value-of select="$t-instances"/></xsl:if></summary>
        <xsl:if test="$long"><div class="msg"><xsl:call-template name="marked"><xsl:with-param name="text" select="r:message"/></xsl:call-template></div></xsl:if>
        <xsl:if test="$lead/r:remediation"><div class="where"><b><xsl:value-of select="$t-remedy"/><xsl:text> </xsl:text></b><xsl:call-template name="marked"><xsl:with-param name="text" select="$lead/r:remediation"/></xsl:call-template></div></xsl:if>
        <xsl:if test="@instances &gt; 1">
          <div class="scroll"><table>
            <thead><tr><th>Game</th><th>Subject</th><th><xsl:value-of select="$t-figure"/></th><th>Plan article</th><th>Location</th></tr></thead>
            <tbody>
              <xsl:for-each select="key('entry', @id)">
                <tr>
                  <td><xsl:value-of select="../@name"/><xsl:if test="not(../@name)"><xsl:value-of select="$t-plan-wide"/></xsl:if></td>
                  <td><xsl:apply-templates select="." mode="row-link"><xsl:with-param name="text" select="@subject"/><xsl:with-param name="rows" select="$rows"/></xsl:apply-templates></td>
                  <td class="fig"><xsl:apply-templates select="(r:evidence[@name = $stake] | r:evidence[not($stake)][1][string-length(@exact) &lt;= 40])[1]" mode="figure"/></td>
                  <td><xsl:value-of select="r:citation"/></td>
                  <td class="mono"><xsl:value-of select="r:location/@line"/>:<xsl:value-of select="r:location/@col"/><xsl:if test="r:anchor/@line"> (<xsl:value-of select="r:anchor/@file"/><xsl:if test="not(r:anchor/@file)"><xsl:value-of select="r:anchor/@source"/></xsl:if>:<xsl:value-of select="r:anchor/@line"/>)</xsl:if></td>
                </tr>
              </xsl:for-each>
            </tbody>
          </table></div>
        </xsl:if>
      </details>
    </article>
  </xsl:template>

  <!-- A link to a result's row among its game's rows of its status (the
       rows are numbered by status, result-rows-of). -->
  <xsl:template match="r:result" mode="row-link">
    <xsl:param name="text" select="@ruleId"/>
    <xsl:param name="rows"/>
    <xsl:variable name="gid"><xsl:for-each select=".."><xsl:call-template name="game-anchor"/></xsl:for-each></xsl:variable>
    <a href="#{$gid}--{@status}-{substring-before(substring-after($rows, concat('|', generate-id(), '=')), '|')}"><code><xsl:value-of select="$text"/></code></a>
  </xsl:template>

  <!-- A status or verdict id (pass, fail, ...) in the words of the page. -->
  <xsl:template name="status-word">
    <xsl:param name="status"/>
    <xsl:choose>
      <xsl:when test="$status = 'pass'"><xsl:value-of select="$t-status-pass"/></xsl:when>
      <xsl:when test="$status = 'fail'"><xsl:value-of select="$t-status-fail"/></xsl:when>
      <xsl:when test="$status = 'warning'"><xsl:value-of select="$t-status-warning"/></xsl:when>
      <xsl:when test="$status = 'info'"><xsl:value-of select="$t-status-info"/></xsl:when>
      <xsl:when test="$status = 'error'"><xsl:value-of select="$t-status-error"/></xsl:when>
      <xsl:when test="$status = 'waived'"><xsl:value-of select="$t-status-waived"/></xsl:when>
      <xsl:when test="$status = 'notapplicable'"><xsl:value-of select="$t-status-notapplicable"/></xsl:when>
      <xsl:otherwise><xsl:value-of select="$status"/></xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- The prefix of the row anchors of a game (or of the plan-wide checks). -->
  <xsl:template name="game-anchor">
    <xsl:choose>
      <xsl:when test="@id"><xsl:value-of select="@id"/></xsl:when>
      <xsl:otherwise>plan</xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- Text with Markdown-style `code` spans rendered as <code>; an
       unpaired backtick stays as it is, and so does everything after the
       hundredth span (the recursion stays shallow whatever the text). -->
  <xsl:template name="marked">
    <xsl:param name="text"/>
    <xsl:param name="depth" select="0"/>
    <xsl:variable name="rest" select="substring-after($text, '`')"/>
    <xsl:choose>
      <xsl:when test="contains($text, '`') and contains($rest, '`') and $depth &lt; 100">
        <xsl:value-of select="substring-before($text, '`')"/>
        <code><xsl:value-of select="substring-before($rest, '`')"/></code>
        <xsl:call-template name="marked">
          <xsl:with-param name="text" select="substring-after($rest, '`')"/>
          <xsl:with-param name="depth" select="$depth + 1"/>
        </xsl:call-template>
      </xsl:when>
      <xsl:otherwise><xsl:value-of select="$text"/></xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <xsl:template match="r:game">
    <xsl:call-template name="unit-slot"/>
    <section class="game" id="{@id}">
      <h2><xsl:value-of select="@name"/> <small> (<xsl:value-of select="$t-plan"/><xsl:text> </xsl:text><xsl:value-of select="@citation"/>, <xsl:value-of select="@family"/>)</small></h2>
      <xsl:apply-templates select="r:summary" mode="counts"/>
      <xsl:call-template name="game-coverage"/>
      <xsl:if test="r:interpretation">
        <details class="read">
          <summary><xsl:value-of select="$t-how-read"/> (<xsl:value-of select="count(r:interpretation)"/>)</summary>
          <ul>
            <xsl:for-each select="r:interpretation">
              <li><xsl:call-template name="marked"><xsl:with-param name="text" select="."/></xsl:call-template><xsl:if test="@citation"> (<xsl:value-of select="$t-plan"/><xsl:text> </xsl:text><xsl:value-of select="@citation"/>)</xsl:if></li>
            </xsl:for-each>
          </ul>
        </details>
      </xsl:if>
      <div class="pictures"><xsl:call-template name="pictures"/></div>
      <div class="folds">
        <xsl:call-template name="results"/>
        <xsl:call-template name="tables"/>
      </div>
    </section>
  </xsl:template>

  <xsl:template match="r:planChecks">
    <xsl:call-template name="unit-slot"/>
    <div class="folds">
      <xsl:call-template name="results"/>
      <xsl:call-template name="tables"/>
    </div>
  </xsl:template>

  <!-- Where a game's (or the plan-wide checks') part of a piece begins. -->
  <xsl:template name="unit-slot">
    <xsl:if test="$part = 'section' or $part = 'sections'">
      <xsl:call-template name="slot"><xsl:with-param name="name">game</xsl:with-param></xsl:call-template>
    </xsl:if>
  </xsl:template>

  <xsl:template name="tables">
    <xsl:choose>
      <xsl:when test="$part = 'section'"><xsl:call-template name="slot"><xsl:with-param name="name">tables</xsl:with-param></xsl:call-template></xsl:when>
      <xsl:otherwise><xsl:apply-templates select="r:table"/></xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- The results of a game, gravest first: the findings (and waived
       results) open, the passes and the checks that did not apply
       collapsed. -->
  <xsl:template name="results">
    <xsl:variable name="gid"><xsl:call-template name="game-anchor"/></xsl:variable>
    <xsl:variable name="s" select="r:summary"/>
    <xsl:choose>
      <xsl:when test="$s/@checks - $s/@pass - $s/@notapplicable &gt; 0">
        <details class="findings">
        <summary><h3><xsl:value-of select="$t-check-results"/></h3>: <xsl:value-of select="$s/@error"/><xsl:text> </xsl:text><xsl:value-of select="$t-errors"/>, <xsl:value-of select="$s/@fail"/><xsl:text> </xsl:text><xsl:value-of select="$t-failed"/>, <xsl:value-of select="$s/@warning"/><xsl:text> </xsl:text><xsl:value-of select="$t-warnings"/>, <xsl:value-of select="$s/@info"/><xsl:text> </xsl:text><xsl:value-of select="$t-info"/>, <xsl:value-of select="$s/@waived"/><xsl:text> </xsl:text><xsl:value-of select="$t-waived"/></summary>
        <div class="scroll"><table class="results">
          <xsl:call-template name="result-head"/>
          <tbody>
            <xsl:call-template name="result-rows"><xsl:with-param name="gid" select="$gid"/><xsl:with-param name="status">error</xsl:with-param><xsl:with-param name="slot" select="$part = 'section' or $part = 'sections'"/></xsl:call-template>
            <xsl:call-template name="result-rows"><xsl:with-param name="gid" select="$gid"/><xsl:with-param name="status">fail</xsl:with-param><xsl:with-param name="slot" select="$part = 'section' or $part = 'sections'"/></xsl:call-template>
            <xsl:call-template name="result-rows"><xsl:with-param name="gid" select="$gid"/><xsl:with-param name="status">warning</xsl:with-param><xsl:with-param name="slot" select="$part = 'section' or $part = 'sections'"/></xsl:call-template>
            <xsl:call-template name="result-rows"><xsl:with-param name="gid" select="$gid"/><xsl:with-param name="status">info</xsl:with-param><xsl:with-param name="slot" select="$part = 'section' or $part = 'sections'"/></xsl:call-template>
            <xsl:call-template name="result-rows"><xsl:with-param name="gid" select="$gid"/><xsl:with-param name="status">waived</xsl:with-param><xsl:with-param name="slot" select="$part = 'section' or $part = 'sections'"/></xsl:call-template>
          </tbody>
        </table></div>
        </details>
      </xsl:when>
      <xsl:otherwise><h3><xsl:value-of select="$t-check-results"/></h3><p><xsl:value-of select="$t-no-findings"/></p></xsl:otherwise>
    </xsl:choose>
    <xsl:if test="$s/@pass + $s/@notapplicable &gt; 0">
      <details>
        <summary><xsl:value-of select="$s/@pass"/><xsl:text> </xsl:text><xsl:value-of select="$t-passed"/>, <xsl:value-of select="$s/@notapplicable"/><xsl:text> </xsl:text><xsl:value-of select="$t-not-applicable"/></summary>
        <div class="scroll"><table class="results">
          <xsl:call-template name="result-head"/>
          <tbody>
            <xsl:call-template name="result-rows"><xsl:with-param name="gid" select="$gid"/><xsl:with-param name="status">pass</xsl:with-param><xsl:with-param name="slot" select="$part = 'section' or $part = 'sections'"/></xsl:call-template>
            <xsl:call-template name="result-rows"><xsl:with-param name="gid" select="$gid"/><xsl:with-param name="status">notapplicable</xsl:with-param><xsl:with-param name="slot" select="$part = 'section' or $part = 'sections'"/></xsl:call-template>
          </tbody>
        </table></div>
      </details>
    </xsl:if>
  </xsl:template>

  <xsl:template name="result-head">
    <thead><tr><th>Status</th><th>Rule</th><th>Subject</th><th>Plan</th><th>Location</th><th>Result and evidence</th></tr></thead>
  </xsl:template>

  <!-- The rows of the results of one status, anchored as findings-of links. -->
  <xsl:template name="result-rows">
    <xsl:param name="gid"/>
    <xsl:param name="status"/>
    <xsl:param name="slot" select="false()"/>
    <xsl:choose>
      <xsl:when test="$slot"><xsl:call-template name="slot"><xsl:with-param name="name" select="concat('rows-', $status)"/></xsl:call-template></xsl:when>
      <xsl:otherwise><xsl:call-template name="result-rows-of"><xsl:with-param name="gid" select="$gid"/><xsl:with-param name="status" select="$status"/></xsl:call-template></xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <xsl:template name="result-rows-of">
    <xsl:param name="gid"/>
    <xsl:param name="status"/>
    <xsl:for-each select="r:result[@status = $status]">
      <tr data-status="{@status}" id="{$gid}--{$status}-{position() + $offset}">
        <td class="{@status}"><xsl:call-template name="status-word"><xsl:with-param name="status" select="@status"/></xsl:call-template></td>
        <td><code><xsl:value-of select="@ruleId"/></code><br/><xsl:value-of select="@title"/></td>
        <td><xsl:value-of select="@subject"/></td>
        <td><xsl:value-of select="r:citation"/></td>
        <td class="mono"><xsl:value-of select="r:location/@line"/>:<xsl:value-of select="r:location/@col"/></td>
        <td>
          <xsl:call-template name="marked"><xsl:with-param name="text" select="r:message"/></xsl:call-template>
          <xsl:apply-templates select="r:anchor"/>
          <xsl:for-each select="r:evidence">
            <div class="ev"><xsl:value-of select="@name"/> = <code><xsl:value-of select="@exact"/></code>
              <xsl:if test="@decimal"> ≈ <code><xsl:value-of select="@decimal"/><xsl:value-of select="@unit"/></code> (<xsl:value-of select="@rounding"/>)</xsl:if></div>
          </xsl:for-each>
          <xsl:if test="r:remediation"><div class="ev"><b><xsl:value-of select="$t-remedy"/><xsl:text> </xsl:text></b><xsl:call-template name="marked"><xsl:with-param name="text" select="r:remediation"/></xsl:call-template></div></xsl:if>
          <xsl:if test="r:waiver"><div class="ev"><b><xsl:value-of select="$t-waiver"/><xsl:text> </xsl:text></b><xsl:value-of select="r:waiver"/></div></xsl:if>
        </td>
      </tr>
    </xsl:for-each>
  </xsl:template>

  <!-- A computed table, collapsed when it is long.  In part 'table' (a
       table too long for one piece, its rows left out) table-rows says
       how many rows it has and they are a slot, rendered in slices (part
       'table-rows'); in parts 'sections' and 'tables' its rows are a slot
       'table-rows' (each table's in turn). -->
  <xsl:template match="r:table">
    <xsl:variable name="count">
      <xsl:choose>
        <xsl:when test="$part = 'table'"><xsl:value-of select="$table-rows"/></xsl:when>
        <xsl:otherwise><xsl:value-of select="count(r:row)"/></xsl:otherwise>
      </xsl:choose>
    </xsl:variable>
    <details>
      <summary><b><xsl:call-template name="marked"><xsl:with-param name="text" select="@title"/></xsl:call-template></b> (<xsl:value-of select="$count"/><xsl:text> </xsl:text><xsl:value-of select="$t-rows"/>)</summary>
      <div class="scroll"><table>
        <thead><tr><xsl:for-each select="r:column"><th><xsl:value-of select="."/></th></xsl:for-each></tr></thead>
        <tbody>
          <xsl:choose>
            <xsl:when test="$part = 'table'"><xsl:call-template name="slot"><xsl:with-param name="name">rows</xsl:with-param></xsl:call-template></xsl:when>
            <xsl:when test="$part = 'sections' or $part = 'tables'"><xsl:call-template name="slot"><xsl:with-param name="name">table-rows</xsl:with-param></xsl:call-template></xsl:when>
            <xsl:otherwise><xsl:apply-templates select="r:row"/></xsl:otherwise>
          </xsl:choose>
        </tbody>
      </table></div>
    </details>
  </xsl:template>

  <xsl:template match="r:row">
    <tr><xsl:for-each select="r:cell"><td class="mono"><xsl:value-of select="."/></td></xsl:for-each></tr>
  </xsl:template>

  <!-- The documents the plan encodes (`sources`): each with its path,
       the SHA-256 of its text, whether that is the one the plan declares
       (matches, changed, missing, or not pinned when the plan declares
       none) and the line ranges no game cites; then the plan's overall
       coverage.  Nothing when the plan names no document. -->
  <xsl:template name="documents">
    <xsl:if test="r:document">
      <section id="documents">
        <h2>Documents</h2>
        <xsl:if test="r:coverage">
          <p class="counts">Figures of the document lines the games cite, encoded:
            <xsl:apply-templates select="r:coverage"/>.</p>
        </xsl:if>
        <div class="scroll"><table class="documents">
          <thead><tr><th>Document</th><th>Path</th><th>Lines</th><th>SHA-256</th><th>State</th><th>Lines no game cites</th></tr></thead>
          <tbody>
            <xsl:for-each select="r:document">
              <tr id="document-{@id}">
                <td><xsl:value-of select="@id"/></td>
                <td class="mono"><xsl:value-of select="@path"/></td>
                <td class="num"><xsl:value-of select="@lines"/></td>
                <td class="mono"><xsl:value-of select="@sha256"/><xsl:if test="not(@sha256)">(not read)</xsl:if>
                  <xsl:if test="@declaredSha256 and @declaredSha256 != @sha256 or @declaredSha256 and not(@sha256)">
                    <div class="ev">the plan declares <xsl:value-of select="@declaredSha256"/></div>
                  </xsl:if>
                </td>
                <xsl:call-template name="document-state"/>
                <td>
                  <xsl:for-each select="r:uncovered">
                    <xsl:if test="position() &gt; 1">, </xsl:if>
                    <xsl:call-template name="line-range">
                      <xsl:with-param name="from" select="@from"/>
                      <xsl:with-param name="to" select="@to"/>
                    </xsl:call-template>
                  </xsl:for-each>
                  <xsl:if test="not(r:uncovered) and @found = 'true'">none</xsl:if>
                </td>
              </tr>
            </xsl:for-each>
          </tbody>
        </table></div>
      </section>
    </xsl:if>
  </xsl:template>

  <!-- The state cell of a document row. -->
  <xsl:template name="document-state">
    <xsl:choose>
      <xsl:when test="@found != 'true'"><td class="fail">missing</td></xsl:when>
      <xsl:when test="not(@declaredSha256)"><td class="warning">not pinned</td></xsl:when>
      <xsl:when test="@declaredSha256 = @sha256"><td class="pass">matches</td></xsl:when>
      <xsl:otherwise><td class="fail">changed</td></xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- "lines 3-5" or "line 7". -->
  <xsl:template name="line-range">
    <xsl:param name="from"/>
    <xsl:param name="to"/>
    <xsl:choose>
      <xsl:when test="$to and $to != $from">lines <xsl:value-of select="$from"/>–<xsl:value-of select="$to"/></xsl:when>
      <xsl:otherwise>line <xsl:value-of select="$from"/></xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- "encoded / total (p %), s set aside": the share of encoded figures
       in tenths of a percent, rounded down, computed on whole numbers only
       (a mod b and an exact division of its multiple), so no binary
       fraction reaches the page; then the figures only listed as not
       encoded, which are accounted for but not checked. -->
  <xsl:template match="r:coverage">
    <xsl:value-of select="@encoded"/> / <xsl:value-of select="@total"/>
    <xsl:if test="@total &gt; 0">
      <xsl:variable name="scaled" select="@encoded * 1000"/>
      <xsl:variable name="tenths" select="($scaled - $scaled mod @total) div @total"/>
      <xsl:text> (</xsl:text>
      <span title="rounded down to 0.1 %"><xsl:value-of select="($tenths - $tenths mod 10) div 10"/>.<xsl:value-of select="$tenths mod 10"/> %</span>
      <xsl:text>)</xsl:text>
    </xsl:if>
    <xsl:if test="@setAside">
      <xsl:text>, </xsl:text><xsl:value-of select="@setAside"/> set aside as not encoded</xsl:if>
  </xsl:template>

  <!-- Where in the source document a result's subject is written: the
       document, its lines and the quote the plan anchors there. -->
  <xsl:template match="r:anchor">
    <div class="doc">
      <span class="mono"><xsl:value-of select="@file"/><xsl:if test="not(@file)"><xsl:value-of select="@source"/></xsl:if><xsl:if test="@line">:<xsl:value-of select="@line"/><xsl:if test="@endLine and @endLine != @line">–<xsl:value-of select="@endLine"/></xsl:if></xsl:if></span>
      <xsl:if test="normalize-space(r:quote) != ''">
        <xsl:text> </xsl:text><q><xsl:value-of select="r:quote"/></q>
      </xsl:if>
    </div>
  </xsl:template>

  <!-- A game's coverage of its document lines, and the statements of
       those lines neither encoded nor listed as not encoded (its
       PP-DOC-006 findings), each linked to its row among the game's
       info results (position() counts those, so the page stays linear). -->
  <xsl:template name="game-coverage">
    <xsl:variable name="gid"><xsl:call-template name="game-anchor"/></xsl:variable>
    <xsl:if test="r:coverage">
      <p class="counts">Document figures encoded (the rest set aside as not encoded or
        neither): <xsl:apply-templates select="r:coverage"/>.</p>
    </xsl:if>
    <xsl:if test="r:result[@status = 'info' and @ruleId = 'PP-DOC-006']">
      <details class="unaccounted">
        <summary><xsl:value-of select="count(r:result[@status = 'info' and @ruleId = 'PP-DOC-006'])"/> passages with figures neither encoded nor listed as not encoded</summary>
        <ul>
          <xsl:choose>
            <xsl:when test="$part = 'section'"><xsl:call-template name="slot"><xsl:with-param name="name">doc006</xsl:with-param></xsl:call-template></xsl:when>
            <xsl:otherwise><xsl:call-template name="doc006-items"/></xsl:otherwise>
          </xsl:choose>
        </ul>
      </details>
    </xsl:if>
  </xsl:template>

  <!-- The items of that list: each PP-DOC-006 result linked to its row
       (position() + offset counts the game's info results). -->
  <xsl:template name="doc006-items">
    <xsl:variable name="gid"><xsl:call-template name="game-anchor"/></xsl:variable>
          <xsl:for-each select="r:result[@status = 'info']">
            <xsl:if test="@ruleId = 'PP-DOC-006'">
              <li><a href="#{$gid}--info-{position() + $offset}"><xsl:call-template name="marked"><xsl:with-param name="text" select="r:message"/></xsl:call-template></a>
                <xsl:if test="normalize-space(r:anchor/r:quote) != ''"><div class="doc"><q><xsl:value-of select="r:anchor/r:quote"/></q></div></xsl:if>
              </li>
            </xsl:if>
          </xsl:for-each>
  </xsl:template>
</xsl:stylesheet>