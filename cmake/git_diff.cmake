# SPDX-License-Identifier: Apache-2.0
# `planproof diff` on git REV:path inputs, in a throwaway repository.
#   cmake -DCLI=planproof -DOLD=old.yaml -DNEW=new.yaml -DGOLDEN=expected.txt
#         -DWORK=dir -DXSD=diff.xsd -DXMLLINT=xmllint -P git_diff.cmake
# Commits OLD then NEW as plan.yaml in WORK/repo and checks that
#   - `diff HEAD~1:plan.yaml HEAD:plan.yaml` gives the golden text report
#     (with the input names as given), an XSD-valid XML report naming the
#     inputs as given with the SHA-256 of the committed bytes, and exit 1;
#   - a git input mixes with a file input;
#   - a bad revision, a path not in the revision and a directory that is not
#     in a repository each fail with exit 2 and a message saying so.
find_program(GIT git REQUIRED)
file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK}/repo ${WORK}/norepo)
# No user or system configuration, and no repository above WORK is found.
set(ENV{HOME} ${WORK})
set(ENV{GIT_CONFIG_NOSYSTEM} 1)
set(ENV{GIT_CEILING_DIRECTORIES} ${WORK})
unset(ENV{SOURCE_DATE_EPOCH})
unset(ENV{GIT_DIR})
unset(ENV{GIT_WORK_TREE})

function(git)
  execute_process(COMMAND ${GIT} -c user.name=planproof -c user.email=test@planproof.invalid
                          -c commit.gpgsign=false ${ARGN}
                  WORKING_DIRECTORY ${WORK}/repo RESULT_VARIABLE rc
                  OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(rc)
    message(FATAL_ERROR "git ${ARGN} failed (${rc}):\n${out}\n${err}")
  endif()
endfunction()

# Run planproof in dir; check its exit code and, if given, a stderr regex.
function(run dir expect_rc stderr_re)
  execute_process(COMMAND ${CLI} ${ARGN} WORKING_DIRECTORY ${dir}
                  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT "${rc}" STREQUAL "${expect_rc}")
    message(FATAL_ERROR "planproof ${ARGN}: exit ${rc}, expected ${expect_rc}\n${out}\n${err}")
  endif()
  if(stderr_re AND NOT err MATCHES "${stderr_re}")
    message(FATAL_ERROR "planproof ${ARGN}: stderr does not match ${stderr_re}:\n${err}")
  endif()
endfunction()

git(init -q .)
configure_file(${OLD} ${WORK}/repo/plan.yaml COPYONLY)
git(add plan.yaml)
git(commit -q -m old)
configure_file(${NEW} ${WORK}/repo/plan.yaml COPYONLY)
git(commit -q -a -m new)

run(${WORK}/repo 1 "" diff HEAD~1:plan.yaml HEAD:plan.yaml
    --format text --output ${WORK}/diff.txt --format xml --output ${WORK}/diff.xml)
execute_process(COMMAND ${XMLLINT} --noout --schema ${XSD} ${WORK}/diff.xml
                RESULT_VARIABLE invalid ERROR_VARIABLE why)
if(invalid)
  message(FATAL_ERROR "${WORK}/diff.xml does not validate against ${XSD}:\n${why}")
endif()
file(READ ${WORK}/diff.xml xml)
file(SHA256 ${OLD} old_sha)
file(SHA256 ${NEW} new_sha)
foreach(want IN ITEMS "role=\"old\" name=\"HEAD~1:plan.yaml\"" "sha256=\"${old_sha}\""
                      "role=\"new\" name=\"HEAD:plan.yaml\"" "sha256=\"${new_sha}\"")
  string(FIND "${xml}" "${want}" at)
  if(at LESS 0)
    message(FATAL_ERROR "${WORK}/diff.xml lacks ${want}")
  endif()
endforeach()

# The text report is the golden one once the input names are the files'.
file(READ ${WORK}/diff.txt text)
file(READ ${GOLDEN} golden)
file(RELATIVE_PATH old_rel ${SOURCE} ${OLD})
file(RELATIVE_PATH new_rel ${SOURCE} ${NEW})
string(REPLACE "HEAD~1:plan.yaml" "${old_rel}" text "${text}")
string(REPLACE "HEAD:plan.yaml" "${new_rel}" text "${text}")
if(NOT text STREQUAL golden)
  file(WRITE ${WORK}/diff-renamed.txt "${text}")
  execute_process(COMMAND diff -u ${GOLDEN} ${WORK}/diff-renamed.txt OUTPUT_VARIABLE d)
  message(FATAL_ERROR "the diff of git inputs differs from ${GOLDEN}:\n${d}")
endif()

# A git input and a file input together.
run(${WORK}/repo 1 "" diff HEAD~1:plan.yaml plan.yaml)
# Errors: exit 2, located at the input as given.
run(${WORK}/repo 2 "nosuchrev:plan.yaml: error: no such file, and git cannot read it as REV:path: "
    diff nosuchrev:plan.yaml HEAD:plan.yaml)
run(${WORK}/repo 2 "HEAD:nope.yaml: error: no such file, and git cannot read it as REV:path: "
    diff HEAD~1:plan.yaml HEAD:nope.yaml)
run(${WORK}/norepo 2 "HEAD:plan.yaml: error: no such file, and git cannot read it as REV:path: not a git repository"
    diff HEAD:plan.yaml ${NEW})
