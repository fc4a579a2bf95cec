# SPDX-License-Identifier: Apache-2.0
# Localisation (util/i18n.c, po/): --lang and the usual environment
# variables choose the language of messages, --help, the text and HTML
# reports; the XML, JSON, SARIF and JUnit reports stay the same in every
# language; the Czech catalogue is complete.  The command runs uninstalled
# with PP_LOCALEDIR=<build>/locale, without LANGUAGE, LC_ALL or LC_MESSAGES
# from the caller's environment.
if(NOT MSGFMT)
  message(STATUS "i18n tests skipped: msgfmt (Debian package gettext) is missing")
  return()
endif()

set(pp_i18n_seed fixtures/plans/seed-001.yaml)

# pp_i18n_test(NAME [ENV VAR=value...] <pp_cli_test arguments>): a CLI
# test run with the build tree's catalogues and the given environment.
function(pp_i18n_test name)
  cmake_parse_arguments(PARSE_ARGV 1 i18n "NO_STDOUT" "EXIT;STDOUT;STDERR" "ENV;ARGS")
  set(no_stdout "")
  if(i18n_NO_STDOUT)
    set(no_stdout NO_STDOUT)
  endif()
  # The expressions passed quoted, each one argument (a `;` in one kept);
  # an empty one is no expression.
  pp_cli_test(i18n_${name} EXIT ${i18n_EXIT} ${no_stdout}
    STDOUT "${i18n_STDOUT}" STDERR "${i18n_STDERR}"
    UNSET LANGUAGE LC_ALL LC_MESSAGES LANG
    ENV PP_LOCALEDIR=${PP_LOCALE_BUILD_DIR} ${i18n_ENV}
    ARGS ${i18n_ARGS})
endfunction()

# --lang cs: Czech status words, verdicts and summary lines.
pp_i18n_test(cs_text EXIT 1
  STDOUT "chyba: black-jack: .*\nnevyhovuje black-jack \\(Black Jack, bod plánu [^)]*\\): vyhovuje [0-9]+, nevyhovuje 2, varování [0-9]+.*: her 1, kontrol [0-9]+: .*; verdikt: nevyhovuje\n(pokrytí: [^\n]*\n)?$"
  ARGS --lang cs check ${pp_i18n_seed})
pp_i18n_test(cs_text_joined EXIT 1 STDOUT "; verdikt: nevyhovuje"
  ARGS check --lang=cs ${pp_i18n_seed})
# --quiet finds the summary line in Czech too (its first line is the summary).
pp_i18n_test(cs_quiet EXIT 1
  STDOUT "^fixtures/plans/seed-001.yaml: her 1, kontrol [0-9]+: [^;]*; verdikt: nevyhovuje\n$"
  ARGS --lang cs check -q ${pp_i18n_seed})
# --color colours the translated words.
string(ASCII 27 pp_esc)
pp_i18n_test(cs_color EXIT 1 STDOUT "verdikt: ${pp_esc}.1.31mnevyhovuje${pp_esc}.0m"
  ARGS --lang cs check --color=always ${pp_i18n_seed})
pp_i18n_test(cs_help EXIT 0
  STDOUT "^použití: planproof check PLÁN\\.\\.\\. \\[přepínače\\].*--lang LL  *hlášení a zprávy"
  ARGS check --help --lang cs)
pp_i18n_test(cs_usage EXIT 0 STDOUT "^použití: planproof <příkaz>.*--lang LL"
  ARGS --lang cs --help)
pp_i18n_test(cs_usage_error EXIT 64 STDERR "planproof: neznámý příkaz `bogus`\n\\(návod"
  ARGS --lang cs bogus)
pp_i18n_test(cs_explain_list EXIT 0
  STDOUT "PP-MAXWIN-001 +error +Uvedená maximální výhra vyplývá z limitů a výplat\n"
  ARGS explain --list --lang cs)
pp_i18n_test(cs_explain EXIT 0 STDOUT "^PP-LIMIT-001: Minimální a maximální sázky jsou kladné a ve správném pořadí\n\nzávažnost: chyba\n\nco kontroluje:"
  ARGS explain PP-LIMIT-001 --lang cs)
pp_i18n_test(cs_diff_help EXIT 0 STDOUT "^použití: planproof diff STARÝ NOVÝ"
  ARGS --lang cs diff --help)
pp_i18n_test(cs_generate_help EXIT 0 STDOUT "^použití: planproof generate skeleton RODINA"
  ARGS generate -h --lang cs)
pp_i18n_test(cs_migrate_help EXIT 0 STDOUT "^použití: planproof migrate PLÁN"
  ARGS --lang=cs migrate --help)
