# Sourced by scripts/play, scripts/test and scripts/screenshots as `. scripts/venv.sh EXTRA,...`: make .venv
# and install the package with the extras named (pyproject.toml: server, tournament, rl, postgres, redis,
# test) when it is missing, out of date, or lacks one of them. The rules engine, the bots' evaluation,
# the RL observation encoder and the view's wire form are compiled with mypyc (setup.py), so the install
# is redone whenever the build files or those sources change; OGALLALA_PURE=1 installs it as pure Python
# instead. Extras installed before are kept (play after test does not reinstall).
py=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
  "$py" -m venv .venv
fi
stamp=.venv/.installed-$(cat pyproject.toml setup.py src/ogallala/rules/*.py src/ogallala/ai/evaluate.py src/ogallala/ai/observation.py src/ogallala/env/batch.py src/ogallala/wire.py | cksum | cut -d' ' -f1)${OGALLALA_PURE:+-pure}
# the extras wanted: those asked for, and those the last install had (one a line in its stamp)
extras=$( { echo "${1:-}" | tr ',' '\n'; cat .venv/.installed-* 2>/dev/null || true; } | sed '/^$/d' | sort -u | paste -sd, -)
if [ ! -f "$stamp" ] || [ "$(sort -u "$stamp" | paste -sd, -)" != "$extras" ]; then
  echo "setting up .venv (installing ogallala${extras:+[$extras]} and compiling its rules engine, the bots' evaluation, the RL observation encoder and the view's wire form; takes a minute or two) ..." >&2
  rm -f .venv/.installed-* src/ogallala/rules/*.so src/ogallala/ai/*.so src/ogallala/env/*.so src/ogallala/wire.*.so
  .venv/bin/python -m pip install -q --upgrade pip >/dev/null
  .venv/bin/python -m pip install -q -e ".${extras:+[$extras]}"
  .venv/bin/python -c 'import ogallala, sys; sys.exit(not ogallala.COMPILED)' \
    || echo "notice: the rules engine is not compiled (OGALLALA_PURE set, or no working C compiler); it runs as pure Python, about half as fast" >&2
  echo "$extras" | tr ',' '\n' | sed '/^$/d' > "$stamp"
fi
unset py stamp extras
