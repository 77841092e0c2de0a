#!/usr/bin/env bash
# Generates packages/api/assets/demo-finish.mp4, the finish-line recording of the demo data set (run once; the result
# is committed): a synthetic view of a finish gantry with the race clock burned in, a few runners crossing.
#
# The clock starts at CLOCK_START_S and the video lasts DURATION_S: the demo generator
# (apps/cli/src/demo/demo-recording.ts) places the recording at gun + CLOCK_START_S with that duration, so the
# burned-in clock shows the race time of every frame. Change both together.
#
# Needs ffmpeg with libx264 and drawtext (Debian: apt-get install ffmpeg) and the fonts of node_modules
# (npm install first). Usage: scripts/make-demo-recording.sh [output.mp4]
set -euo pipefail

CLOCK_START_S=13800 # 3:50:00 on the race clock
DURATION_S=600
FPS=5
W=640
H=360

root="$(cd "$(dirname "$0")/.." && pwd)"
out="${1:-$root/packages/api/assets/demo-finish.mp4}"
font="$root/node_modules/@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf"
[[ -f "$font" ]] || { echo "Font not found: $font (run npm install first)" >&2; exit 1; }
command -v ffmpeg >/dev/null || { echo "ffmpeg not found (Debian: apt-get install ffmpeg)" >&2; exit 1; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# 1. The still scene, drawn once: sky, grass, a road narrowing to the horizon, the white finish line.
horizon=120
ffmpeg -hide_banner -loglevel error -y -f lavfi -i "color=c=black:s=${W}x${H}:d=1,format=rgb24" -frames:v 1 \
  -vf "geq=\
r='if(lt(Y,$horizon),120+Y/3,if(lt(abs(X-$W/2),30+(Y-$horizon)*1.4),if(between(Y,292,299),235,95),70))':\
g='if(lt(Y,$horizon),170+Y/3,if(lt(abs(X-$W/2),30+(Y-$horizon)*1.4),if(between(Y,292,299),235,95),125))':\
b='if(lt(Y,$horizon),225,if(lt(abs(X-$W/2),30+(Y-$horizon)*1.4),if(between(Y,292,299),235,100),60))'" \
  "$work/scene.png"

# 2. Runners: small boxes moving from the horizon towards the camera, crossing the line now and then.
runners=""
overlays=""
i=0
for spec in "7:0:-0.5:0xd62828" "9:3:0.4:0x1d3557" "11:6:-0.1:0xf77f00" "13:2:0.7:0x2a9d8f"; do
  IFS=: read -r period phase lane color <<<"$spec"
  runners+=" -f lavfi -i color=c=$color:s=16x38:r=$FPS"
  y="$horizon-38+mod(t+$phase\,$period)/$period*300"
  x="$W/2-8+$lane*(mod(t+$phase\,$period)/$period*300)"
  prev=$([[ $i == 0 ]] && echo "[0:v]" || echo "[r$i]")
  overlays+="${prev}[$((i + 1)):v]overlay=x='$x':y='$y':shortest=1[r$((i + 1))];"
  i=$((i + 1))
done

# 3. The gantry, the banner and the race clock (h:mm:ss from CLOCK_START_S), plus the camera's caption.
T="(t+$CLOCK_START_S)"
clock="%{eif\:floor($T/3600)\:d}\:%{eif\:mod(floor($T/60)\,60)\:d\:2}\:%{eif\:mod(floor($T)\,60)\:d\:2}"
gantry="drawbox=x=140:y=48:w=18:h=252:c=0x333333:t=fill,drawbox=x=482:y=48:w=18:h=252:c=0x333333:t=fill,\
drawbox=x=140:y=40:w=360:h=52:c=0xc1121f:t=fill,\
drawtext=fontfile='$font':text='FINISH':fontsize=38:fontcolor=white:x=(w-tw)/2:y=44,\
drawbox=x=240:y=96:w=160:h=40:c=black:t=fill,\
drawtext=fontfile='$font':text='$clock':fontsize=28:fontcolor=0xffd60a:x=(w-tw)/2:y=99,\
drawtext=fontfile='$font':text='FINISH CAM 1':fontsize=14:fontcolor=white:box=1:boxcolor=black@0.5:x=8:y=8"

# H.264 main profile in MP4 with the index first (faststart), so a browser plays `#t=start,end` over HTTP range
# requests. Few frames per second and a keyframe every 30 s keep a 10-minute file at a few hundred kB; a seek
# decodes from the previous keyframe (at most 150 small frames).
ffmpeg -hide_banner -loglevel error -y -fflags +bitexact \
  -loop 1 -framerate "$FPS" -t "$DURATION_S" -i "$work/scene.png" $runners \
  -filter_complex "${overlays}[r$i]${gantry},format=yuv420p[v]" -map "[v]" \
  -t "$DURATION_S" -r "$FPS" -c:v libx264 -preset veryslow -tune animation -crf 36 -profile:v main \
  -g $((FPS * 30)) -x264-params "bframes=3:ref=4" -map_metadata -1 -flags +bitexact \
  -movflags +faststart -an "$out"

ls -l "$out"