# A plan set: the total line and an unevaluated plan's line, plural form.
pp_i18n_test(cs_set EXIT 2
  STDOUT "fixtures/bad/[^:]*: nelze vyhodnotit: [0-9]+ chyb[ay]?, první na [0-9]+:[0-9]+; verdikt: chyba\n.*\ncelkem: plánů 2 \\(nelze vyhodnotit 1\\), her 1, kontrol [0-9]+: vyhovuje [0-9]+, .*; verdikt: chyba\n$"
  ARGS --lang cs check ${pp_i18n_seed} fixtures/bad/duplicate-key.yaml)

# The text diff: severities, deltas, game states, verdicts, its summary.
pp_i18n_test(cs_diff EXIT 1
  STDOUT "new.yaml:[0-9]+:[0-9]+: chyba: european-roulette: .*: nové \\(vyhovuje -> nevyhovuje\\): european-roulette: .*: údaj: european-roulette: PP-RTP-002 .*, rozdíl .*\nzměněná european-roulette: verdikt varování -> nevyhovuje\n\n.*: změny: 1 \\(chyba 1, varování 0, informace 0\\); zjištění: nová 3, .*; úroveň: chyba\n$"
  ARGS --lang cs diff fixtures/revisions/roulette-straight/old.yaml
       fixtures/revisions/roulette-straight/new.yaml)
pp_i18n_test(cs_diff_quiet EXIT 1
  STDOUT "^fixtures/revisions/roulette-straight/old.yaml -> [^\n]*; úroveň: chyba\n$"
  ARGS --lang cs diff -q fixtures/revisions/roulette-straight/old.yaml
       fixtures/revisions/roulette-straight/new.yaml)

# Without PP_LOCALEDIR the build tree's command finds build/locale itself.
add_test(NAME cli.i18n_catalogues_beside_program
  COMMAND ${CMAKE_COMMAND} -E env --unset=PP_LOCALEDIR --unset=LANGUAGE --unset=LC_ALL
          $<TARGET_FILE:planproof_cli> --lang cs --help)
set_tests_properties(cli.i18n_catalogues_beside_program PROPERTIES LABELS cli
                     PASS_REGULAR_EXPRESSION "^použití: planproof <příkaz>")

# --lang sk.
pp_i18n_test(sk_text EXIT 1
  STDOUT "nevyhovuje black-jack \\(Black Jack, bod plánu [^)]*\\): vyhovuje [0-9]+, nevyhovuje 2, varovania [0-9]+.*; verdikt: nevyhovuje\n(pokrytie: [^\n]*\n)?$"
  ARGS --lang sk check ${pp_i18n_seed})
pp_i18n_test(sk_help EXIT 0 STDOUT "^použitie: planproof check PLÁN"
  ARGS --lang sk check --help)

# English stays English, whatever the environment asks for.
pp_i18n_test(en_over_env ENV LANG=C.UTF-8 LANGUAGE=cs EXIT 1
  STDOUT "[0-9]+ passed, [0-9]+ failed, [0-9]+ warnings[^\n]*; verdict: fail\n"
  ARGS --lang en check ${pp_i18n_seed})

# An unknown language: a clear message, exit 64; so is a missing value.
pp_i18n_test(unknown_lang EXIT 64 NO_STDOUT
  STDERR "planproof: --lang takes en, cs or sk, not `fi`: planproof has no messages in that language"
  ARGS check --lang fi ${pp_i18n_seed})
pp_i18n_test(missing_lang EXIT 64 NO_STDOUT STDERR "planproof: --lang needs a value"
  ARGS check ${pp_i18n_seed} --lang)
# After `--` it is an input, not an option.
pp_i18n_test(lang_after_dashes EXIT 2 STDERR "--lang"
  ARGS check -- --lang cs)

# The environment, the usual way: LANG names an installed Czech locale, or
# else LANGUAGE=cs under a non-C locale (gettext ignores LANGUAGE in the C
# locale).  Skipped when the C library has neither.
# Without an installed cs_CZ.UTF-8, localedef builds one into the build
# tree from the C library's locale sources and LOCPATH points at it.
execute_process(COMMAND locale -a OUTPUT_VARIABLE pp_locales ERROR_QUIET)
find_program(LOCALEDEF localedef)
set(pp_cs_env)
if(pp_locales MATCHES "cs_CZ\\.(utf8|UTF-8)")
  set(pp_cs_env ENV)
elseif(LOCALEDEF AND EXISTS /usr/share/i18n/locales/cs_CZ)
  set(pp_locpath ${PP_OUT}/i18n-locales)
  file(MAKE_DIRECTORY ${pp_locpath})
  add_test(NAME cli.i18n_localedef
    COMMAND sh -c "[ -e \"$1/LC_MESSAGES\" ] || LOCPATH= \"$0\" -i cs_CZ -f UTF-8 \"$1\""
            ${LOCALEDEF} ${pp_locpath}/cs_CZ.UTF-8)
  set_tests_properties(cli.i18n_localedef PROPERTIES LABELS cli
                       FIXTURES_SETUP i18n_cs_locale)
  set(pp_cs_env ENV LOCPATH=${pp_locpath})
