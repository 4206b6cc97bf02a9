#!/usr/bin/env bash
# Regenerates the layout pictures in docs/img/ with `wmmasim layout --format svg` (docs/layouts.md uses them).
# Usage: scripts/make-layout-pictures.sh [path/to/wmmasim]   (default: build/default/cli/wmmasim)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
wmmasim="${1:-$root/build/default/cli/wmmasim}"
out="$root/docs/img"
[[ -x "$wmmasim" ]] || { echo "make-layout-pictures: $wmmasim not found: build the project first" >&2; exit 2; }
mkdir -p "$out"

# name | arguments of `wmmasim layout`
pictures=(
  "gfx11-f16-a|--arch gfx1100 --instr v_wmma_f32_16x16x16_f16 --operand A"
  "gfx11-iu8-a|--arch gfx1100 --instr v_wmma_i32_16x16x16_iu8 --operand A"
  "gfx11-iu4-a|--arch gfx1100 --instr v_wmma_i32_16x16x16_iu4 --operand A"
  "gfx11-f32-d|--arch gfx1100 --instr v_wmma_f32_16x16x16_f16 --operand D"
  "gfx11-f16-d-opsel4|--arch gfx1100 --instr v_wmma_f16_16x16x16_f16 --operand D --opsel 4"
  "gfx11-f32-d-w64|--arch gfx1100 --instr v_wmma_f32_16x16x16_f16 --operand D --wave 64"
  "gfx12-f16-a|--arch gfx1201 --instr v_wmma_f32_16x16x16_f16 --operand A"
  "gfx12-f16-b|--arch gfx1201 --instr v_wmma_f32_16x16x16_f16 --operand B --color-by col"
  "gfx12-8bit-a|--arch gfx1201 --instr v_wmma_i32_16x16x16_iu8 --operand A"
  "gfx12-iu4-a|--arch gfx1201 --instr v_wmma_i32_16x16x16_iu4 --operand A"
  "gfx12-iu4x32-a|--arch gfx1201 --instr v_wmma_i32_16x16x32_iu4 --operand A"
  "gfx12-f32-d|--arch gfx1201 --instr v_wmma_f32_16x16x16_f16 --operand D"
  "gfx12-f16-d|--arch gfx1201 --instr v_wmma_f16_16x16x16_f16 --operand D"
  "gfx12-f16-a-w64|--arch gfx1201 --instr v_wmma_f32_16x16x16_f16 --operand A --wave 64 --color-by col"
  "gfx12-iu4-a-w64|--arch gfx1201 --instr v_wmma_i32_16x16x16_iu4 --operand A --wave 64"
  "gfx12-f32-d-w64|--arch gfx1201 --instr v_wmma_f32_16x16x16_f16 --operand D --wave 64"
  "swmmac-f16-a|--arch gfx1201 --instr v_swmmac_f32_16x16x32_f16 --operand A --color-by col"
  "swmmac-f16-b|--arch gfx1201 --instr v_swmmac_f32_16x16x32_f16 --operand B --color-by row"
  "swmmac-f16-index|--arch gfx1201 --instr v_swmmac_f32_16x16x32_f16 --operand index --color-by col"
  "swmmac-iu8-index-w64|--arch gfx1201 --instr v_swmmac_i32_16x16x32_iu8 --operand index --wave 64 --opsel 3"
  "tr-b128|--arch gfx1201 --instr global_load_tr_b128"
  "tr-b64|--arch gfx1201 --instr global_load_tr_b64"
  "tr-b128-w64|--arch gfx1201 --instr global_load_tr_b128 --wave 64"
)

for entry in "${pictures[@]}"; do
  name="${entry%%|*}"
  read -r -a args <<< "${entry#*|}"
  tmp="$(mktemp "$out/.$name.XXXXXX")"
  if ! "$wmmasim" layout "${args[@]}" --format svg > "$tmp"; then
    rm -f "$tmp"
    exit 1
  fi
  chmod 644 "$tmp"
  mv "$tmp" "$out/$name.svg"
done
echo "wrote ${#pictures[@]} pictures to $out"
