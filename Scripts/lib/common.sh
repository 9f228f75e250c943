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
lodestar_stage_cpu_seconds=()
lodestar_stage_started=
lodestar_stage_cpu_started=0
lodestar_temporary lodestar_times_file lodestar-times
lodestar_run_started=$SECONDS

# Sets lodestar_cpu_seconds to the CPU time (user and system, in whole seconds) of the children the script has
# waited for so far: a stage's share of the machine's two cores, which its wall time alone does not show. It runs
# in this shell, not in a command substitution's subshell, which has no children of its own.
lodestar_children_cpu_seconds() {
  local shell_line children_line
  times >"$lodestar_times_file"
  { read -r shell_line; read -r children_line; } <"$lodestar_times_file"
  lodestar_cpu_seconds=$(awk -v line="$children_line" 'BEGIN {
    split(line, field, " ")
    total = 0
    for (i = 1; i <= 2; i++) {
      split(field[i], part, "m"); sub("s", "", part[2]); total += part[1] * 60 + part[2]
    }
    printf "%d", total
  }')
}

lodestar_end_stage() {
  if [[ -n $lodestar_stage_started ]]; then
    local took=$((SECONDS - lodestar_stage_started)) cpu
    lodestar_children_cpu_seconds
    cpu=$((lodestar_cpu_seconds - lodestar_stage_cpu_started))
    lodestar_stage_seconds+=("$took")
    lodestar_stage_cpu_seconds+=("$cpu")
    printf '(%d s, %d s of CPU)\n' "$took" "$cpu"
    lodestar_stage_started=
  fi
}

lodestar_step() {
  lodestar_end_stage
  printf '\n==> %s\n' "$*"
  lodestar_stage_names+=("$*")
  lodestar_stage_started=$SECONDS
  lodestar_children_cpu_seconds
  lodestar_stage_cpu_started=$lodestar_cpu_seconds
}

lodestar_stage_times() {
  lodestar_end_stage
  printf '\nStage times:\n'
  local index
  for index in "${!lodestar_stage_names[@]}"; do
    printf '%6d s %6d s  %s\n' "${lodestar_stage_seconds[$index]}" "${lodestar_stage_cpu_seconds[$index]}" \
      "${lodestar_stage_names[$index]}"
  done
  lodestar_children_cpu_seconds
  printf '%6d s %6d s  total (wall, CPU)\n' "$((SECONDS - lodestar_run_started))" "$lodestar_cpu_seconds"
}
