# SPDX-License-Identifier: Apache-2.0
# write_schema.cmake - run `planproof generate schema` into a file.
#   cmake -DCMD=planproof -DOUT=file.json -P write_schema.cmake
execute_process(COMMAND ${CMD} generate schema OUTPUT_FILE ${OUT}.tmp RESULT_VARIABLE rc)
if(rc)
  file(REMOVE ${OUT}.tmp)
  message(FATAL_ERROR "planproof generate schema failed: ${rc}")
endif()
file(RENAME ${OUT}.tmp ${OUT})
