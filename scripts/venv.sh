# Sourced by scripts/play and scripts/test: make .venv and install the package (with the test
# tools) when it is missing or out of date. The rules engine, the bots' evaluation and the RL
# observation encoder are compiled with mypyc (setup.py), so the install is redone whenever the
# build files or those sources change; OGALLALA_PURE=1 installs it as pure Python instead.
py=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
  "$py" -m venv .venv
fi
stamp=.venv/.installed-$(cat pyproject.toml setup.py src/ogallala/rules/*.py src/ogallala/ai/evaluate.py src/ogallala/env/observation.py | cksum | cut -d' ' -f1)${OGALLALA_PURE:+-pure}
if [ ! -f "$stamp" ]; then
  echo "setting up .venv (installing ogallala and compiling its rules engine, the bots' evaluation and the RL observation encoder; takes a minute or two) ..." >&2
  rm -f .venv/.installed-* src/ogallala/rules/*.so src/ogallala/ai/*.so src/ogallala/env/*.so
  .venv/bin/python -m pip install -q --upgrade pip >/dev/null
  .venv/bin/python -m pip install -q -e '.[test,rl,postgres,redis]'
  .venv/bin/python -c 'import ogallala, sys; sys.exit(not ogallala.COMPILED)' \
    || echo "notice: the rules engine is not compiled (OGALLALA_PURE set, or no working C compiler); it runs as pure Python, about half as fast" >&2
  touch "$stamp"
fi
