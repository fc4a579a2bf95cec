# SPDX-License-Identifier: Apache-2.0
# cmake -DIN=file -DOUT=file.c -DNAME=symbol -P embed.cmake
# Turn a data file into a C array (NUL-terminated) and its length.
file(READ ${IN} hex HEX)
string(LENGTH "${hex}" n)
math(EXPR bytes "${n} / 2")
string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," body "${hex}")
string(REGEX REPLACE "((0x[0-9a-f][0-9a-f],){16})" "\\1\n" body "${body}")
file(WRITE ${OUT} "/* Generated from ${IN} by embed.cmake; do not edit. */\n"
  "const unsigned char ${NAME}[] = {\n${body}0x00};\n"
  "const unsigned long ${NAME}_len = ${bytes};\n")
