# shellcheck shell=bash
# check-replicas' checks of a page (docs/PAGE.md §1) and its table, sourced by it after
# replicas-table.sh: posted once each, with the page's id, and held by one replica; when that
# replica goes away, one re-post of each, no failure.

# --- A page and its table: posted once each, with the page's id, and held by one replica -----------

# The table's replica comes back (empty) and nginx starts afresh (no replica marked failed), so
# that the page has the three replicas too.
podman start "${names[$holder]}" >/dev/null
stopped=""
answers "$(replica_url "$holder")/healthz" || die "replica $holder did not answer /healthz again"
stop_nginx
start_nginx
answers "$balancer/healthz" || die "nginx did not answer /healthz again"
say "replica $holder started again, nginx restarted"

# clients/fixtures/home-screen.json's page, its feed's table in the place of @FEED: the client
# computes both ids, posts the table to its id with the page's (which nginx hashes on), then the
# page to its id.
python3 - "$WORK" <<'PYTHON'
import hashlib, json, sys
fixture = json.load(open("clients/fixtures/home-screen.json"))
heights = fixture["feedHeights"]
table = ",".join(str(heights[i % len(heights)]) for i in range(fixture["feedCount"]))  # neighbours differ: canonical
page = json.dumps(fixture["page"], separators=(",", ":"))
page = page.replace("@FEED", "@sha256-" + hashlib.sha256(table.encode()).hexdigest())
open(sys.argv[1] + "/feed.txt", "w").write(table)
open(sys.argv[1] + "/page.json", "w").write(page)
PYTHON
feed=sha256-$(sha256sum "$WORK/feed.txt" | cut -d' ' -f1)
page=sha256-$(sha256sum "$WORK/page.json" | cut -d' ' -f1)
post_page() { # the client's posts of the page: its table, then the page; both statuses
  local table_status page_status
  table_status=$(curl -s --max-time 30 -o "$WORK/post-feed.json" -w '%{http_code}' -H 'Content-Type: text/plain' \
    --data-binary "@$WORK/feed.txt" "$balancer/sizes/$feed?page=@$page")
  page_status=$(curl -s --max-time 30 -o "$WORK/post-page.json" -w '%{http_code}' -H 'Content-Type: application/json' \
    --data-binary "@$WORK/page.json" "$balancer/pages/$page")
  echo "$table_status $page_status"
}
page_holders() { # the replicas that hold the page and those that hold its table
  echo "page on $(holders "/pages/$page"), table on $(holders "/sizes/$feed")"
}
page_reads() { # how many of 40 reads of the page through nginx answer 200 (the rest: $WORK/refused)
  local step count=0 code targets=()
  for step in $(seq 0 23); do targets+=("layout?offset=$((step * 541000))"); done
  for step in $(seq 0 7); do targets+=("hit?offset=$((step * 1600000))&x=$((20 + step * 40))&y=$((50 + step * 70))"); done
  targets+=("motion?offset=0&velocity=-2000&fields=frame" "motion?offset=6000000&velocity=2500&fields=frame"
    "motion?section=3&item=50000&fields=frame" "motion?offset=3000&section=2&fields=frame")
  targets+=("snap?section=0&velocity=800" "snap?section=0&velocity=-800" "snap?section=1&velocity=1200"
    "snap?section=1&offset=100&velocity=-300")
  : >"$WORK/refused"
  for step in "${!targets[@]}"; do # the page's id as `@id` and as `%40id`, in turn
    code=$(status "$balancer/page/${targets[$step]}&page=$([ $((step % 2)) = 0 ] && echo @ || echo %40)$page")
    if [ "$code" = 200 ]; then count=$((count + 1)); else echo "$code ${targets[$step]}" >>"$WORK/refused"; fi
  done
  echo "$count"
}

tables_before=$(counted_posts "/sizes/{id}")
pages_before=$(counted_posts "/pages/{id}")
posted=$(post_page)
check "POST /sizes/${feed:0:15}…?page=@${page:0:15}… ($(wc -c <"$WORK/feed.txt") bytes), POST /pages/${page:0:15}… ($(wc -c <"$WORK/page.json") bytes) through nginx: $posted" \
  test "$posted" = "201 201"
page_holder=$(holders "/pages/$page")
check "the page and its table live on one replica: $(page_holders)" \
  test "${#page_holder}" = 1 -a "$(holders "/sizes/$feed")" = "$page_holder"
answered=$(page_reads)
check "40 reads of the page through nginx (24 /page/layout, 8 /page/hit, 4 /page/motion, 4 /page/snap): $answered answered 200" \
  test "$answered" = 40
table_posts=$(($(counted_posts "/sizes/{id}") - tables_before))
page_posts=$(($(counted_posts "/pages/{id}") - pages_before))
check "one post of each in all (the replicas count $table_posts of the table, $page_posts of the page), and $(page_holders)" \
  test "$table_posts $page_posts" = "1 1" -a "$(holders "/pages/$page") $(holders "/sizes/$feed")" = "$page_holder $page_holder"

# --- The page's replica goes away: one re-post of the page and its table, no failure ---------------

podman stop -t 10 "${names[$page_holder]}" >/dev/null
stopped=$page_holder
say "stopped replica $page_holder (${names[$page_holder]})"
tables_before=$(counted_posts "/sizes/{id}")
pages_before=$(counted_posts "/pages/{id}")
first=$(curl -s --max-time 10 -o "$WORK/first.json" -w '%{http_code}' "$balancer/page/layout?page=@$page&offset=777")
problem=$(sed -n 's/.*"type":"urn:pinwheel:problem:\([a-z-]*\)".*/\1/p' "$WORK/first.json")
check "the next read meets $first ${problem:-(no problem)} on another replica (not a failure of the balancer)" \
  test "$first" = 404 -a \( "$problem" = page-unknown -o "$problem" = sizes-unknown \)
again=$(post_page)
new_holder=$(holders "/pages/$page")
check "the client posts the table and the page again, once: $again, $(page_holders)" \
  test "$again" = "201 201" -a "${#new_holder}" = 1 -a "$new_holder" != "$page_holder" -a "$(holders "/sizes/$feed")" = "$new_holder"
answered=$(page_reads)
refused=$(cut -d' ' -f1 "$WORK/refused" | sort | uniq -c | xargs)
check "the same 40 reads again: $answered answered 200, ${refused:-none} refused" test "$answered" = 40
table_posts=$(($(counted_posts "/sizes/{id}") - tables_before))
page_posts=$(($(counted_posts "/pages/{id}") - pages_before))
check "one re-post of each (the surviving replicas count $table_posts of the table, $page_posts of the page), and $(page_holders)" \
  test "$table_posts $page_posts" = "1 1" -a "$(holders "/pages/$page") $(holders "/sizes/$feed")" = "$new_holder $new_holder"
