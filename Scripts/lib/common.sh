# Sourced by the bash scripts under Scripts/ (not run on its own): what they share, written once.
#
#   lodestar_build_flags               the flags every build of the package's own code uses (warnings are
#                                      errors), so Scripts/test's build, Scripts/docs and the checks agree and
#                                      one build serves them all
#   lodestar_temporary VAR NAME [-d]   makes a temporary file (a directory with -d) named after NAME, stores its
#                                      path in VAR, and removes it when the script exits
#   lodestar_step TITLE                starts a stage: prints "==> TITLE", and the time the previous stage took
#   lodestar_stage_times               ends the last stage and prints every stage's time and the total

lodestar_build_flags=(-Xswiftc -warnings-as-errors)

lodestar_cleanup_paths=()
lodestar_cleanup() {
  if ((${#lodestar_cleanup_paths[@]})); then rm -rf -- "${lodestar_cleanup_paths[@]}"; fi
}
trap lodestar_cleanup EXIT

lodestar_temporary() {
  local path
  if [[ ${3:-} == -d ]]; then
    path=$(mktemp -d "${TMPDIR:-/tmp}/$2.XXXXXX")
  else
    path=$(mktemp "${TMPDIR:-/tmp}/$2.XXXXXX")
  fi
  lodestar_cleanup_paths+=("$path")
  printf -v "$1" '%s' "$path"
}

lodestar_stage_names=()
lodestar_stage_seconds=()
lodestar_stage_started=
lodestar_run_started=$SECONDS

lodestar_end_stage() {
  if [[ -n $lodestar_stage_started ]]; then
    local took=$((SECONDS - lodestar_stage_started))
    lodestar_stage_seconds+=("$took")
    printf '(%d s)\n' "$took"
    lodestar_stage_started=
  fi
}

lodestar_step() {
  lodestar_end_stage
  printf '\n==> %s\n' "$*"
  lodestar_stage_names+=("$*")
  lodestar_stage_started=$SECONDS
}

lodestar_stage_times() {
  lodestar_end_stage
  printf '\nStage times:\n'
  local index
  for index in "${!lodestar_stage_names[@]}"; do
    printf '%6d s  %s\n' "${lodestar_stage_seconds[$index]}" "${lodestar_stage_names[$index]}"
  done
  printf '%6d s  total\n' "$((SECONDS - lodestar_run_started))"
}
