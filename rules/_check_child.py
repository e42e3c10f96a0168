"""Entry point of a check's own process: ``python -P -m rules._check_child EXECUTOR REPORT`` reads the Variant's
JSON on stdin and writes :func:`rules.check.check_in_process`'s result as one JSON line on stdout
(rules/check.py, :func:`run_check`). Anything else written to stdout while the check runs goes to stderr; what
was written before (while ``rules`` and its imports load) stays on earlier lines, which the parent ignores."""

import json
import os
import sys

if __name__ == "__main__":
    result_fd = os.dup(1)
    os.dup2(2, 1)  # a library's print cannot corrupt the result line
    from rules.check import check_in_process

    result = check_in_process(json.load(sys.stdin), sys.argv[1], sys.argv[2])
    with os.fdopen(result_fd, "w") as out:  # on a line of its own, after whatever reached stdout before the dup2
        out.write("\n" + json.dumps(result) + "\n")
