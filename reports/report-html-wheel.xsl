<?xml version="1.0" encoding="UTF-8"?>
<!-- SPDX-License-Identifier: Apache-2.0 -->
<!-- report-html-wheel.xsl: the round pictures and the maximum wins of the
     HTML report (included by report-html.xsl).  A roulette wheel in the
     plan's order with a ring per call bet marking the numbers it covers;
     a money wheel's segments; the maximum win of each limits row.  Arcs
     are circle strokes cut by stroke-dasharray and turned into place by
     rotate(), so no trigonometry is needed.  XPath numbers serve only as
     drawing geometry; every figure printed is the XML report's own text. -->
<xsl:stylesheet version="1.0"
    xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
    xmlns:r="urn:planproof:report:1"
    exclude-result-prefixes="r">

  <xsl:variable name="pi" select="3.14159265358979"/>

  <!-- One arc of a ring of radius r: the share of the circle from turn
       start (in turns, 0 at the top, clockwise) of length share turns. -->
  <xsl:template name="arc" xmlns="http://www.w3.org/2000/svg">
    <xsl:param name="c"/>
    <xsl:param name="r"/>
    <xsl:param name="width"/>
    <xsl:param name="start"/>
    <xsl:param name="share"/>
    <xsl:param name="class"/>
    <xsl:param name="tip"/>
    <xsl:variable name="circ" select="2 * $pi * $r"/>
    <circle cx="{$c}" cy="{$c}" r="{$r}" class="{$class}" fill="none" stroke-width="{$width}"
        stroke-dasharray="{format-number($circ * $share, '0.###')} {format-number($circ, '0.###')}"
        transform="rotate({format-number(-90 + 360 * $start, '0.###')} {$c} {$c})">
      <title><xsl:value-of select="$tip"/></title>
    </circle>
  </xsl:template>

  <!-- The roulette wheel in the plan's order, pockets coloured by the red
       numbers the plan lists (else the standard ones), and outside it one
       ring per call bet with its winning numbers marked. -->
  <xsl:template match="r:wheel" mode="roulette">
    <xsl:variable name="calls" select="../r:table[starts-with(@id, 'call-')]"/>
    <xsl:variable name="n" select="count(r:pocket)"/>
    <xsl:variable name="c" select="172 + 13 * count($calls)"/>
    <xsl:variable name="wheel" select="."/>
    <xsl:variable name="reds">
      <xsl:choose>
        <xsl:when test="r:red"><xsl:text> </xsl:text><xsl:for-each select="r:red"><xsl:value-of select="."/><xsl:text> </xsl:text></xsl:for-each></xsl:when>
        <xsl:otherwise><xsl:value-of select="$standard-red"/></xsl:otherwise>
      </xsl:choose>
    </xsl:variable>
    <figure>
      <svg xmlns="http://www.w3.org/2000/svg" class="pic" viewBox="0 0 {2 * $c} {2 * $c}" role="img" style="max-width:{2 * $c}px">
        <title>The wheel in the plan's order, with the numbers of each call bet</title>
        <circle class="ring" cx="{$c}" cy="{$c}" r="108"/>
        <xsl:for-each select="r:pocket">
          <xsl:variable name="i" select="position() - 1"/>
          <xsl:variable name="colour">
            <xsl:choose>
              <xsl:when test=". = '0' or . = '00'">pk-green</xsl:when>
              <xsl:when test="contains($reds, concat(' ', ., ' '))">pk-red</xsl:when>
              <xsl:otherwise>pk-black</xsl:otherwise>
            </xsl:choose>
          </xsl:variable>
          <xsl:call-template name="arc">
            <xsl:with-param name="c" select="$c"/><xsl:with-param name="r" select="130"/>
            <xsl:with-param name="width" select="40"/><xsl:with-param name="start" select="($i - 0.5) div $n"/>
            <xsl:with-param name="share" select="1 div $n"/><xsl:with-param name="class" select="concat('seg ', $colour)"/>
            <xsl:with-param name="tip" select="concat('pocket ', ., ' (', substring-after($colour, 'pk-'), ')')"/>
          </xsl:call-template>
          <text class="small on-dark" x="{$c}" y="{$c - 126}" text-anchor="middle"
              transform="rotate({format-number(360 * $i div $n, '0.###')} {$c} {$c})"><xsl:value-of select="."/></text>
        </xsl:for-each>
        <xsl:for-each select="$calls">
          <xsl:variable name="k" select="position()"/>
          <xsl:variable name="call" select="."/>
          <xsl:for-each select="$wheel/r:pocket">
            <xsl:variable name="i" select="position() - 1"/>
            <xsl:if test="$call/r:row/r:cell[1] = current()">
              <xsl:call-template name="arc">
                <xsl:with-param name="c" select="$c"/><xsl:with-param name="r" select="160 + 13 * ($k - 1)"/>
                <xsl:with-param name="width" select="10"/><xsl:with-param name="start" select="($i - 0.5) div $n"/>
                <xsl:with-param name="share" select="1 div $n"/><xsl:with-param name="class" select="concat('seg c', ($k - 1) mod 6)"/>
                <xsl:with-param name="tip" select="concat(substring-before($call/@title, ':'), ': ', .)"/>
              </xsl:call-template>
            </xsl:if>
          </xsl:for-each>
        </xsl:for-each>
      </svg>
      <figcaption class="legend">The wheel as the plan orders it<xsl:if test="@citation"> (plan <xsl:value-of select="@citation"/>)</xsl:if>,
        <xsl:choose><xsl:when test="r:red">coloured by the red numbers the plan lists</xsl:when><xsl:otherwise>coloured by the standard red numbers (the plan lists none)</xsl:otherwise></xsl:choose><xsl:if test="$calls">;
          the rings outside mark the numbers each call bet wins on, from the inside out:</xsl:if>
        <xsl:for-each select="$calls">
          <span class="swatch" style="background:var(--c{(position() - 1) mod 6})"></span><xsl:value-of select="substring-before(@title, ':')"/>
        </xsl:for-each>
      </figcaption>
    </figure>
  </xsl:template>

  <!-- A money wheel: its pockets in the plan's order when it gives one,
       else its segments side by side (the plan gives counts, not
       positions), each symbol a colour. -->
  <xsl:template match="r:wheel" mode="money">
    <xsl:variable name="segs" select="r:segment[number(@count) = number(@count)]"/>
    <xsl:variable name="total">
      <xsl:choose>
        <xsl:when test="r:pocket"><xsl:value-of select="count(r:pocket)"/></xsl:when>
        <xsl:otherwise><xsl:value-of select="sum($segs/@count)"/></xsl:otherwise>
      </xsl:choose>
    </xsl:variable>
    <xsl:variable name="wheel" select="."/>
    <xsl:if test="$total &gt; 0">
      <figure>
        <svg xmlns="http://www.w3.org/2000/svg" class="pic" viewBox="0 0 300 300" role="img" style="max-width:300px">
          <title>The segments of the wheel</title>
          <xsl:choose>
            <xsl:when test="r:pocket">
              <xsl:for-each select="r:pocket">
                <xsl:variable name="sym" select="."/>
                <xsl:call-template name="arc">
                  <xsl:with-param name="c" select="150"/><xsl:with-param name="r" select="110"/>
                  <xsl:with-param name="width" select="50"/><xsl:with-param name="start" select="(position() - 1) div $total"/>
                  <xsl:with-param name="share" select="1 div $total"/>
                  <xsl:with-param name="class" select="concat('seg c', count($wheel/r:segment[@symbol = $sym]/preceding-sibling::r:segment) mod 6)"/>
                  <xsl:with-param name="tip" select="concat('pocket ', position(), ': ', .)"/>
                </xsl:call-template>
              </xsl:for-each>
            </xsl:when>
            <xsl:otherwise>
              <xsl:for-each select="$segs">
                <xsl:call-template name="arc">
                  <xsl:with-param name="c" select="150"/><xsl:with-param name="r" select="110"/>
                  <xsl:with-param name="width" select="50"/>
                  <xsl:with-param name="start" select="sum(preceding-sibling::r:segment[number(@count) = number(@count)]/@count) div $total"/>
                  <xsl:with-param name="share" select="@count div $total"/>
                  <xsl:with-param name="class" select="concat('seg c', (position() - 1) mod 6)"/>
                  <xsl:with-param name="tip" select="concat(@symbol, ': ', @count, ' fields')"/>
                </xsl:call-template>
              </xsl:for-each>
            </xsl:otherwise>
          </xsl:choose>
        </svg>
        <figcaption class="legend">The wheel's segments as the plan states them<xsl:if test="@citation"> (plan <xsl:value-of select="@citation"/>)</xsl:if><xsl:if test="@fields">; the plan says <xsl:value-of select="@fields"/> fields</xsl:if><xsl:if test="not(r:pocket)"> (it gives counts, not positions: each symbol's fields are drawn together)</xsl:if>:
          <xsl:for-each select="r:segment">
            <span class="swatch" style="background:var(--c{(position() - 1) mod 6})"></span><xsl:value-of select="@symbol"/> × <xsl:value-of select="@count"/>
          </xsl:for-each>
        </figcaption>
      </figure>
    </xsl:if>
  </xsl:template>

  <!-- The maximum win of each limits row: the stakes returned (gross less
       net) and the net win as one bar the length of the gross win, and a
       black mark at the figure the plan declares. -->
  <xsl:template name="maxwin-bars">
    <xsl:variable name="g" select="count(r:column[. = 'gross']/preceding-sibling::r:column) + 1"/>
    <xsl:variable name="nt" select="count(r:column[. = 'net']/preceding-sibling::r:column) + 1"/>
    <xsl:variable name="d" select="count(r:column[. = 'declared']/preceding-sibling::r:column) + 1"/>
    <xsl:variable name="m" select="count(r:column[. = 'declared matches']/preceding-sibling::r:column) + 1"/>
    <xsl:variable name="rows" select="r:row[number(r:cell[$g]) &gt; 0 and number(r:cell[$nt]) = number(r:cell[$nt])]"/>
    <xsl:if test="$rows and r:column[. = 'gross'] and r:column[. = 'net']">
      <figure>
        <svg xmlns="http://www.w3.org/2000/svg" class="pic" viewBox="0 0 500 {6 + 54 * count($rows)}" role="img" style="max-width:500px">
          <title>Maximum win per limits row</title>
          <xsl:for-each select="$rows">
            <xsl:variable name="y" select="4 + 54 * (position() - 1)"/>
            <xsl:variable name="gross" select="number(r:cell[$g])"/>
            <xsl:variable name="net" select="number(r:cell[$nt])"/>
            <xsl:variable name="top">
              <xsl:choose>
                <xsl:when test="number(r:cell[$d]) &gt; $gross"><xsl:value-of select="number(r:cell[$d])"/></xsl:when>
                <xsl:otherwise><xsl:value-of select="$gross"/></xsl:otherwise>
              </xsl:choose>
            </xsl:variable>
            <text x="10" y="{$y + 12}"><xsl:value-of select="r:cell[1]"/>: gross <xsl:value-of select="r:cell[$g]"/>, net <xsl:value-of select="r:cell[$nt]"/></text>
            <text class="small" x="10" y="{$y + 44}">declared <xsl:value-of select="r:cell[$d]"/> (matches: <xsl:value-of select="r:cell[$m]"/>)</text>
            <rect class="stake" x="10" y="{$y + 17}" height="14" width="{format-number(480 * ($gross - $net) div $top, '0.##')}">
              <title>stakes returned</title>
            </rect>
            <rect class="bar" x="{format-number(10 + 480 * ($gross - $net) div $top, '0.##')}" y="{$y + 17}" height="14" width="{format-number(480 * $net div $top, '0.##')}">
              <title><xsl:value-of select="r:cell[3]"/></title>
            </rect>
            <xsl:if test="number(r:cell[$d]) = number(r:cell[$d]) and $top &gt; 0">
              <line class="declared" x1="{format-number(10 + 480 * r:cell[$d] div $top, '0.##')}" x2="{format-number(10 + 480 * r:cell[$d] div $top, '0.##')}" y1="{$y + 14}" y2="{$y + 34}">
                <title>declared <xsl:value-of select="r:cell[$d]"/></title>
              </line>
            </xsl:if>
          </xsl:for-each>
        </svg>
        <figcaption class="legend">Maximum win per limits row:
          <span class="swatch" style="background:var(--stake)"></span>stakes returned
          <span class="swatch" style="background:var(--bar)"></span>net win (together the gross win)
          <span class="swatch" style="background:var(--fg)"></span>the plan's declared maximum; each row drawn to its own scale
          (the longer of the gross win and the declared figure); how each arises is in the table below.</figcaption>
      </figure>
    </xsl:if>
  </xsl:template>
</xsl:stylesheet>
