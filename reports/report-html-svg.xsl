<?xml version="1.0" encoding="UTF-8"?>
<!-- SPDX-License-Identifier: Apache-2.0 -->
<!-- report-html-svg.xsl: the pictures of the HTML report, inline SVG drawn
     from the XML report's own data (included by report-html.xsl; no
     network, no other file).  Per game, where the data exists: the RTP of
     every bet as bars against the policy's floors (the plan-wide table
     "policy"), the baccarat tableau as a grid, the blackjack dealer's
     final totals as a heat map, a roulette wheel with each call bet's
     numbers, a money wheel's segments, and the maximum win of each limits
     row as stakes returned plus net win against the declared figure.
     XPath numbers serve only as drawing geometry; every figure printed
     is the exact text of the XML report. -->
<xsl:stylesheet version="1.0"
    xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
    xmlns:r="urn:planproof:report:1"
    exclude-result-prefixes="r">

  <!-- The standard red numbers of a roulette wheel, used for colour only
       when the plan lists none (as the checker assumes, PP-ROUL-002). -->
  <xsl:variable name="standard-red" select="' 1 3 5 7 9 12 14 16 18 19 21 23 25 27 30 32 34 36 '"/>
  <!-- The bets whose return is at least their stakes (PP-RTP-001 failed). -->
  <xsl:key name="rtp-fail" match="r:result[@ruleId = 'PP-RTP-001'][@status = 'fail']"
      use="concat(../@id, '|', @subject)"/>
  <!-- The range of a bet's return over the ways an open rule can be decided
       (PP-RTP-001 evidence rtp_lowest and rtp_highest, baccarat). -->
  <xsl:key name="rtp-range" match="r:result[@ruleId = 'PP-RTP-001'][r:evidence[@name = 'rtp_lowest']/@decimal][r:evidence[@name = 'rtp_highest']/@decimal]"
      use="concat(../@id, '|', @subject)"/>
  <xsl:variable name="policy" select="/r:report/r:planChecks/r:table[@id = 'policy']"/>

  <xsl:template name="pictures">
    <xsl:call-template name="rtp-bars"/>
    <xsl:apply-templates select="r:table[@id = 'tableau']" mode="picture"/>
    <xsl:apply-templates select="r:table[@id = 'dealer']" mode="picture"/>
    <!-- Wheels of a plausible size only: the drawing compares every
         pocket with every call bet's numbers or every segment. -->
    <xsl:apply-templates select="r:wheel[r:pocket and ../@family = 'roulette'][count(r:pocket) &lt;= 38][count(../r:table[starts-with(@id, 'call-')]) &lt;= 12]" mode="roulette"/>
    <xsl:apply-templates select="r:wheel[r:segment][count(r:pocket) &lt;= 120][count(r:segment) &lt;= 60]" mode="money"/>
    <xsl:apply-templates select="r:table[@id = 'max-win']" mode="picture"/>
  </xsl:template>

  <xsl:template name="n">
    <xsl:param name="v"/>
    <xsl:value-of select="format-number($v, '0.##')"/>
  </xsl:template>

  <!-- RTP per bet: one bar per PP-RTP-002 result, a dashed line at 100 %,
       and a mark at each policy floor that applies to the bet's kind (the
       word before "bet" in the result's message: main, side, wheel).  In a
       large game's section (part 'section') the bars are a slot, rendered
       in pieces (part 'bars'); reports/report_html_pieces.c passes their
       number (bars), the largest return (bars-top, the decimal the sort
       below finds) and whether any return has a range (bars-range). -->
  <xsl:template name="rtp-bars">
    <xsl:choose>
      <xsl:when test="$part = 'section'">
        <xsl:if test="$bars &gt; 0">
          <xsl:call-template name="rtp-figure">
            <xsl:with-param name="count" select="number($bars)"/>
            <xsl:with-param name="top" select="number($bars-top)"/>
            <xsl:with-param name="ranges" select="$bars-range = 'yes'"/>
          </xsl:call-template>
        </xsl:if>
      </xsl:when>
      <xsl:otherwise>
        <xsl:variable name="bets" select="r:result[@ruleId = 'PP-RTP-002'][r:evidence[@name = 'rtp']/@decimal]"/>
        <xsl:if test="$bets">
          <xsl:variable name="top">
            <xsl:for-each select="$bets/r:evidence[@name = 'rtp'] | r:result[@ruleId = 'PP-RTP-001']/r:evidence[@name = 'rtp_highest'][@decimal]">
              <xsl:sort select="number(@decimal)" data-type="number" order="descending"/>
              <xsl:if test="position() = 1"><xsl:value-of select="number(@decimal)"/></xsl:if>
            </xsl:for-each>
          </xsl:variable>
          <xsl:call-template name="rtp-figure">
            <xsl:with-param name="count" select="count($bets)"/>
            <xsl:with-param name="top" select="$top"/>
            <xsl:with-param name="ranges" select="boolean(r:result[@ruleId = 'PP-RTP-001']/r:evidence[@name = 'rtp_highest'][@decimal])"/>
            <xsl:with-param name="bets" select="$bets"/>
          </xsl:call-template>
        </xsl:if>
      </xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- The scale of the bars: 100 %, or the largest return rounded up to
       a multiple of 25 %. -->
  <xsl:template name="rtp-scale">
    <xsl:param name="top"/>
    <xsl:choose>
      <xsl:when test="$top &gt; 100"><xsl:value-of select="25 * ceiling($top div 25)"/></xsl:when>
      <xsl:otherwise>100</xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <xsl:template name="rtp-figure">
    <xsl:param name="count"/>
    <xsl:param name="top"/>
    <xsl:param name="ranges"/>
    <xsl:param name="bets" select="/.."/>
      <xsl:variable name="scale"><xsl:call-template name="rtp-scale"><xsl:with-param name="top" select="$top"/></xsl:call-template></xsl:variable>
      <xsl:variable name="h" select="30 + 34 * $count"/>
      <figure>
        <svg xmlns="http://www.w3.org/2000/svg" class="pic" viewBox="0 0 500 {$h}" role="img" style="max-width:500px">
          <title>Return to player of each bet</title>
          <xsl:call-template name="rtp-ticks"><xsl:with-param name="scale" select="$scale"/><xsl:with-param name="h" select="$h"/></xsl:call-template>
          <xsl:variable name="hundred"><xsl:call-template name="n"><xsl:with-param name="v" select="10 + 46000 div $scale"/></xsl:call-template></xsl:variable>
          <line class="hundred" x1="{$hundred}" x2="{$hundred}" y1="16" y2="{$h}"/>
          <xsl:choose>
            <xsl:when test="$part = 'section'"><xsl:call-template name="slot"><xsl:with-param name="name">bars</xsl:with-param></xsl:call-template></xsl:when>
            <xsl:otherwise>
              <xsl:for-each select="$bets">
                <xsl:call-template name="rtp-bar"><xsl:with-param name="scale" select="$scale"/></xsl:call-template>
              </xsl:for-each>
            </xsl:otherwise>
          </xsl:choose>
        </svg>
        <figcaption>Return to player of each bet: blue within policy, coloured when a check on it
          failed or warned; the dashed line is 100 %<xsl:if test="$ranges">; a whisker
          spans a return's range over every way to decide what the plan leaves open</xsl:if><xsl:if test="$policy/r:row">; red marks are the floors of policy
          <xsl:call-template name="marked"><xsl:with-param name="text" select="substring-before(substring-after($policy/@title, 'Policy '), ':')"/></xsl:call-template>
          (<xsl:for-each select="$policy/r:row"><xsl:if test="position() &gt; 1">; </xsl:if><xsl:value-of select="r:cell[5]"/>: <xsl:value-of select="r:cell[6]"/>, <xsl:value-of select="r:cell[1]"/> bets</xsl:for-each>)</xsl:if>.</figcaption>
      </figure>
  </xsl:template>

  <!-- Part 'bars': the bars of a slice of a large game's bets, numbered
       on from offset, inside an svg element whose children are the piece. -->
  <xsl:template name="rtp-bar-slice">
    <xsl:variable name="scale"><xsl:call-template name="rtp-scale"><xsl:with-param name="top" select="number($bars-top)"/></xsl:call-template></xsl:variable>
    <svg xmlns="http://www.w3.org/2000/svg">
      <xsl:for-each select="$units/r:result[@ruleId = 'PP-RTP-002'][r:evidence[@name = 'rtp']/@decimal]">
        <xsl:call-template name="rtp-bar"><xsl:with-param name="scale" select="$scale"/></xsl:call-template>
      </xsl:for-each>
    </svg>
  </xsl:template>

  <!-- The bar of one bet (the context), the position()-th (+ offset). -->
  <xsl:template name="rtp-bar" xmlns="http://www.w3.org/2000/svg">
    <xsl:param name="scale"/>
            <xsl:variable name="y" select="24 + 34 * (position() + $offset - 1)"/>
            <xsl:variable name="rtp" select="r:evidence[@name = 'rtp']"/>
            <xsl:variable name="kind" select="substring-before(r:message, ' bet `')"/>
            <text x="10" y="{$y + 11}"><xsl:value-of select="@subject"/>: <xsl:value-of select="$rtp/@decimal"/>%<xsl:if test="string-length($rtp/@exact) &lt;= 24"> (<xsl:value-of select="$rtp/@exact"/>)</xsl:if></text>
            <xsl:variable name="status">
              <xsl:choose>
                <xsl:when test="key('rtp-fail', concat(../@id, '|', @subject))">fail</xsl:when>
                <xsl:otherwise><xsl:value-of select="@status"/></xsl:otherwise>
              </xsl:choose>
            </xsl:variable>
            <rect class="bar {$status}" x="10" y="{$y + 15}" height="12">
              <xsl:attribute name="width"><xsl:call-template name="n"><xsl:with-param name="v" select="460 * $rtp/@decimal div $scale"/></xsl:call-template></xsl:attribute>
              <title><xsl:value-of select="r:message"/></title>
            </rect>
            <xsl:for-each select="key('rtp-range', concat(../@id, '|', @subject))[1]">
              <xsl:variable name="lo"><xsl:call-template name="n"><xsl:with-param name="v" select="10 + 460 * r:evidence[@name = 'rtp_lowest']/@decimal div $scale"/></xsl:call-template></xsl:variable>
              <xsl:variable name="hi"><xsl:call-template name="n"><xsl:with-param name="v" select="10 + 460 * r:evidence[@name = 'rtp_highest']/@decimal div $scale"/></xsl:call-template></xsl:variable>
              <path class="range" d="M{$lo} {$y + 17}v8M{$lo} {$y + 21}H{$hi}M{$hi} {$y + 17}v8">
                <title>over every way to decide what the plan leaves open: <xsl:value-of select="r:evidence[@name = 'rtp_lowest']/@decimal"/>% to <xsl:value-of select="r:evidence[@name = 'rtp_highest']/@decimal"/>%</title>
              </path>
            </xsl:for-each>
            <xsl:for-each select="$policy/r:row[r:cell[1] = 'any' or r:cell[1] = $kind]">
              <xsl:variable name="x" select="10 + 460 * substring-before(r:cell[5], '%') div $scale"/>
              <line class="floor" y1="{$y + 12}" y2="{$y + 30}">
                <xsl:attribute name="x1"><xsl:call-template name="n"><xsl:with-param name="v" select="$x"/></xsl:call-template></xsl:attribute>
                <xsl:attribute name="x2"><xsl:call-template name="n"><xsl:with-param name="v" select="$x"/></xsl:call-template></xsl:attribute>
                <title><xsl:value-of select="r:cell[6]"/> floor <xsl:value-of select="r:cell[5]"/></title>
              </line>
            </xsl:for-each>
  </xsl:template>

  <!-- Six gridlines, 0 to scale in fifths (at most six, whatever the
       scale), the one at 100 % dashed. -->
  <xsl:template name="rtp-ticks" xmlns="http://www.w3.org/2000/svg">
    <xsl:param name="scale"/>
    <xsl:param name="h"/>
    <xsl:param name="k" select="0"/>
    <xsl:variable name="at" select="$scale * $k div 5"/>
    <xsl:variable name="x"><xsl:call-template name="n"><xsl:with-param name="v" select="10 + 460 * $k div 5"/></xsl:call-template></xsl:variable>
    <line class="axis" x1="{$x}" x2="{$x}" y1="16" y2="{$h}"/>
    <text class="small" x="{$x}" y="12" text-anchor="middle"><xsl:value-of select="format-number($at, '0.#')"/>%</text>
    <xsl:if test="$k &lt; 5">
      <xsl:call-template name="rtp-ticks">
        <xsl:with-param name="scale" select="$scale"/><xsl:with-param name="h" select="$h"/>
        <xsl:with-param name="k" select="$k + 1"/>
      </xsl:call-template>
    </xsl:if>
  </xsl:template>

  <!-- The baccarat tableau: a cell per banker total and player's third
       card (or "player stood"): draws, stands, not stated, both stated;
       a red frame where the plan differs from the standard tableau. -->
  <xsl:template match="r:table[@id = 'tableau']" mode="picture">
    <xsl:variable name="ncol" select="count(r:column) - 1"/>
    <xsl:variable name="h" select="40 + 32 * count(r:row)"/>
    <figure>
      <svg xmlns="http://www.w3.org/2000/svg" class="pic" viewBox="0 0 {60 + 36 * $ncol + 10} {$h}" role="img" style="max-width:{60 + 36 * $ncol + 10}px">
        <title>The banker's drawing rule as the plan states it</title>
        <text class="small" x="0" y="12">banker</text>
        <text class="small" x="60" y="12">player's third card, then "player stood"</text>
        <xsl:for-each select="r:column[position() &gt; 1]">
          <text class="small" x="{60 + 36 * (position() - 1) + 17}" y="30" text-anchor="middle">
            <xsl:choose><xsl:when test="position() = last() and . = 'player stood'">stood</xsl:when><xsl:otherwise><xsl:value-of select="."/></xsl:otherwise></xsl:choose>
          </text>
        </xsl:for-each>
        <xsl:for-each select="r:row">
          <xsl:variable name="y" select="36 + 32 * (position() - 1)"/>
          <text x="20" y="{$y + 20}"><xsl:value-of select="r:cell[1]"/></text>
          <xsl:for-each select="r:cell[position() &gt; 1]">
            <xsl:variable name="i" select="position()"/>
            <xsl:variable name="x" select="60 + 36 * ($i - 1)"/>
            <xsl:variable name="v" select="translate(., '*', '')"/>
            <rect x="{$x}" y="{$y}" width="34" height="30">
              <xsl:attribute name="class">
                <xsl:choose>
                  <xsl:when test="$v = 'D'">cell-D</xsl:when>
                  <xsl:when test="$v = 'S'">cell-S</xsl:when>
                  <xsl:when test="$v = '-' or $v = ''">cell-unstated</xsl:when>
                  <xsl:otherwise>cell-both</xsl:otherwise>
                </xsl:choose>
              </xsl:attribute>
              <title>banker <xsl:value-of select="../r:cell[1]"/>, player <xsl:value-of select="../../r:column[$i + 1]"/>: <xsl:value-of select="."/></title>
            </rect>
            <xsl:if test="contains(., '*')"><rect class="nonstandard" x="{$x + 1.5}" y="{$y + 1.5}" width="31" height="27"/></xsl:if>
            <text x="{$x + 17}" y="{$y + 20}" text-anchor="middle">
              <xsl:if test="$v != '-'"><xsl:attribute name="class">on-dark</xsl:attribute></xsl:if>
              <xsl:value-of select="."/>
            </text>
          </xsl:for-each>
        </xsl:for-each>
      </svg>
      <figcaption class="legend">Banker's rule as the plan states it:
        <span class="swatch" style="background:var(--draw)"></span>draws (D)
        <span class="swatch" style="background:var(--stand)"></span>stands (S)
        <span class="swatch" style="background:var(--unstated)"></span>not stated (-)
        <span class="swatch" style="background:var(--warning)"></span>both stated (D/S)
        <span class="swatch" style="border:2px solid var(--fail)"></span>differs from the standard tableau (*)</figcaption>
    </figure>
  </xsl:template>

  <!-- The dealer's final totals by up card as a heat map: the darker the
       cell, the likelier the outcome (shade relative to the largest). -->
  <xsl:template match="r:table[@id = 'dealer']" mode="picture">
    <xsl:variable name="ncol" select="count(r:column) - 1"/>
    <xsl:variable name="max">
      <xsl:for-each select="r:row/r:cell[position() &gt; 1][number(.) = number(.)]">
        <xsl:sort select="number(.)" data-type="number" order="descending"/>
        <xsl:if test="position() = 1"><xsl:value-of select="number(.)"/></xsl:if>
      </xsl:for-each>
    </xsl:variable>
    <xsl:variable name="w" select="50 + 72 * $ncol"/>
    <figure>
      <svg xmlns="http://www.w3.org/2000/svg" class="pic" viewBox="0 0 {$w} {30 + 26 * count(r:row)}" role="img" style="max-width:{$w}px">
        <title><xsl:value-of select="@title"/></title>
        <text class="small" x="0" y="16">up card</text>
        <xsl:for-each select="r:column[position() &gt; 1]">
          <text x="{50 + 72 * (position() - 1) + 35}" y="18" text-anchor="middle"><xsl:value-of select="."/></text>
        </xsl:for-each>
        <xsl:for-each select="r:row">
          <xsl:variable name="y" select="26 + 26 * (position() - 1)"/>
          <text x="14" y="{$y + 17}"><xsl:value-of select="r:cell[1]"/></text>
          <xsl:for-each select="r:cell[position() &gt; 1]">
            <xsl:variable name="i" select="position()"/>
            <xsl:variable name="x" select="50 + 72 * ($i - 1)"/>
            <xsl:variable name="shade">
              <xsl:choose>
                <xsl:when test="number(.) = number(.) and $max &gt; 0"><xsl:value-of select="format-number(0.06 + 0.94 * number(.) div $max, '0.###')"/></xsl:when>
                <xsl:otherwise>0</xsl:otherwise>
              </xsl:choose>
            </xsl:variable>
            <rect class="heat" x="{$x}" y="{$y}" width="70" height="24" fill-opacity="{$shade}">
              <title>up card <xsl:value-of select="../r:cell[1]"/>: <xsl:value-of select="../../r:column[$i + 1]"/> with probability <xsl:value-of select="."/></title>
            </rect>
            <text class="small" x="{$x + 35}" y="{$y + 16}" text-anchor="middle">
              <xsl:if test="$shade &gt; 0.55"><xsl:attribute name="class">small on-dark</xsl:attribute></xsl:if>
              <xsl:value-of select="."/>
            </text>
          </xsl:for-each>
        </xsl:for-each>
      </svg>
      <figcaption><xsl:value-of select="@title"/>: a heat map, the darker the likelier
        (shaded relative to the likeliest cell; the exact fractions are in the table below).</figcaption>
    </figure>
  </xsl:template>

  <xsl:template match="r:table[@id = 'max-win']" mode="picture">
    <xsl:call-template name="maxwin-bars"/>
  </xsl:template>
  <xsl:template match="r:table" mode="picture"/>
</xsl:stylesheet>
