# shellcheck shell=bash
# check-replicas' checks of a size table, sourced by it: posted once to its id and held by the
# one replica every query naming it reaches; when that replica goes away, one re-post, no failure.
# Leaves holder: the replica (index) that held the table first, stopped.

# --- A table: posted once, to its id, and held by the one replica every query naming it reaches ----

python3 -c "import sys; sys.stdout.write(','.join(str(60 + (i * 53) % 170) for i in range($ROWS)))" >"$WORK/table.txt"
id=sha256-$(sha256sum "$WORK/table.txt" | cut -d' ' -f1) # neighbours differ: the text is canonical
posted=$(curl -s --max-time 30 -o "$WORK/post.json" -w '%{http_code}' -H 'Content-Type: text/plain' \
  --data-binary "@$WORK/table.txt" "$balancer/sizes/$id")
check "POST /sizes/$id (${ROWS} lengths, $(wc -c <"$WORK/table.txt") bytes) through nginx: $posted $(cat "$WORK/post.json")" \
  test "$posted" = 201
holder=$(holders "/sizes/$id")
check "the table lives on one replica: replica $holder" test "${#holder}" = 1
queries() { # how many of 31 queries naming the table through nginx answer 200 (the rest: $WORK/refused)
  local offset count=0 code
  : >"$WORK/refused"
  for offset in $(seq 0 97 2813); do
    code=$(status "$balancer/layout?layout=parallax&count=$ROWS&offset=$((offset * 1000))&sizes=%40$id")
    if [ "$code" = 200 ]; then count=$((count + 1)); else echo "$code" >>"$WORK/refused"; fi
  done
  code=$(status "$balancer/motion?layout=parallax&count=$ROWS&offset=5000&item=40000&sizes=@$id")
  if [ "$code" = 200 ]; then count=$((count + 1)); else echo "$code" >>"$WORK/refused"; fi
  echo "$count"
}
answered=$(queries)
check "31 queries naming the table through nginx (30 /layout with sizes=%40id, a /motion with sizes=@id): $answered answered 200" \
  test "$answered" = 31
posts=$(counted_posts "/sizes/{id}")
check "one post in all (the replicas count $posts), and the table still on replica $(holders "/sizes/$id") alone" \
  test "$posts" = 1 -a "$(holders "/sizes/$id")" = "$holder"

# --- The table's replica goes away: one re-post, no failure ----------------------------------------

podman stop -t 10 "${names[$holder]}" >/dev/null
stopped=$holder
say "stopped replica $holder (${names[$holder]})"
first=$(status "$balancer/layout?layout=parallax&count=$ROWS&offset=777&sizes=@$id")
check "the next query meets 404 sizes-unknown on another replica (not a failure of the balancer): $first" test "$first" = 404
again=$(curl -s --max-time 30 -o /dev/null -w '%{http_code}' -H 'Content-Type: text/plain' \
  --data-binary "@$WORK/table.txt" "$balancer/sizes/$id")
new_holder=$(holders "/sizes/$id")
check "the client posts it again, once: $again, now on replica $new_holder" \
  test "$again" = 201 -a "${#new_holder}" = 1 -a "$new_holder" != "$holder"
answered=$(queries)
refused=$(sort "$WORK/refused" | uniq -c | xargs)
check "the same 31 queries again: $answered answered 200, ${refused:-none} refused" test "$answered" = 31
check "the table on replica $new_holder alone after them" test "$(holders "/sizes/$id")" = "$new_holder"
