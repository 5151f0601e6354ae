#!/usr/bin/env bash
# Generates the seeded course media under supabase/seed-media/ (committed; not run by CI):
#   course-media/<course>/<lesson>.webm     VP9/Opus, 640×360, 24 fps, 9 s: a coloured slide per
#                                           cue with the phrase being taught, a soft chime per cue
#   course-media/<course>/<lesson>.en.vtt   English captions, cue times matching the slides
#   course-media/<course>/<lesson>.ar.vtt   the same cues in Arabic
#   course-covers/<course>.640w.webp        one distinct cover per featured course, 640×360
#   course-covers/<course>.320w.webp        the same at 320×180 (apps/learner-web/src/lib/cover-sources.ts
#                                           explains the naming); both also copied to
#                                           apps/learner-web/public/course-covers/ for the landing
#                                           page's sample courses
# Needs ffmpeg with libvpx, libopus, libwebp and drawtext (Debian's ffmpeg has them) and the
# DejaVu fonts. Re-running overwrites the files; the output is deterministic enough to diff.
set -euo pipefail
cd "$(dirname "$0")/.."

FONT_BOLD=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
OUT=supabase/seed-media
APP_COVERS=apps/learner-web/public/course-covers
CUE_SECONDS=3
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

command -v ffmpeg >/dev/null || { echo "make-seed-media: ffmpeg is not installed" >&2; exit 1; }
for font in "$FONT" "$FONT_BOLD"; do
  [[ -f $font ]] || { echo "make-seed-media: missing font $font (apt-get install fonts-dejavu-core)" >&2; exit 1; }
done

# timestamp SECONDS → "00:00:SS.000" (WebVTT)
timestamp() { printf '00:00:%02d.000' "$1"; }

# lesson COURSE SLUG TITLE COLOUR then, per cue, lines of "shown|english caption|arabic caption"
# on stdin. Text goes through files (drawtext textfile=) so quotes and colons need no escaping.
lesson() {
  local course=$1 slug=$2 title=$3 colour=$4
  local dir="$OUT/course-media/$course" i=0 filters="" start end
  mkdir -p "$dir"
  printf 'WEBVTT\n' >"$dir/$slug.en.vtt"
  printf 'WEBVTT\n' >"$dir/$slug.ar.vtt"
  printf '%s' "$title" >"$WORK/title.txt"
  filters="drawtext=fontfile=$FONT:textfile=$WORK/title.txt:fontsize=26:fontcolor=white@0.85:x=32:y=28"
  while IFS='|' read -r shown en ar; do
    [[ -n $shown ]] || continue
    start=$((i * CUE_SECONDS))
    end=$((start + CUE_SECONDS))
    printf '%s' "$shown" >"$WORK/cue$i.txt"
    printf '%s / 3' "$((i + 1))" >"$WORK/count$i.txt"
    filters+=",drawtext=fontfile=$FONT_BOLD:textfile=$WORK/cue$i.txt:fontsize=52:fontcolor=white"
    filters+=":x=(w-text_w)/2:y=(h-text_h)/2-10:enable='between(t,$start,$end)'"
    filters+=",drawtext=fontfile=$FONT:textfile=$WORK/count$i.txt:fontsize=22:fontcolor=white@0.8"
    filters+=":x=w-text_w-32:y=32:enable='between(t,$start,$end)'"
    printf '\n%d\n%s --> %s\n%s\n' "$((i + 1))" "$(timestamp "$start")" "$(timestamp "$end")" "$en" >>"$dir/$slug.en.vtt"
    printf '\n%d\n%s --> %s\n%s\n' "$((i + 1))" "$(timestamp "$start")" "$(timestamp "$end")" "$ar" >>"$dir/$slug.ar.vtt"
    i=$((i + 1))
  done
  local seconds=$((i * CUE_SECONDS))
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "color=c=$colour:s=640x360:r=24:d=$seconds" \
    -f lavfi -i "aevalsrc=0.08*sin(2*PI*523.25*t)*exp(-4*mod(t\,$CUE_SECONDS)):s=48000:d=$seconds" \
    -vf "$filters" \
    -c:v libvpx-vp9 -b:v 0 -crf 42 -g 24 -row-mt 1 -deadline good -cpu-used 2 -pix_fmt yuv420p \
    -c:a libopus -b:a 32k -ac 1 \
    -metadata title="$title" \
    "$dir/$slug.webm"
  echo "made $dir/$slug.webm ($seconds s) and its captions"
}

