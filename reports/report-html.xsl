<?xml version="1.0" encoding="UTF-8"?>
<!-- report-html.xsl: the native planproof report (urn:planproof:report:1)
     as one self-contained HTML page for auditors: the plan and its input
     hash, a verdict per game, every check result with its plan citation and
     exact evidence, and the computed tables. -->
<xsl:stylesheet version="1.0"
    xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
    xmlns:r="urn:planproof:report:1"
    exclude-result-prefixes="r">
  <xsl:output method="html" encoding="UTF-8" indent="yes"
      doctype-system="about:legacy-compat"/>

  <xsl:template match="/r:report">
    <html lang="en">
      <head>
        <meta charset="UTF-8"/>
        <title>planproof report: <xsl:value-of select="r:plan/@id"/></title>
        <style>
          body { font: 14px/1.45 system-ui, sans-serif; margin: 2em auto; max-width: 72em; color: #222; }
          h1 { font-size: 1.6em; } h2 { margin-top: 2em; border-bottom: 1px solid #ccc; }
          table { border-collapse: collapse; margin: .6em 0 1.2em; }
          th, td { border: 1px solid #ccc; padding: .25em .5em; text-align: left; vertical-align: top; }
          th { background: #f3f3f3; }
          .pass { color: #176f2c; } .fail, .error { color: #b00020; font-weight: bold; }
          .warning { color: #9a5b00; font-weight: bold; } .info { color: #0b5394; }
          .notapplicable, .waived { color: #666; }
          code, .mono { font-family: ui-monospace, monospace; font-size: .95em; }
          .ev { color: #444; font-size: .92em; }
        </style>
      </head>
      <body>
        <h1>Compliance report: <xsl:value-of select="r:plan/@title | r:plan/@id[not(../@title)]"/></h1>
        <table>
          <tr><th>Operator</th><td><xsl:value-of select="r:plan/@operator"/></td></tr>
          <tr><th>Jurisdiction</th><td><xsl:value-of select="r:plan/@jurisdiction"/></td></tr>
          <tr><th>Plan version</th><td><xsl:value-of select="r:plan/@version"/> of <xsl:value-of select="r:plan/@date"/></td></tr>
          <xsl:for-each select="r:input">
            <tr><th><xsl:choose><xsl:when test="@role = 'waivers'">Waivers</xsl:when><xsl:otherwise>Input</xsl:otherwise></xsl:choose></th><td class="mono"><xsl:value-of select="@file"/> (<xsl:value-of select="@bytes"/> bytes, SHA-256 <xsl:value-of select="@sha256"/>)</td></tr>
          </xsl:for-each>
          <tr><th>Tool</th><td><xsl:value-of select="r:tool/@name"/>&#160;<xsl:value-of select="r:tool/@version"/></td></tr>
          <tr><th>Verdict</th><td class="{r:summary/@verdict}"><xsl:value-of select="r:summary/@verdict"/></td></tr>
        </table>
        <xsl:apply-templates select="r:summary" mode="counts"/>
        <h2>Games</h2>
        <table>
          <tr><th>Game</th><th>Plan article</th><th>Family</th><th>Verdict</th><th>Passed</th><th>Failed</th><th>Warnings</th></tr>
          <xsl:for-each select="r:game">
            <tr>
              <td><a href="#{@id}"><xsl:value-of select="@name"/></a></td>
              <td><xsl:value-of select="@citation"/></td>
              <td><xsl:value-of select="@family"/></td>
              <td class="{r:summary/@verdict}"><xsl:value-of select="r:summary/@verdict"/></td>
              <td><xsl:value-of select="r:summary/@pass"/></td>
              <td><xsl:value-of select="r:summary/@fail"/></td>
              <td><xsl:value-of select="r:summary/@warning"/></td>
            </tr>
          </xsl:for-each>
        </table>
        <xsl:apply-templates select="r:game"/>
        <h2 id="plan-checks">Plan-wide checks</h2>
        <xsl:apply-templates select="r:planChecks"/>
      </body>
    </html>
  </xsl:template>

  <xsl:template match="r:summary" mode="counts">
    <p>
      <xsl:value-of select="@checks"/> checks:
      <span class="pass"><xsl:value-of select="@pass"/> passed</span>,
      <span class="fail"><xsl:value-of select="@fail"/> failed</span>,
      <span class="warning"><xsl:value-of select="@warning"/> warnings</span>,
      <span class="info"><xsl:value-of select="@info"/> info</span>,
      <xsl:value-of select="@notapplicable"/> not applicable,
      <xsl:value-of select="@waived"/> waived,
      <xsl:value-of select="@error"/> errors.
    </p>
  </xsl:template>

  <xsl:template match="r:game">
    <h2 id="{@id}"><xsl:value-of select="@name"/> <small> (plan <xsl:value-of select="@citation"/>, <xsl:value-of select="@family"/>)</small></h2>
    <xsl:apply-templates select="r:summary" mode="counts"/>
    <xsl:if test="r:interpretation">
      <h3>How the plan was read</h3>
      <ul>
        <xsl:for-each select="r:interpretation">
          <li><xsl:value-of select="."/><xsl:if test="@citation"> (plan <xsl:value-of select="@citation"/>)</xsl:if></li>
        </xsl:for-each>
      </ul>
    </xsl:if>
    <xsl:call-template name="results"/>
    <xsl:apply-templates select="r:table"/>
  </xsl:template>

  <xsl:template match="r:planChecks">
    <xsl:call-template name="results"/>
    <xsl:apply-templates select="r:table"/>
  </xsl:template>

  <xsl:template name="results">
    <h3>Check results</h3>
    <table>
      <tr><th>Status</th><th>Rule</th><th>Subject</th><th>Plan</th><th>Location</th><th>Result and evidence</th></tr>
      <xsl:for-each select="r:result">
        <tr>
          <td class="{@status}"><xsl:value-of select="@status"/></td>
          <td><code><xsl:value-of select="@ruleId"/></code><br/><xsl:value-of select="@title"/></td>
          <td><xsl:value-of select="@subject"/></td>
          <td><xsl:value-of select="r:citation"/></td>
          <td class="mono"><xsl:value-of select="r:location/@line"/>:<xsl:value-of select="r:location/@col"/></td>
          <td>
            <xsl:value-of select="r:message"/>
            <xsl:for-each select="r:evidence">
              <div class="ev"><xsl:value-of select="@name"/> = <code><xsl:value-of select="@exact"/></code>
                <xsl:if test="@decimal"> ≈ <code><xsl:value-of select="@decimal"/><xsl:value-of select="@unit"/></code> (<xsl:value-of select="@rounding"/>)</xsl:if></div>
            </xsl:for-each>
            <xsl:if test="r:remediation"><div class="ev"><b>Remedy: </b><xsl:value-of select="r:remediation"/></div></xsl:if>
            <xsl:if test="r:waiver"><div class="ev"><b>Waiver: </b><xsl:value-of select="r:waiver"/></div></xsl:if>
          </td>
        </tr>
      </xsl:for-each>
    </table>
  </xsl:template>

  <xsl:template match="r:table">
    <h3><xsl:value-of select="@title"/></h3>
    <table>
      <tr><xsl:for-each select="r:column"><th><xsl:value-of select="."/></th></xsl:for-each></tr>
      <xsl:for-each select="r:row">
        <tr><xsl:for-each select="r:cell"><td class="mono"><xsl:value-of select="."/></td></xsl:for-each></tr>
      </xsl:for-each>
    </table>
  </xsl:template>
</xsl:stylesheet>