else()
  message(STATUS "i18n: no cs_CZ.UTF-8 locale and no localedef: LANG=cs_CZ.UTF-8 is not tested")
endif()
if(pp_cs_env)
  pp_i18n_test(env_lang ${pp_cs_env} LANG=cs_CZ.UTF-8 EXIT 1
    STDOUT "vyhovuje [0-9]+, nevyhovuje [0-9]+, varování [0-9]+, .*; verdikt: nevyhovuje\n"
    ARGS check ${pp_i18n_seed})
  pp_i18n_test(env_lc_messages ${pp_cs_env} LANG=C LC_MESSAGES=cs_CZ.UTF-8 EXIT 1
    STDOUT "; verdikt: nevyhovuje\n" ARGS check ${pp_i18n_seed})
  pp_i18n_test(env_lc_all_over_lang ${pp_cs_env} LANG=C LC_ALL=cs_CZ.UTF-8 EXIT 0
    STDOUT "^použití: planproof" ARGS --help)
  # --lang wins over the locale.
  pp_i18n_test(env_lang_en ${pp_cs_env} LANG=cs_CZ.UTF-8 EXIT 1
    STDOUT "; verdict: fail\n" ARGS --lang en check ${pp_i18n_seed})
  if(pp_locpath)
    set_tests_properties(cli.i18n_env_lang cli.i18n_env_lc_messages
      cli.i18n_env_lc_all_over_lang cli.i18n_env_lang_en
      PROPERTIES FIXTURES_REQUIRED i18n_cs_locale)
  endif()
endif()
if(pp_locales MATCHES "C\\.(utf8|UTF-8)")
  pp_i18n_test(env_language ENV LANG=C.UTF-8 LANGUAGE=cs EXIT 1
    STDOUT "; verdikt: nevyhovuje\n" ARGS check ${pp_i18n_seed})
  pp_i18n_test(env_language_sk ENV LANG=C.UTF-8 LANGUAGE=sk:cs EXIT 0
    STDOUT "^použitie: planproof" ARGS --help)
else()
  message(STATUS "i18n: no C.UTF-8 locale: LANGUAGE=cs is not tested")
endif()
# In the C locale gettext translates nothing: LANGUAGE alone is ignored.
pp_i18n_test(env_c_locale ENV LANG=C LANGUAGE=cs EXIT 1 STDOUT "; verdict: fail\n"
  ARGS check ${pp_i18n_seed})

# The HTML report in Czech: headings, status words, rule titles, lang.
pp_i18n_test(cs_html EXIT 1
  STDOUT "<html lang=\"cs\">.*<h1>Zpráva o souladu: .*<th>Provozovatel</th>.*<h2>Zjištění</h2>.*<span class=\"badge fail\">nevyhovuje</span>.*<h2 id=\"games\">Hry</h2>.*<h3>Výsledky kontrol</h3>.*Každá hra má svou tabulku parametrů"
  ARGS --lang cs check ${pp_i18n_seed} --format html --output -)
pp_i18n_test(en_html EXIT 1
  STDOUT "<html lang=\"en\">.*<h1>Compliance report: .*<h2>Findings</h2>"
  ARGS --lang en check ${pp_i18n_seed} --format html --output -)