cover() {
  local course=$1 title=$2 subtitle=$3 colour=$4 accent=$5
  mkdir -p "$OUT/course-covers"
  printf '%s' "$title" >"$WORK/cover-title.txt"
  printf '%s' "$subtitle" >"$WORK/cover-subtitle.txt"
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "color=c=$colour:s=640x360:d=1" \
    -vf "drawbox=x=0:y=ih-72:w=iw:h=72:color=$accent:t=fill,drawbox=x=40:y=60:w=120:h=10:color=$accent:t=fill,drawtext=fontfile=$FONT_BOLD:textfile=$WORK/cover-title.txt:fontsize=36:fontcolor=white:x=40:y=110,drawtext=fontfile=$FONT:textfile=$WORK/cover-subtitle.txt:fontsize=24:fontcolor=white@0.9:x=40:y=180" \
    -frames:v 1 -c:v libwebp -quality 70 \
    "$OUT/course-covers/$course.640w.webp"
  ffmpeg -hide_banner -loglevel error -y -i "$OUT/course-covers/$course.640w.webp" \
    -vf scale=320:180:flags=lanczos -c:v libwebp -quality 70 \
    "$OUT/course-covers/$course.320w.webp"
  mkdir -p "$APP_COVERS"
  cp "$OUT/course-covers/$course".{320w,640w}.webp "$APP_COVERS/"
  echo "made $OUT/course-covers/$course.{640w,320w}.webp"
}

lesson english-for-beginners greetings "Greetings" '#1d4ed8' <<'CUES'
Hello!|Hello! We say hello when we meet someone.|نقول Hello (مرحبًا) عندما نلتقي بشخص ما.
Good morning|Good morning! We say it before noon.|نقول Good morning (صباح الخير) قبل الظهر.
Goodbye|Goodbye! We say goodbye when we leave.|نقول Goodbye (مع السلامة) عندما نغادر.
CUES

lesson english-for-beginners numbers "Numbers" '#047857' <<'CUES'
1 · One|One. One book.|One تعني واحد: كتاب واحد.
2 · Two|Two. Two apples.|Two تعني اثنان: تفاحتان.
3 · Three|Three. Three friends.|Three تعني ثلاثة: ثلاثة أصدقاء.
CUES

lesson business-english meetings "Meetings" '#7c2d12' <<'CUES'
Let's get started.|"Let's get started" opens a meeting politely.|عبارة Let's get started (لنبدأ) تفتتح الاجتماع بلباقة.
Any questions?|"Any questions?" invites others to speak.|عبارة Any questions? (هل من أسئلة؟) تدعو الآخرين إلى الكلام.
Let's wrap up.|"Let's wrap up" closes the meeting.|عبارة Let's wrap up (لنختم) تُنهي الاجتماع.
CUES

lesson conversational-english ordering-food "Ordering food" '#6d28d9' <<'CUES'
Can I see the menu?|Can I see the menu, please?|Can I see the menu? تعني: هل يمكنني رؤية قائمة الطعام من فضلك؟
I'd like a coffee.|I'd like a coffee, please.|I'd like a coffee تعني: أريد قهوة من فضلك.
The bill, please.|Could we have the bill, please?|The bill, please تعني: الحساب من فضلك.
CUES

cover english-for-beginners "English for Beginners" "Greetings, numbers, first words" '#1d4ed8' '#f59e0b'
cover business-english "Business English" "Meetings, emails, presentations" '#7c2d12' '#fbbf24'
cover english-grammar-mastery "English Grammar Mastery" "Tenses, articles, clauses" '#0f766e' '#f472b6'
cover conversational-english "Conversational English" "Cafés, travel, small talk" '#6d28d9' '#34d399'

du -ch "$OUT"/course-media/*/* "$OUT"/course-covers/* | tail -n 1
