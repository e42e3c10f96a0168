#!/usr/bin/env bash
# Builds docs/driver/train_loop.c against an IREE runtime build (docs/driver.md, "Building it").
#   docs/driver/build.sh IREE_SRC IREE_BUILD OUT
# IREE_SRC: an IREE source tree (its runtime/src); IREE_BUILD: a CMake build of it with at least the targets
# iree_runtime_unified, iree_tooling_numpy_io, iree_io_stream and flatcc_parsing; OUT: the binary to write.
set -euo pipefail
if [ $# -ne 3 ]; then echo "usage: $0 IREE_SRC IREE_BUILD OUT" >&2; exit 2; fi
src=$1 build=$2 out=$3
here=$(cd "$(dirname "$0")" && pwd)
# IREE_ALLOCATOR_SYSTEM_CTL: the allocator IREE's own targets are compiled with (its CMake build defines it);
# the runtime's headers need it to declare iree_allocator_system().
"${CC:-cc}" -O2 -std=c11 -D_GNU_SOURCE -DIREE_ALLOCATOR_SYSTEM_CTL=iree_allocator_libc_ctl \
  -I "$src/runtime/src" -I "$build/runtime/src" "$here/train_loop.c" \
  "$build/runtime/src/iree/tooling/libiree_tooling_numpy_io.a" \
  "$build/runtime/src/iree/io/libiree_io_stream.a" \
  "$build/runtime/src/iree/runtime/libiree_runtime_unified.a" \
  "$build/build_tools/third_party/flatcc/libflatcc_parsing.a" \
  -lpthread -ldl -lm -o "$out"