# XML, JSON, SARIF and JUnit: byte-identical in en, cs and sk.
add_test(NAME cli.i18n_same_reports
  COMMAND ${CMAKE_COMMAND} -DCLI=$<TARGET_FILE:planproof_cli> -DPLAN=${pp_i18n_seed}
          -DLOCALEDIR=${PP_LOCALE_BUILD_DIR} -DOUT=${PP_OUT}/i18n
          -DOLD=fixtures/revisions/roulette-straight/old.yaml
          -DNEW=fixtures/revisions/roulette-straight/new.yaml
          -P ${PROJECT_SOURCE_DIR}/po/test-same-reports.cmake
  WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
set_tests_properties(cli.i18n_same_reports PROPERTIES LABELS cli)

# The catalogues: Czech and Slovak complete and current.
if(XGETTEXT AND MSGCMP)
  foreach(ll cs sk)
    set(partial 0)
    file(MAKE_DIRECTORY ${PP_OUT}/i18n-${ll})
    add_test(NAME cli.i18n_catalogue_${ll}
      COMMAND ${CMAKE_COMMAND} -DPO=${PROJECT_SOURCE_DIR}/po/${ll}.po -DMSGFMT=${MSGFMT}
              -DMSGCMP=${MSGCMP} -DXGETTEXT=${XGETTEXT} "-DARGS=${PP_XGETTEXT_ARGS}"
              "-DSOURCES=${PP_XGETTEXT_SOURCES}" -DSRC=${PROJECT_SOURCE_DIR}
              -DTMP=${PP_OUT}/i18n-${ll} -DPARTIAL=${partial}
              -P ${PROJECT_SOURCE_DIR}/po/test-catalogue.cmake
      WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
    set_tests_properties(cli.i18n_catalogue_${ll} PROPERTIES LABELS cli)
  endforeach()
endif()

# Bash completion offers --lang and its languages, and skips its value
# when it looks for the command.
add_test(NAME cli.i18n_completion
  COMMAND bash -c [=[
    shopt -s extglob
    source "$1"
    c() { COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _planproof; echo "${COMPREPLY[*]}"; }
    out=$(c planproof --la; c planproof --lang ""; c planproof --lang cs ch;
          c planproof check --lang=s; c planproof check --la)
    expected=$(printf '%s\n' --lang "en cs sk" check --lang=sk --lang)
    [ "$out" = "$expected" ] || { diff <(echo "$expected") <(echo "$out"); exit 1; }
  ]=] bash ${PROJECT_SOURCE_DIR}/completion/planproof.bash)
set_tests_properties(cli.i18n_completion PROPERTIES LABELS cli)

# Seed 000 in Czech and Slovak, the text and HTML reports: no message left
# untranslated (PP_I18N_MISSING lists every msgid the catalogue lacks; it
# must stay empty).  Skipped without the seed documents.  The clean defect
# plans (every family, no documents) run in any clone.
foreach(ll cs sk)
  set(pp_missing_plans "fixtures/plans/seed-000.yaml|${PP_DOCUMENTS}")
  foreach(family baccarat blackjack casino-war declared dice four-families let-it-ride
                 poker-holdem poker-stud pontoon room roulette three-card-poker wheel)
    list(APPEND pp_missing_plans "fixtures/defects/${family}-clean.yaml|NONE")
  endforeach()
  foreach(entry ${pp_missing_plans})
    string(REPLACE "|" ";" entry "${entry}")
    list(GET entry 0 plan)
    list(GET entry 1 docs)
    get_filename_component(name ${plan} NAME_WE)
    foreach(fmt text html)
      set(test cli.i18n_no_missing_${name}_${ll}_${fmt})
      add_test(NAME ${test}
        COMMAND ${CMAKE_COMMAND} -DCLI=$<TARGET_FILE:planproof_cli> -DLANG=${ll}
                -DFORMAT=${fmt} -DPLAN=${plan} "-DDOCUMENTS=${docs}"
                -DLOCALEDIR=${PP_LOCALE_BUILD_DIR} -DOUT=${PP_OUT}/i18n-missing
                -P ${PROJECT_SOURCE_DIR}/po/test-missing.cmake
        WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
      set_tests_properties(${test} PROPERTIES LABELS cli)
      if(ll STREQUAL "sk")
        # Slovak runs the lines Czech runs (tests/CMakeLists.txt, `breadth`).
        list(APPEND pp_breadth_i18n ${test})
      endif()
      if(NOT docs STREQUAL "NONE")
        pp_needs_documents(${test})
      endif()
    endforeach()
  endforeach()
endforeach()

# Finding messages in Czech in the text report (the JSON one stays English:
# cli.i18n_same_reports).
pp_i18n_test(cs_finding_message EXIT 1 STDOUT "chyba: black-jack: [^\n]*(sázka|krupiér|plán)"
  ARGS --lang cs check ${pp_i18n_seed})

# The C library's system errors in UTF-8, not `Adres?? nebo ...`; skipped
# when glibc's Czech catalogue is not installed.
if(EXISTS /usr/share/locale/cs/LC_MESSAGES/libc.mo)
  pp_i18n_test(cs_strerror EXIT 2 STDERR "Adresář nebo soubor neexistuje"
    ARGS --lang cs check fixtures/plans/no-such-plan.yaml)
  pp_i18n_test(sk_strerror EXIT 2 STDERR "Adresár alebo súbor neexistuje"
    ARGS --lang sk check fixtures/plans/no-such-plan.yaml)
else()
  message(STATUS "i18n: no glibc Czech catalogue: system errors in Czech are not tested")
endif()

# PP_I18N_MISSING records what the catalogue lacks: msgids of text the
# checks print, here a plan path is no msgid but the help is all msgids,
# so a run under an empty catalogue directory lists them.
add_test(NAME cli.i18n_missing_recorded
  COMMAND sh -c "rm -f \"$1\" && PP_LOCALEDIR=/nonexistent PP_I18N_MISSING=\"$1\" \"$0\" --lang cs --help >/dev/null && grep -q '^usage: ' \"$1\""
          $<TARGET_FILE:planproof_cli> ${PP_OUT}/i18n-missing-recorded.txt)
set_tests_properties(cli.i18n_missing_recorded PROPERTIES LABELS cli)
