"""What the validation scripts (validate_published.py, validate_lds_reads.py) take: the user's builds of the measured
code, given by path or by an environment variable (CTest's way: skipped when it is unset), or recorded predictions
instead of a run; --check and the wmmasim to run."""
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SKIPPED = 77  # CTest's SKIP_RETURN_CODE of the validation tests


def add_inputs(parser, name, builds_help, predictions_help, check_help):
    """--NAME / --NAME-env VAR / --predictions FILE (one of them), --check, --wmmasim."""
    given = parser.add_mutually_exclusive_group(required=True)
    given.add_argument(f"--{name}", help=builds_help)
    given.add_argument(f"--{name}-env", metavar="VAR", help=f"as --{name}, named by environment variable VAR")
    given.add_argument("--predictions", help=predictions_help)
    parser.add_argument("--check", action="store_true", help=check_help)
    parser.add_argument("--wmmasim", default=os.path.join(ROOT, "build", "default", "cli", "wmmasim"))


def resolve_env(args, name, script, what):
    """Fills --NAME from --NAME-env; returns SKIPPED (having said why) when the variable is unset, else None."""
    attribute = name.replace("-", "_")
    variable = getattr(args, f"{attribute}_env")
    if variable:
        setattr(args, attribute, os.environ.get(variable))
        if not getattr(args, attribute):
            print(f"{script}: skipped: {variable} is not set (set it to {what}: docs/timing.md)", file=sys.stderr)
            return SKIPPED
    return None
